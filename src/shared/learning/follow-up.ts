/**
 * Interactive Writing: the follow-up question is chosen by the stance of the first answer (issue 22).
 *
 * A prompt such as "a large company or a small one?" names both sides, so every answer mentions both; the
 * first keyword found used to pick a follow-up about the side the writer argued against. Now:
 * 1. stance: in the first sentence that states a preference ("I prefer", "I would rather", "I'd choose"…),
 *    the option whose `stance` term comes first after the preference word wins ("rather work for a small
 *    company" → small); with a comparison ("A small company is better", "Society matters more") the side is
 *    the subject, named before it. What the writer turns down ("rather than B", "better than B", "instead of
 *    B") and concedes ("Admittedly…", "…, although B") is not a stance;
 * 2. otherwise, the first sentence that gives an opinion ("should", "I think", "a waste of time"…) about one side
 *    only: that side, or the other of two when its main clause is negative ("I don't think scientists should be
 *    free…", "Fixing old things is a waste of time") (seventh read); a negative inside a with-phrase or a
 *    where-/that-clause ("afternoons with nothing planned") denies only what it governs, and a stance term's own
 *    negative ("no fees") states its side (twelfth read);
 * 3. otherwise, `ifMentions` cues that do not occur in the prompt, counted outside concessions, outside what comes
 *    before a "but" and not right after a negative ("with no lessons"); most wins, and a tie goes to the default (a
 *    guess at a side costs more than a neutral question);
 * 4. otherwise the default option.
 */
import { allAt, at, clean, lastAt } from './cue-terms.ts';

export interface FollowUpOption { question: string; ifMentions?: readonly string[]; stance?: readonly string[]; default?: boolean }

