// Interactive Speaking routing gate (issue 22, tenth read t10e). The product now asks a stage's alternative when the
// learner's transcribed answers name its `ifMentions` cues (src/shared/learning/speaking-route.ts: latest answer first,
// then earlier ones), so every path through a tree is live. Every rule here asks that chooser, never a copy:
//   1. echo: a cue that the chooser finds in an earlier question of the tree (a default, or an alternative that may
//      have been asked) fires whenever a learner echoes that question ("I prefer working alone…" to "Do you prefer
//      working alone or on a team?"): the cue tells nothing about the learner;
//   2. model path: the band-145 answers are written for the default path (content/FORMAT.md), so fed to the chooser
//      they must keep every default; otherwise the model answers a question a learner giving it would not be asked;
//   3. dangling reference: a later default that points back with "that/this/these/those <noun>" to a noun that only a
//      skippable question named (is-0017 "What do you usually do in that season?" after "Which season do you like
//      best?" had an alternative about rainy days), or any question after a stage with alternatives that says
//      "like that" (is-0007 "Does staying up late like that…", which presumed the previous default).
import { chooseStageQuestion } from '../../../src/shared/learning/speaking-route.ts';
import { allAt, at, clean } from '../../../src/shared/learning/cue-terms.ts';

const fires = (term, text) => chooseStageQuestion([{ ifMentions: [term] }], [text]) === 0;
const says = (text, word) => at(clean(text), word) >= 0;

// Words after a demonstrative that are not the noun it points to ("that is", "this way" are not back-references).
const NOT_NOUNS = new Set(`is are was were be been being you your yours they them their it its we our he she his her
one ones kind sort way much many more most makes make made would could should will can might may do does did have has
had there here then than when where why what which who how about with from into over`.split(/\s+/));

// "like that" as a back-reference ("staying up late like that"), not the verb ("why do you like that place?").
const LIKE_THAT = /(?<!\b(?:you|i|we|they|people|would|do|does|don't|didn't) )\blike that\b/i;

/** Problems of one Interactive Speaking tree's routing. */
export function speakingRouteProblems(it) {
  const out = [];
  const stages = it.stages ?? [];
  const alts = (s) => s?.alternatives ?? [];
  const label = (n, k) => (k === undefined ? `stage ${n}` : `stage ${n} alternative ${k} ("${alts(stages[n])[k].question}")`);

  // 1. Echo: a cue found in an earlier question.
  stages.forEach((s, n) => {
    const earlier = [];
    for (let j = 0; j < n; j++) {
      earlier.push({ where: `stage ${j}`, text: stages[j].default ?? '' });
      alts(stages[j]).forEach((a, k) => earlier.push({ where: `stage ${j} alternative ${k}`, text: a.question ?? '' }));
    }
    alts(s).forEach((a, k) => {
      for (const term of a.ifMentions ?? []) {
        const echoed = earlier.find((q) => fires(term, q.text));
        if (echoed) out.push(`${it.id}: cue "${term}" of ${label(n, k)} is a word of ${echoed.where}'s question ("${echoed.text}"): a learner who echoes the question is routed by it`);
      }
    });
  });

  // 2. The band-145 answers follow the default path.
  const model = (it.samples ?? []).find((x) => x.band === 145)?.text;
  if (Array.isArray(model)) {
    stages.forEach((s, n) => {
      if (!alts(s).length) return;
      const got = chooseStageQuestion(alts(s), model.slice(0, n));
      if (got !== null) out.push(`${it.id}: the band-145 answers before stage ${n} name cues of ${label(n, got)}, so a learner saying them is not asked the default the model answers`);
    });
  }

  // 3. Back-references that a skipped question leaves without an antecedent.
  stages.forEach((s, n) => {
    if (n === 0) return;
    const questions = [{ text: s.default ?? '', where: label(n) }, ...alts(s).map((a, k) => ({ text: a.question ?? '', where: label(n, k) }))];
    if (alts(stages[n - 1]).length) {
      for (const q of questions) {
        if (LIKE_THAT.test(q.text)) out.push(`${it.id}: ${q.where} says "like that", which presumes stage ${n - 1}'s default was asked, but stage ${n - 1} has alternatives`);
      }
    }
    for (const m of (s.default ?? '').matchAll(/\b(?:that|this|these|those) ([a-z]+)/gi)) {
      const noun = m[1].toLowerCase();
      if (NOT_NOUNS.has(noun) || noun.length < 3) continue;
      const always = stages.slice(0, n).filter((x) => !alts(x).length).some((x) => says(x.default ?? '', noun));
      if (always) continue;
      const skippable = stages.slice(0, n).findIndex((x) => alts(x).length && says(x.default ?? '', noun) && !alts(x).some((a) => says(a.question ?? '', noun)));
      if (skippable >= 0) out.push(`${it.id}: stage ${n}'s default says "${m[0]}", but the ${noun} is named only by stage ${skippable}'s default, which an alternative may replace`);
    }
  });
  return out;
}

// Eleventh read (t11e; issue 22): four more routing checks, each on the tree's own text.
//   4. a bare cue with a common second sense in a natural answer ("rich history", "community guidelines", "the airline
//      lost my suitcase", "my phone broke", "keep in touch"): write the phrase that carries the meaning instead;
//   5. a generic cue under a specific question: a bare "pollution" leading to "…air pollution…", a bare "local" to
//      "…local news…" (plastic pollution on the beach is not air pollution);
//   6. a question that asks what the cue just said: "Have you ever / Do you ever / Would you like to …" naming its own
//      cue ("freelance" → "Would you like to start your own business one day?", "farm" → "Have you ever visited a farm?");
//      since the twelfth read (t12e) also "Do you prefer / like / play / speak… (any "Do you" but think, believe, agree,
//      feel) / Are you / Tell me about / Describe…": "interactive" → "Do you prefer museums where you can touch and try
//      things?" (is-0054), "disagreement" → "Tell me about a disagreement in a group you were part of" (is-0027);
//   7. back-to-back near-duplicates: an alternative and the next stage's default (written without knowing the
//      alternative was asked) sharing most of their content words (is-0027 "How do you usually deal with disagreements in a group?" then "How should a team make decisions when
//      people disagree?").

/** Bare cues that natural answers use in another sense; each needs a phrase (or a narrower word) instead. */
export const HOMONYM_CUES = new Map(Object.entries({
  afraid: '"I\'m afraid…" is a hedge, not fear',
  broke: '"my phone broke" is not being out of money',
  card: '"credit card", "graphics card" are not card games',
  chat: '"chat with my friends" is not a stranger',
  class: '"a dance class" is not school',
  community: '"community guidelines" is not a local community',
  green: 'a color as often as a green space',
  job: 'a friend\'s or parent\'s job is not the learner\'s workplace',
  local: '"local laws", "local food" are not local news',
  lost: '"the airline lost my suitcase" is not getting lost',
  market: '"the housing market", "the job market"',
  'missed my': '"I missed my family" is not a missed train',
  poor: '"poor public transportation" is not poverty',
  rest: '"the rest of the day" is not rest',
  rich: '"a rich history" is not wealth',
  touch: '"keep in touch" is not touching exhibits',
  video: '"video games" is not a video call',
  waste: '"a waste of money/time" is not trash',
  work: '"it doesn\'t work" and a friend\'s work are not the learner\'s workplace',
  // Twelfth read (t12e): each misrouted a natural answer through the real chooser.
  awake: '"I feel awake all day" is being alert, not lying awake',
  basketball: '"I love watching basketball" is not playing it',
  course: '"of course" is not a class',
  family: '"family trips", "time for my family" say nothing about what the family taught or chose',
  fish: '"my father loves fishing", "fish in the river" are not pet fish',
  football: '"I love watching football on TV" is not playing it',
  language: '"body language", "bad language" are not a foreign language',
  money: '"it costs a lot of money" is a cost, not a gift, a wage or money skills',
  phone: '"I phone a friend", "I put my phone away" are not screen habits',
  series: '"the whole Harry Potter series" is a film series, not a TV series',
  soccer: '"I watch soccer every weekend" is not playing it',
  speaking: '"generally speaking", "honestly speaking" are not speaking a language',
  team: '"my team won the league" is a fan\'s team; "the team at work" is not a sports team',
  tired: '"tired of my job" is being bored, not tired',
  // Thirteenth read (t13e): a filler, an idiom or a third person's state, each confirmed through the real chooser.
  // Write the learner's own phrase instead ("I live alone", "I'm worried", "had an accident", "honesty").
  accident: '"by accident" is by chance, not an injury',
  alone: '"my grandmother lives alone" is not the learner living or doing things alone',
  'at work': '"my parents are already at work" is not the learner\'s workplace',
  drawing: '"bad at drawing", "my sister is good at drawing" are not the learner\'s hobby',
  honest: '"to be honest" is a filler, not honesty',
  mistake: '"by mistake" is by chance, not an error the learner made',
  present: '"at present", "the present day" are not a gift',
  worried: '"young people are more worried" is not the learner\'s own worry',
}));