const PREFERENCE = /\b(prefer|prefers|preferred|rather|would favou?r|i favou?r|would choose|i'd choose|i choose|would pick|i'd pick|would go for|i'd go for|my choice is|i'm in favou?r of|i am in favou?r of|i support|i agree|i disagree|i'd like|i would like|i like to|i love to|i'd rather|(?:is|are|was|were|would be|seems?) (?:a |an )?(?:much |far |a lot |definitely |clearly |usually |generally |often )?(?:better|preferable|more important|more useful|more sensible|more appealing|more practical|more convenient|more comfortable|more effective|easier|fairer|healthier|wiser)|matters? more|makes? more sense|appeals? (?:to me )?more|(?:would )?suits? me (?:much |far )?better|better option|the best choice|(?:is|would be) my (?:choice|preference)|i am against|i'm against)\b/;
const PREFERENCES = new RegExp(PREFERENCE.source, 'g');
/** Preferences whose side is their subject: "A small company is better", "Society matters more". */
const SUBJECT_PREFERENCE = /^(?:is|are|was|were|would be|seems?|matters?|makes?|appeals?|suits?|would suit)\b/;
const CONCESSION = /^(?:admittedly|of course|it is true|it's true|granted|that said|on the other hand|some people|others|i understand|i see the point|i know that|(?:some|many|most|a lot of|plenty of) (?:[a-z']+ ){0,3}(?:say|says|think|believe|argue|claim|feel|prefer|like|love|want|enjoy|dream|find)|(?:[a-z']+ ){1,6}(?:has|have|has got|have got|had) (?:its|their|some|a few|many) (?:own )?(?:points|good points|merits|advantages|benefits|strengths|good sides|plus points|pluses|charms?|place|uses))\b/;
// "Some people like flexibility, but I think fixed hours are better": what follows the turn is the writer's own.
const TURN = / (?:but|however|yet) /;
const TURNS = new RegExp(TURN.source, 'g');
// A clause that concedes: at the start up to its comma ("Although X, I…"), elsewhere to the end of the clause.
const CONCEDED = /^\s*(?:although|though|even though|even if|while|whereas)\b[^,;.!?]*,?|[,;]?\s*\b(?:although|though|even though|even if|whereas)\b[^.;!?]*/gi;
// The side an answer turns down: "rather than living in a city, I…", "…the old buildings rather than build new
// homes", "A small company is better than a large one". ("Less than" and "worse than" name the preferred side.)
const TURNED_DOWN = /\b(?:rather than|instead of)\b[^,;.!?]*|,\s*(?:and\s+)?not\b[^,;.!?]*|(?<!\b(?:less|worse|fewer)(?:\s+\w+){0,2}\s+)\bthan\b[^,;.!?]*/gi;
/** A sentence as the chooser reads it: what it concedes and what it turns down taken out. */
const stated = (sentence: string) => clean(sentence.replace(CONCEDED, ' ').replace(TURNED_DOWN, ' '));
/** The part after the last "but / however / yet" of an asserted sentence, or null when it has no turn. */
function afterTurn(s: string): string | null {
  const last = [...s.matchAll(TURNS)].at(-1);
  return last?.index !== undefined ? ` ${s.slice(last.index + last[0].length)}` : null;
}
// A reason or condition after a preference is not the side preferred ("I prefer a teacher, because a video…").
const REASON = / (?:because|since|which|so|when|while|if|although|though|as long as|otherwise) /;
const upToReason = (text: string) => { const r = REASON.exec(text); return r ? `${text.slice(0, r.index)} ` : text; };
// A comparison whose subject names no side reads on only from a subject that stands for the choice itself.
const DUMMY_SUBJECT = /(?:^|\s)(?:it|this|that|doing so|the first|the second|the first one|the second one|the former|the latter)\s*$/;
// A conceding tag after a clause ("Books are better, I know that.", "Free time matters, of course, and…"): the clause
// before it is granted to the other side, not argued for (tenth read: iw-0112, iw-0121, iw-0057, iw-0045).
const TAG = /,\s*(?:i know(?: that)?|i agree|i admit(?: that)?|of course|it is true|it's true|that is true|that's true|i understand(?: that)?|sure|true|no doubt)\s*(?=[,;.!?]|$)/i;
// A sentence that opens with a turn answers what came before it.
const OPENS_WITH_TURN = /^\s*(?:but|however|yet|still|even so|on the other hand)\b/i;
/**
 * The sentences of an answer that may state the writer's view: a sentence with a conceding tag and no turn of its own is
 * left out when the next sentence opens with a turn ("Books are better, I know that. But I like the film first.").
 */
function ownSentences(answer: string): string[] {
  const all = sentences(answer);
  return all.filter((s, i) => !(TAG.test(s) && !TURN.test(clean(s)) && OPENS_WITH_TURN.test(all[i + 1] ?? '')));
}
/** What a sentence asserts as the writer's own view: a conceding opener counts only from its "but" on; null if none. */
function asserted(sentence: string): string | null {
  const s = stated(sentence);
  // "Planes are fast, I know, but I prefer the train": a tagged clause is granted up to the turn that answers it. (Without
  // a turn, ownSentences decides whether the tagged sentence is granted.)
  const tag = TAG.exec(sentence);
  if (tag) {
    const rest = sentence.slice(tag.index + tag[0].length);
    const turn = /\b(?:but|however|yet)\b/i.exec(rest);
    if (turn) return stated(rest.slice(turn.index + turn[0].length));
  }
  const turn = TURN.exec(s);
  // "Many people / most people / a lot of people" with a verb that is no view ("Most people use a drill twice a year, so
  // sharing saves money") states a fact the writer argues from; it reports the other side only when a turn answers it
  // (thirteenth read, iw-0107). "Some people…" and "others…" set up the other side even without a verb of opinion.
  if (!CONCESSION.test(s.trim())) return MOST_PEOPLE.test(s.trim()) && turn ? ` ${s.slice(turn.index + turn[0].length)}` : s;
  return turn ? ` ${s.slice(turn.index + turn[0].length)}` : null;
}
const MOST_PEOPLE = /^(?:many|most|a lot of|lots of) people\b/;
// A sentence that gives a view (rule 2), and a main clause that turns its side down.
const OPINION = / (?:should|shouldn't|must|ought to|needs? to|i could|i couldn't|i can't|i cannot|i think|i don't think|i do not think|i don't believe|i don't like|i do not like|i hate|i dislike|better|best|worse|worst|fairer|easier|harder|useful|overrated|i believe|i feel|in my (?:opinion|view)|for me|to me|i would|i'd|i love|i like|i enjoy|makes? sense|good idea|bad idea|waste of|pointless|worth|a mistake) /;
const NEGATIVE = / (?:not|no|never|cannot|nobody|nothing|[a-z]+n't|waste of|pointless|bad idea|a mistake|crazy|silly|ridiculous|absurd|unnecessary|makes no sense|more harm|harmful|dangerous|unfair|wrong|terrible|too risky|overrated|uncomfortable|annoying|stressful|boring|tiring|hate|dislike|worse|worst|slower|harder|more difficult|more expensive|more tiring|too slow|too expensive|too hard) /;
const RESTATES = / (?:whether|the question|this question|the prompt|the topic) /;
// ("as" is left out: "as much money as possible" is no clause.)
// ("So many", "so much", "so often" is a degree, not a result clause: "I don't think kids should have so many lessons".)
const SUBORDINATE = / (?:because|since|so(?! (?:many|much|few|little|long|often|far|busy|full|hard|important|tired|expensive|early|late) )|which|who|when|if|unless|while|but|and|although|though) /;
// A leading condition or time clause ("When I am young, I should earn…") is not the view; the view follows its comma.
// After an opinion opener it hides the view too: "I think if nobody buys them, crafts should fade" (eleventh read).
// A turn word may come first: "However, when thousands of families have no place to live, I think the housing must come
// first" (twelfth read, iw-0060).
const LEADING_CLAUSE = /^(\s*(?:(?:but|however|yet|still|even so|so|and)\s*,?\s+)?(?:(?:i (?:really |strongly |honestly |personally )?(?:think|believe|feel|guess|would say)(?: that)?|in my (?:opinion|view)|personally|honestly|for me|to me)\s*,?\s+)?)(?:when|if|because|since|as|once|after|before|unless|whenever)\b[^,;.!?]*,/i;
// "Yes," / "No," that opens a sentence answers the prompt; it neither denies nor affirms what follows ("No, animals should
// live free in nature" argues for the wild; "No zoos should exist" keeps its "no").
const ANSWER_WORD = /^\s*(?:yes|no|yeah|nope|of course not|of course|definitely not|definitely|absolutely not|absolutely)\s*[,.!:;\u2014-]\s*/i;
// "Both have advantages", "it depends": no side.
const NO_SIDE = / (?:both|either|depends|depending|neither|or) /;
// A clause that runs down what it names. (Not plain negation: "hospitals have no money" argues for the hospitals.)
const RUNS_DOWN = / (?:is|are|was|were|looks?|gets?) (?:(?:so|too|very|really|quite|always|often|usually|a bit|pretty) )?(?:terrible|awful|bad|boring|slow|messy|ugly|useless|annoying|uncomfortable|stressful|tiring|distracting) /;
// Clause boundaries in a cleaned sentence (rule 3 weighs each clause on its own).
const CLAUSES = / (?=(?:and|so|because|since|which|but|while|although|though|when|if) )/;

/*
 * Negation inside a modifier (twelfth read, iw-0109, iw-0074, iw-0079, iw-0062): "Kids should have long afternoons with
 * nothing planned", "exercise outdoors, with no walls around them", "…outdoors, where nothing is between you and the sky"
 * state their side plainly; the "no / nothing / never" belongs to a with-phrase or a where-/that-clause and does not
 * turn the main clause down. Such a negative only denies what it governs: the next three words after "with no / never"
 * ("with no lessons", "with no travel"), the next word after "with nothing / nobody" ("with nothing planned"), and the
 * rest of a where- or relative that-clause from the negative on ("a job that never keeps you in one place").
 */
const WITH_NEGATIVE = / with (?:(no|never|not a|not one|not any|not even)|(nothing|nobody|no one|none))(?= )/g;
// "that" after these words opens what is said or thought ("I think that kids should not…"), not a relative clause.
const COMPLEMENT_THAT = / (?:think|thought|believe|believed|feel|felt|say|says|said|agree|disagree|sure|true|clear|obvious|know|knew|hope|mean|means|guess|argue|argues|is|are|was|were|be|been|seem|seems|opinion|view|idea|fact|suggest|suggests|doubt|admit|realize|convinced|certain|fear|worry|worried|show|shows|prove|proves|find|found|notice|remember|understand|accept|insist|claim|claims|reason|problem|point|thing|wish|expect|ensure|sense|evident|likely|possible|important|vital|essential|necessary|so|such|now|given) that $/;
const WHERE_THAT = / (?:where|that) /g;

/** A main clause without its modifiers' negatives (`governing`), and whether a place in it is denied by one. */
function modifiersOf(main: string): { governing: string; denied: (p: number) => boolean } {
  const scopes: [number, number][] = [];
  const cuts: [number, number][] = [];
  const wordsAfter = (from: number, n: number) => {
    let to = from;
    for (let k = 0; k < n; k++) { const next = main.indexOf(' ', to + 1); if (next < 0) break; to = next; }
    return to;
  };
  for (const m of main.matchAll(WITH_NEGATIVE)) {
    const negFrom = (m.index ?? 0) + ' with'.length;
    const negTo = negFrom + 1 + (m[1] ?? m[2] ?? '').length;
    cuts.push([negFrom, negTo]);
    scopes.push([negFrom, wordsAfter(negTo, m[1] ? 3 : 1)]);
  }
  for (const m of main.matchAll(WHERE_THAT)) {
    const from = m.index ?? 0;
    // A clause that opens the sentence ("Where I live, …") is the sentence itself; a "that" after a verb of saying or
    // thinking is what is said.
    if (from === 0 || (m[0] === ' that ' && COMPLEMENT_THAT.test(main.slice(0, from + m[0].length)))) continue;
    cuts.push([from, main.length]);
    const clause = main.slice(from);
    const neg = NEGATIVE.exec(clause);
    if (neg) scopes.push([from + neg.index, main.length]);
    break;
  }
  let governing = main;
  for (const [a, b] of [...cuts].sort((x, y) => y[0] - x[0])) governing = `${governing.slice(0, a)} ${governing.slice(b)}`;
  return { governing: ` ${governing.replace(/\s+/g, ' ').trim()} `, denied: (p) => scopes.some(([a, b]) => p > a && p < b) };
}

// Rule 3: a cue right after a negative ("with no lessons", "there are no cages", "don't have lessons") is not a vote for
// its follow-up. (A "No," that opens a sentence answers the prompt; it is not a determiner. "Without" is left out: "I get
// bored without shops" wants the shops.)
const NEGATED_BEFORE = /[a-z'] (?:no|not|never|cannot|[a-z]+n't)(?: [a-z']+)? $/;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);

// "…, but I disagree", "…, but I don't agree": a turn that only rejects what came before it.
const REJECTS = /^\s*(?:i|we)\s+(?:(?:strongly|completely|totally|really)\s+)?(?:disagree|don't agree|do not agree|am not so sure|am not sure|don't think so|do not think so)(?:\s+(?:with (?:this|that|them|it)|at all))?\s*$/;

/**
 * "Some people want to ban this research, but I disagree": a reported view rejected by a bare "I disagree". Of two sides,
 * the one the reported view does not name, when it names exactly one; otherwise -1 (tenth read, iw-0120, iw-0124).
 */
function rejectedView(sentence: string, options: readonly FollowUpOption[], sides: number[]): number {
  const s = stated(sentence);
  if (!CONCESSION.test(s.trim())) return -1;
  const turn = [...s.matchAll(TURNS)].at(-1);
  if (turn?.index === undefined || !REJECTS.test(s.slice(turn.index + turn[0].length))) return -1;
  const before = `${s.slice(0, turn.index)} `;
  const named = sides.filter((i) => (options[i]?.stance ?? []).some((term) => at(before, term) >= 0));
  const [a, b] = sides;
  if (sides.length !== 2 || named.length !== 1 || a === undefined || b === undefined) return -1;
  return named[0] === a ? b : a;
}

/*
 * A self-description answers "Are you a morning person or an evening person?" as plainly as "I prefer…": "I'm an evening
 * person", "I am definitely a night owl", "I'm more of a city person", "I'm not a morning person" (thirteenth read,
 * iw-0054: no rule read it, and the next sentence, "In the morning I feel like a zombie", was routed to the morning side).
 */
const SELF = / (?:i'm|i am|i've always been|i have always been|i was always) ((?:(?:definitely|really|clearly|totally|mostly|probably|always|certainly|much|more|very much|a bit|kind|sort|not|never) )*)(?:of )?(?:a |an |the )?(?=[a-z])/g;
const SELF_NOUN = /^ (?:person|people|type|kind of person|sort of person|guy|girl|one|by nature) /;
/** The side an "I'm a(n) <side> person" names: its own, or the other of two after "not"; -1 if none. */
function selfDescribed(s: string, options: readonly FollowUpOption[], sides: number[]): number {
  for (const m of s.matchAll(SELF)) {
    const rest = ` ${s.slice((m.index ?? 0) + m[0].length)}`;
    for (const i of sides) {
      for (const term of options[i]?.stance ?? []) {
        if (at(rest, term) !== 0) continue;
        const words = clean(term).trim();
        // "a night owl", "an early bird" are self-descriptions themselves; "an evening" needs its "person".
        const after = rest.slice(words.length + 1).replace(/^[a-z']+(?= )/, (w) => (/^(?:s|es|er|ers)$/.test(w) ? '' : w));
        const isNoun = / (?:owl|bird|riser|person|people|lover|fan|type)$/.test(` ${words}`);
        if (!isNoun && !SELF_NOUN.test(after.startsWith(' ') ? after : ` ${after}`)) continue;
        if (!/\b(?:not|never)\b/.test(m[1] ?? '')) return i;
        const [a, b] = sides;
        return sides.length === 2 && a !== undefined && b !== undefined ? (a === i ? b : a) : -1;
      }
    }
  }
  return -1;
}

/*
 * A hedge gives no side (thirteenth read, t13f class 1: 110 of 110 hedged answers on the 55 two-sided items went to the
 * side named first): "both have advantages", "I like both", "neither", "it depends", "a mix of the two", "a
 * partnership", "hard to choose". A sentence whose view holds one, and names both sides or none ("I think I am
 * neither", "it depends on the day"), makes the answer hedged: unless a plain preference ("…, but I prefer the sea")
 * chose a side first, the default follow-up is asked. ("Both my parents…" is no hedge; nor is a hedge on one side
 * only: "the sea is nice, it depends on the weather" still names one side and is read on.)
 */
const HEDGE = / (?:both(?! (?:my|our|his|her|their|your)\b)|neither|(?:it|that|this|everything|all|the answer) (?:really |just |always |totally |completely )?depends|depends on|depending on|(?:a|the) (?:mix|mixture|combination|balance) of|partnership|in between|half and half|fifty fifty|hard to (?:choose|say|decide)|(?:can't|cannot|can not) (?:choose|decide)|(?:no|not a) clear (?:winner|answer)|equally|each (?:has|have|one has) (?:its|their))(?= )/;
function hedged(sentence: string, options: readonly FollowUpOption[], sides: number[]): boolean {
  const whole = asserted(sentence);
  if (whole === null) return false;
  const s = afterTurn(whole) ?? whole;
  if (!HEDGE.test(s)) return false;
  const named = sides.filter((i) => (options[i]?.stance ?? []).some((term) => at(clean(sentence), term) >= 0));
  return named.length !== 1;
}

function stanceOf(answer: string, options: readonly FollowUpOption[]): number {
  const sides = options.flatMap((o, i) => (o.stance?.length ? [i] : []));
  // In a hedged answer a preference counts only where it names one side: "I prefer the sea sometimes and the mountains
  // other times. It depends on the situation." takes none.
  const hedging = sides.length === 2 && ownSentences(answer).some((x) => !x.endsWith('?') && hedged(x, options, sides));
  const namesOne = (text: string) => sides.filter((i) => (options[i]?.stance ?? []).some((term) => at(text, term) >= 0)).length === 1;
  for (const sentence of ownSentences(answer)) {
    // A question ("Would I rather live in a city or in the countryside?") restates the prompt; it takes no side.
    if (sentence.endsWith('?')) continue;
    const rejected = rejectedView(sentence, options, sides);
    if (rejected >= 0) return rejected;
    const whole = asserted(sentence);
    if (whole === null) continue;
    const self = selfDescribed(whole, options, sides);
    if (self >= 0) return self;
    // "Sometimes I prefer the sea and sometimes the mountains, it depends": a preference inside a hedge is no side.
    if (sides.length === 2 && hedged(sentence, options, sides)) continue;
    // "Big cities have more jobs, I agree, but a calm life is what I want": a preference after the last turn wins.
    const turned = afterTurn(whole);
    const m0 = turned === null ? null : PREFERENCE.exec(turned);
    const s = m0 ? turned! : whole;
    // Of several preference words ("I like to look out, so the train is my choice"), the first that names a side.
    const found = [...s.matchAll(PREFERENCES)].map((m) => ({ m, best: preferredSide(s, m, options) }));
    const { m, best } = found.find((f) => f.best >= 0) ?? { m: null, best: -1 };
    if (!m) continue;
    if (hedging && !namesOne(s)) continue;
    // "I disagree that students should pay", "I am against limits": the side named is the one rejected; of two
    // sides, the other one wins.
    if (best >= 0 && /(?:disagree|against)$/.test(m[0])) {
      const [a, b] = sides;
      if (sides.length === 2 && a !== undefined && b !== undefined) return a === best ? b : a;
      continue;
    }
    if (best >= 0) return best;
  }
  return -1;
}

/** The side a preference word `m` in `s` points to: its subject for a comparison, else the first side after it; or -1. */
function preferredSide(s: string, m: RegExpMatchArray, options: readonly FollowUpOption[]): number {
    const index = m.index ?? 0;
    let best = -1;
    if (SUBJECT_PREFERENCE.test(m[0])) {
      // The subject: of the sides named before the comparison, the one nearest to it.
      const before = `${s.slice(0, index)} `;
      let bestAt = -1;
      options.forEach((o, i) => {
        for (const term of o.stance ?? []) {
          const p = lastAt(before, term);
          if (p > bestAt) { best = i; bestAt = p; }
        }
      });
    }
    if (best < 0 && (!SUBJECT_PREFERENCE.test(m[0]) || DUMMY_SUBJECT.test(s.slice(0, index)))) {
      const after = upToReason(s.slice(index));
      let bestAt = Infinity;
      options.forEach((o, i) => {
        for (const term of o.stance ?? []) {
          const p = at(after, term);
          if (p >= 0 && p < bestAt) { best = i; bestAt = p; }
        }
      });
    }
    return best;
}

// A clause that opens with the time or place of the writer's state ("In the morning I feel…", "At night I am…").
const SETTING = /^ (?:(?:early |late )?(?:in|at|on|during|by|after|before)) (?:the |a |an )?(?:[a-z']+ ){1,3}(?:i|i'm) (?:always |usually |often |really |just |still )?(?:feel|am|get|become|look|'m|m)? ?/;
// A low state that runs down the time or place it is felt in.
const LOW_STATE = / (?:zombie|tired|sleepy|exhausted|lazy|slow|grumpy|useless|dead|half asleep|sluggish|foggy|cranky|awful|terrible|miserable|bored|stressed|lost|stuck|trapped|lonely|anxious|nervous|not awake|can't think|cannot think|can't focus|cannot focus|can't concentrate|cannot concentrate|not myself)(?= )/;

/** Rule 2: the side of the first sentence that gives a view about one side only (seventh read: iw-0079, iw-0120, iw-0047). */
function opinionOf(answer: string, options: readonly FollowUpOption[]): number {
  const sides = options.flatMap((o, i) => (o.stance?.length ? [i] : []));
  const named = (text: string) => sides.filter((i) => (options[i]?.stance ?? []).some((term) => at(text, term) >= 0));
  for (const sentence of ownSentences(answer).flatMap((x) => x.split(/;\s*/))) {
    if (sentence.endsWith('?')) continue;
    const whole = asserted(sentence.replace(ANSWER_WORD, '').replace(LEADING_CLAUSE, '$1 '));
    // "Freedom matters, but some research is too dangerous": the view is what follows the last turn, when it gives one.
    const turned = whole === null ? null : afterTurn(whole);
    const s = turned !== null && OPINION.test(turned) ? turned : whole;
    // "This question asks whether governments should…" restates the prompt: it gives no view.
    if (s === null || !OPINION.test(s) || RESTATES.test(s)) continue;
    // The main clause decides ("People should rely on analysis, because feelings lie"); the rest only when the
    // main clause names no side.
    const cut = SUBORDINATE.exec(s);
    let main = cut ? `${s.slice(0, cut.index)} ` : s;
    // "Some experiments are too dangerous, so there must be clear limits": a result clause is the view when the clause
    // before it names no side and the result gives an opinion (tenth read, iw-0120).
    if (cut && named(main).length === 0 && cut[0] === ' so ') {
      const rest = s.slice(cut.index + cut[0].length - 1);
      const next = SUBORDINATE.exec(rest);
      const result = next ? `${rest.slice(0, next.index)} ` : rest;
      if (OPINION.test(result)) main = result;
    }
    // Where a side's term of more words holds another side's term at one place ("no fees" and "fees", "no place" and
    // "place"), only it names a side, and its own negative states that side rather than denying it (twelfth read).
    const spans = sides.flatMap((i) => (options[i]?.stance ?? []).flatMap((t) => {
      const w = clean(t).trim();
      return allAt(main, t).map((p) => ({ i, from: p, to: p + w.length + 1, words: w.split(' ').length }));
    }));
    const kept = spans.filter((x) => !spans.some((y) => y.i !== x.i && y.from <= x.from && y.to >= x.to && y.words > x.words));
    const inMain = sides.filter((i) => kept.some((x) => x.i === i));
    // A side named only in a reason or condition ("…, because without this help our culture…") is not the view; of two
    // sides in the main clause ("I believe it should be free, paid for by taxes"), the first after the opinion word.
    if (inMain.length === 0 || (inMain.length > 1 && NO_SIDE.test(main))) continue;
    let blanked = main;
    for (const x of kept) blanked = `${blanked.slice(0, x.from + 1)}${blanked.slice(x.from + 1, x.to).replace(/[^ ]/g, 'x')}${blanked.slice(x.to)}`;
    // A side named only where a modifier denies it ("a job with no travel") is turned down; a negative inside a modifier
    // ("free time with nothing planned") does not turn down the main clause (twelfth read).
    const { governing, denied } = modifiersOf(blanked);
    const affirmed = inMain.filter((i) => kept.some((x) => x.i === i && !denied(x.from)));
    const pool = affirmed.length ? affirmed : inMain;
    const from = OPINION.exec(main)?.index ?? 0;
    const firstAfter = (i: number) => Math.min(...(options[i]?.stance ?? []).map((t) => at(main.slice(from), t)).filter((p) => p >= 0));
    const side = pool.length === 1 ? pool[0]! : [...pool].sort((x, y) => firstAfter(x) - firstAfter(y))[0]!;
    // "In the morning I feel like a zombie": a side named as the time or place of how the writer feels is run down by a
    // low state; of two sides the writer is for the other one (thirteenth read, iw-0054).
    if (SETTING.test(main) && LOW_STATE.test(main)) {
      const [a, b] = sides;
      if (sides.length === 2 && a !== undefined && b !== undefined) return a === side ? b : a;
      continue;
    }
    // Turned down once (by the main clause or by a modifier) is the other side; twice ("I don't think kids should have
    // afternoons with no lessons") is this one.
    if (NEGATIVE.test(governing) === (affirmed.length === 0)) return side;
    // Negative about the only side named: with two sides the writer is for the other one; otherwise read on.
    const [a, b] = sides;
    if (sides.length === 2 && a !== undefined && b !== undefined) return a === side ? b : a;
  }
  return -1;
}

export function chooseFollowUp(answer: string, options: readonly FollowUpOption[], prompt = ''): number {
  const stance = stanceOf(answer, options);
  if (stance >= 0) return stance;
  // Of two sides, a hedged answer gets the default (thirteenth read): neither its opinions nor its cues pick a side.
  const sides = options.flatMap((o, i) => (o.stance?.length ? [i] : []));
  const fallback0 = options.findIndex((o) => o.default);
  if (sides.length === 2 && fallback0 >= 0 && ownSentences(answer).some((x) => !x.endsWith('?') && hedged(x, options, sides))) {
    return fallback0;
  }
  const opinion = opinionOf(answer, options);
  if (opinion >= 0) return opinion;
  const inPrompt = clean(prompt);
  // In "Studying alone can be quiet, but I learn more with others", the cues before the turn are conceded.
  // A sentence that opens with a turn answers the sentences before it: their cues are conceded too (tenth read, iw-0120).
  const all = ownSentences(answer).filter((s) => !s.endsWith('?'));
  const lastTurn = all.findLastIndex((s) => OPENS_WITH_TURN.test(s));
  // A cue in a clause that runs its side down ("my handwriting is terrible") is not a vote for it.
  // Sentences are joined with " . ", so a "No," that opens one is not read as denying the cue after it.
  const body = all.slice(Math.max(lastTurn, 0)).map(asserted).filter((s) => s !== null).map((s) => afterTurn(s) ?? s)
    .map((s) => s.split(CLAUSES).filter((c) => !RUNS_DOWN.test(` ${c} `)).join(' ')).join(' . ');
  let best = -1;
  let bestCount = 0;
  let tied = false;
  // Where a cue of more words contains another option's cue at one place ("no fees" and "fees"), only it counts;
  // two forms of one word ("cook", "cooking") still tie.
  const spans = options.map((o) => (o.ifMentions ?? []).filter((k) => at(inPrompt, k) < 0)
    .flatMap((k) => {
      const p = allAt(body, k).find((q) => !NEGATED_BEFORE.test(body.slice(0, q + 1)));
      const w = clean(k).trim();
      return p !== undefined ? [{ from: p, to: p + w.length + 1, words: w.split(' ').length }] : [];
    }));
  const inside = (x: { from: number; to: number; words: number }, i: number) => spans.some((other, j) => j !== i &&
    other.some((y) => y.from <= x.from && y.to >= x.to && y.words > x.words));
  options.forEach((_, i) => {
    const count = (spans[i] ?? []).filter((x) => !inside(x, i)).length;
    if (count > bestCount) { best = i; bestCount = count; tied = false; }
    else if (count > 0 && count === bestCount) tied = true;
  });
  // As many cues for two follow-ups say nothing about which one the answer is about: the default is safer.
  if (tied) best = -1;
  if (best >= 0) return best;
  const fallback = options.findIndex((o) => o.default);
  return fallback >= 0 ? fallback : 0;
}

/** Authoring problems of one item's follow-ups: a keyword cue that also occurs in the prompt cannot tell sides apart. */
export function followUpProblems(prompt: string, options: readonly FollowUpOption[]): string[] {
  const p = clean(prompt);
  return options.flatMap((o) => (o.ifMentions ?? []).filter((k) => at(p, k) >= 0).map((k) => `cue "${k}" of "${o.question}" also occurs in the prompt`));
}