// Words that narrow a head noun into a different topic ("air pollution", "local news", "card games").
const MODIFIERS = new Set('air water noise plastic light local card board video'.split(' '));
const FUNCTION = new Set(`a an the and or of to in on at for with by from as is are was were be been do does did you your yours
i we they them their it its this that these those there how what why when where which who whom should would could can will
may might must have has had about most more some any one get gets think usually make people if not no up out just also then
than give example explain opinion view reason feel like way ways thing things really so much many often ever own yourself
other others very well still even only all each every`.split(/\s+/));
const SAME = new Map(Object.entries({ team: 'group', teams: 'group', colleague: 'coworker', colleagues: 'coworker' }));
const stemOf = (w) => {
  const s = SAME.get(w) ?? w.replace(/'s$/, '');
  return s.replace(/ies$/, 'y').replace(/(?:ments?|ing|ed|es|s)$/, (m) => (s.length - m.length >= 4 ? '' : m)).replace(/ment$/, '');
};
/** Content-word stems of a question ("disagreements" and "disagree" share "disagree"). */
export const contentStems = (text) => new Set(clean(text).trim().split(' ').filter((w) => w.length > 2 && !FUNCTION.has(w)).map(stemOf));

/** How many content-word stems two questions share, and their share of all the stems of both (Jaccard). */
export function questionOverlap(a, b) {
  const x = contentStems(a);
  const y = contentStems(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return { shared, ratio: shared / Math.max(1, new Set([...x, ...y]).size) };
}

const ASKS_EXPERIENCE = /^(?:have you ever|do you ever|did you ever|would you ever|would you like to)\b/i;
// Twelfth read (t12e): the same for any "Do you …" but an opinion (think, believe, agree, feel), "Are you", "Tell me
// about", "Describe": "Do you prefer museums where you can touch and try things?" after "interactive museums where you
// can try things" (is-0054); "Tell me about a disagreement…" after the learner told one (is-0027).
const ASKS_BACK = /^(?:do you (?!think\b|believe\b|agree\b|feel\b)[a-z]+|did you (?!think\b)[a-z]+|are you|were you|tell me about|can you (?:describe|tell me about)|describe)\b/i;

const BACK_REFERENCE = / (?:your|that|this|these|those)(?: own)? $/;

/** Problems of the eleventh read's kinds in one Interactive Speaking tree. */
export function speakingCueProblems(it) {
  const out = [];
  const stages = it.stages ?? [];
  const alts = (s) => s?.alternatives ?? [];
  stages.forEach((s, n) => {
    alts(s).forEach((a, k) => {
      const where = `stage ${n} alternative ${k} ("${a.question}")`;
      const cues = (a.ifMentions ?? []).map((c) => clean(c).trim());
      const q = clean(a.question ?? '');
      for (const c of cues) {
        // 4. A bare cue with a second sense.
        if (HOMONYM_CUES.has(c)) out.push(`${it.id}: cue "${c}" of ${where} has another common sense (${HOMONYM_CUES.get(c)}); use a phrase that carries the meaning`);
        if (c.includes(' ')) continue;
        // 5. A generic cue under a specific question.
        for (const m of q.matchAll(new RegExp(` ([\\p{L}']+) ${c}(?= )`, 'gu'))) {
          if (MODIFIERS.has(m[1])) out.push(`${it.id}: cue "${c}" of ${where} is the bare head of "${m[1]} ${c}": an answer about any other ${c} is asked about ${m[1]} ${c}`);
        }
        if (MODIFIERS.has(c)) {
          for (const m of q.matchAll(new RegExp(` ${c} ([\\p{L}']+)(?= )`, 'gu'))) {
            if (!FUNCTION.has(m[1]) && !cues.includes(`${c} ${m[1]}`)) out.push(`${it.id}: cue "${c}" of ${where} is a bare modifier of "${c} ${m[1]}": "${c}" with anything else is asked about ${c} ${m[1]}`);
          }
        }
      }
      // 6. Asking what was just said.
      if (ASKS_EXPERIENCE.test(a.question ?? '') || ASKS_BACK.test(a.question ?? '')) {
        // Under the newer openers, "your sport", "that instrument" point back at what was said, not ask for it again.
        const back = !ASKS_EXPERIENCE.test(a.question ?? '');
        const said = cues.find((c) => allAt(q, c).some((p) => !(back && BACK_REFERENCE.test(q.slice(0, p + 1)))));
        if (said) out.push(`${it.id}: ${where} asks whether the learner has done or wants what its cue "${said}" says they mentioned; ask about it instead`);
      }
    });
    // 7. Back-to-back near-duplicates: an alternative, then the next stage's default.
    const next = stages[n + 1];
    if (!next) return;
    alts(s).forEach((a, k) => {
      const { shared, ratio } = questionOverlap(a.question ?? '', next.default ?? '');
      if (shared >= 2 && ratio >= 0.4) out.push(`${it.id}: stage ${n} alternative ${k} ("${a.question}") and stage ${n + 1}'s default ("${next.default}") ask nearly the same thing back to back`);
    });
  });
  return out;
}

/**
 * Thirteenth read (t13e; issue 22): every stage after the first has one or more alternatives, each with cues and a
 * question (content/README.md). is-0059 stage 4 lost its only alternative in an edit and is-0043 stage 2 never had
 * one; nothing failed, and the stage asked the same question of every learner.
 */
export function speakingStageProblems(it) {
  const out = [];
  (it.stages ?? []).forEach((s, n) => {
    if (n === 0) return;
    const alts = s.alternatives ?? [];
    if (!alts.length) out.push(`${it.id}: stage ${n} has no alternatives; every stage after the first needs at least one, whose ifMentions react to earlier answers`);
    alts.forEach((a, k) => {
      if (!(a.ifMentions ?? []).some((c) => clean(c).trim())) out.push(`${it.id}: stage ${n} alternative ${k} ("${a.question ?? ''}") has no ifMentions cues, so it is never asked`);
      if (!(a.question ?? '').trim()) out.push(`${it.id}: stage ${n} alternative ${k} has no question`);
    });
  });
  return out;
}
