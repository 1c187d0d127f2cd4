// Interactive Writing routing gate (issue 22, fifth read rC): the follow-up is chosen from the first answer by the
// product's own chooser (src/shared/learning/follow-up.ts), so every rule here asks that chooser, never a copy.
//   1. every cue word is a real word: a truncated stem ("independen", "responsib") can never match, because the
//      chooser matches whole words plus a regular ending; nor a rare word that is the bare stem of common ones
//      ("automat" never finds automatic, automation);
//   2. a `stance` term must not come from the prompt unless the prompt offers a choice between named options
//      ("a large company or a small one?") or sets one named option against another ("protect historic buildings even
//      when they stand in the way of new housing?"): in an agree/disagree or open prompt, "I disagree that only
//      governments…" restates the prompt and would be routed to the governments side;
//   3. each cue routes on its own to its follow-up ("Think of <cue>." for `ifMentions`, "I prefer <term>." for
//      `stance`): a cue that fires for another option too (cook / cooking) does not tell the sides apart;
//   4. routing probes: an item with `stance` follow-ups carries `probes` ([{ answer, followUp }], short first answers
//      written for each stance plus one neutral restatement of the prompt that must get the default follow-up),
//      and each probe must be routed where it says. A prompt restated with no stance gets the default in every item.
import { chooseFollowUp } from '../../../src/shared/learning/follow-up.ts';

const AGREE = /\b(agree|disagree)\b/i;
// A prompt that names the options to choose between: "A or B", "Which do you prefer", "Would you rather", and a
// comparison of two named options, "Are online classes as effective as classes taught in a classroom?" (eleventh read,
// iw-0046: the option words were refused as stance cues, so "classes in a classroom are more effective" went unrouted),
// and a prompt that sets one named option against another, "Should cities protect historic buildings even when they stand
// in the way of much-needed new housing?", "…instead of each household owning its own?" (twelfth read, iw-0060: "I prefer
// new housing" and "Cities should protect historic buildings" went to the default).
const CHOICE = /\b(or|prefer|rather)\b|\bas (?:[a-z]+ ){1,2}as\b|\beven (?:when|if|though)\b|\binstead of\b/i;

/** Whether the chooser finds `term` in `text` (as a cue that is not a prompt word). */
function fires(term, text) {
  return chooseFollowUp(text, [{ question: '', default: true }, { question: '', ifMentions: [term] }], '') === 1;
}

/** Whether `term` is one of the prompt's own words, as the chooser reads them (it ignores such `ifMentions` cues). */
export function inPrompt(term, prompt) {
  const options = [{ question: '', default: true }, { question: '', ifMentions: [term] }];
  return chooseFollowUp(`Think of ${term}.`, options, '') === 1 && chooseFollowUp(`Think of ${term}.`, options, prompt) === 0;
}

/** The words of a cue: "self-employed" → self, employed; "learner's" → learner. */
const wordsOf = (term) => term.toLowerCase().normalize('NFKC').replace(/[’‘]/g, "'").split(/[^\p{L}\p{N}']+/u)
  .map((w) => w.replace(/'s$/, '').replace(/^'+|'+$/g, '')).filter(Boolean);

const REGULAR_ENDING = /^(?:s|es|d|ed|ing|er|ers|ies|ied)$/;

/**
 * The word knowledge the dead-cue rule needs: `isKnown(word)` (a dictionary, e.g. the shipped lexicon's) and
 * SUBTLEX-US `{ word, count }` rows. `truncated(word)` names the words, each ten times as common, that a rare cue
 * word (under 50 SUBTLEX hits) is the bare stem of
 * ("automat" is a dictionary word, but the cue was meant for automatic, automation: the chooser never finds those).
 */
export function cueWords(isKnown, subtlex) {
  const counts = new Map();
  for (const { word, count } of subtlex) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + count);
  const sorted = [...counts.keys()].filter((w) => /^[a-z]+$/.test(w)).sort();
  const count = (w) => counts.get(w) ?? 0;
  return {
    isKnown,
    truncated(w) {
      if (w.length < 5 || count(w) >= 50) return [];
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (sorted[mid] < w) lo = mid + 1; else hi = mid; }
      const out = [];
      for (let i = lo; i < sorted.length && sorted[i].startsWith(w); i++) {
        const rest = sorted[i].slice(w.length);
        if (rest && !REGULAR_ENDING.test(rest) && count(sorted[i]) >= 50 && count(sorted[i]) > 10 * count(w)) out.push(sorted[i]);
      }
      return out;
    },
  };
}

/** Problems of one Interactive Writing item's follow-ups; `words` comes from `cueWords`. */
export function followUpRoutingProblems(it, words) {
  const isKnown = words.isKnown;
  const out = [];
  const options = it.followUps ?? [];
  const prompt = it.prompt ?? '';
  const label = (i) => `F${i} ("${options[i].question}")`;
  const defaultIndex = options.findIndex((o) => o.default);
  const hasStance = options.some((o) => o.stance?.length);
  const choice = CHOICE.test(prompt.replace(/why or why not/gi, '')) && !AGREE.test(prompt);

  options.forEach((o, i) => {
    for (const [list, terms] of [['stance', o.stance ?? []], ['ifMentions', o.ifMentions ?? []]]) {
      for (const term of terms) {
        const dead = wordsOf(term).filter((w) => !isKnown(w) && !isKnown(w.normalize('NFD').replace(/\p{M}/gu, '')));
        const stems = wordsOf(term).flatMap((w) => words.truncated?.(w).slice(0, 3) ?? []);
        if (dead.length) out.push(`${it.id}: ${list} cue "${term}" of ${label(i)} is not a word (${dead.join(', ')}): the chooser can never match it`);
        else if (stems.length) out.push(`${it.id}: ${list} cue "${term}" of ${label(i)} looks truncated: the chooser does not find ${stems.join(', ')} with it`);
        else if (!fires(term, `Think of ${term}.`)) out.push(`${it.id}: ${list} cue "${term}" of ${label(i)} does not match itself`);
      }
    }
    for (const term of o.stance ?? []) {
      if (!choice && inPrompt(term, prompt)) out.push(`${it.id}: stance cue "${term}" of ${label(i)} is a word of the prompt, which offers no choice of named options: an answer that restates the prompt is routed by it`);
      const got = chooseFollowUp(`I prefer ${term}.`, options, prompt);
      if (got !== i) out.push(`${it.id}: stance cue "${term}" of ${label(i)}: "I prefer ${term}." is routed to F${got}`);
    }
    for (const term of o.ifMentions ?? []) {
      if (inPrompt(term, prompt)) continue; // followUpProblems reports it
      const got = chooseFollowUp(`Think of ${term}.`, options, prompt);
      if (got !== i) out.push(`${it.id}: cue "${term}" of ${label(i)}: "Think of ${term}." is routed to F${got}`);
    }
  });

  const probes = it.probes ?? [];
  if (hasStance) {
    options.forEach((o, i) => {
      if ((o.stance?.length || o.default) && !probes.some((p) => p.followUp === i)) {
        out.push(`${it.id}: no routing probe for ${label(i)}: write a short first answer that ${o.default ? 'restates the prompt without taking a side' : 'takes this side'}`);
      }
    });
  }
  for (const p of probes) {
    if (!Number.isInteger(p.followUp) || !options[p.followUp]) { out.push(`${it.id}: probe "${p.answer}" names no follow-up`); continue; }
    const got = chooseFollowUp(p.answer ?? '', options, prompt);
    if (got !== p.followUp) out.push(`${it.id}: probe "${p.answer}" should get F${p.followUp} but is routed to ${label(got)}`);
  }
  // The prompt itself, given back as an answer, takes no side: it gets the default (only checked where no option
  // has stance terms, since a choice prompt names its options after "rather"/"prefer").
  if (!hasStance && defaultIndex >= 0) {
    const got = chooseFollowUp(prompt, options, prompt);
    if (got !== defaultIndex) out.push(`${it.id}: the prompt given back as an answer is routed to ${label(got)}, not the default`);
  }
  return out;
}

/**
 * Thirteenth read (t13f, iw-0054): a question the bank already asks elsewhere, word for word, is a retelling. iw-0054's
 * prompt "Are you a morning person or an evening person?" was iw-0023's default follow-up, and its default follow-up was
 * is-0024's stage 4. Every sentence of five words or more of an Interactive Writing prompt or follow-up must not
 * occur as a sentence of another question: another Interactive Writing prompt or follow-up, an Interactive Speaking stage
 * question (default or alternative) or a Writing Sample, Speaking Sample, Read then Speak or Listen then Speak prompt.
 * `questions` is [{ id, where, text }]; the Interactive Writing ones carry ids starting "iw-".
 */
// Frame words that many prompts share ("Give reasons for your answer", "Discuss both views and give your opinion"): a
// sentence needs two words outside this list to count as a question of its own.
const FRAME = new Set(('a an the and or but of to in on at for with about from by as it its this that there these those is are was were be ' +
  'been do does did done you your yours i my me we our they their them he she his her what which who whom whose why how where when ' +
  'would could should can will may might must have has had not no so if than then very more most some any one give gave reason reasons ' +
  'answer answers opinion opinions explain explaining discuss describe describing example examples view views both agree disagree ' +
  'extent like dislike change prefer choice choose chose go went know learn learned imagine think say tell advantages disadvantages ' +
  'why not true way ways own also other others people someone something thing things there here make made get got use used').split(' '));
export function repeatedQuestionProblems(questions) {
  const norm = (s) => s.toLowerCase().normalize('NFKC').replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const bySentence = new Map();
  for (const q of questions) {
    for (const s of new Set((q.text ?? '').split(/(?<=[.!?])\s+/).map(norm)
      .filter((x) => x.split(' ').length >= 5 && x.split(' ').filter((w) => !FRAME.has(w)).length >= 2))) {
      const list = bySentence.get(s) ?? [];
      if (!list.some((o) => o.id === q.id && o.where === q.where)) list.push(q);
      bySentence.set(s, list);
    }
  }
  const out = [];
  for (const [s, list] of bySentence) {
    const iw = list.filter((q) => q.id.startsWith('iw-'));
    if (list.length < 2 || iw.length === 0) continue;
    out.push(`${iw[0].id}: the ${iw[0].where} asks "${s}", which ${list.filter((q) => q !== iw[0]).map((q) => `${q.id} (${q.where})`).join(', ')} already asks word for word: ask something else`);
  }
  return out;
}

/** The questions repeatedQuestionProblems compares, from the content files' items. */
export function bankQuestions({ iw = [], is = [], prompts = [] }) {
  const out = [];
  for (const it of iw) {
    out.push({ id: it.id, where: 'prompt', text: it.prompt });
    (it.followUps ?? []).forEach((f, i) => out.push({ id: it.id, where: `follow-up F${i}`, text: f.question }));
  }
  for (const it of is) {
    (it.stages ?? []).forEach((st, i) => {
      out.push({ id: it.id, where: `stage ${i}`, text: st.default });
      (st.alternatives ?? []).forEach((a, j) => out.push({ id: it.id, where: `stage ${i} alternative ${j}`, text: a.question }));
    });
  }
  for (const it of prompts) out.push({ id: it.id, where: 'prompt', text: it.prompt });
  return out;
}

/**
 * Thirteenth read (t13f class 1): of an item with two `stance` sides, hedged first answers that name both sides ("It is
 * hard to choose. A is good for some things and B is good for others, so I think both have advantages.", "Sometimes I
 * like A and sometimes B, it depends on the day.") get the default follow-up, with either side named first.
 */
export const HEDGED_TEMPLATES = [
  (a, b) => `It is hard to choose. ${a[0].toUpperCase()}${a.slice(1)} is good for some things and ${b} is good for others, so I think both have advantages.`,
  (a, b) => `Sometimes I like ${a} and sometimes ${b}, it depends on the day.`,
];
export function hedgeProblems(it) {
  const options = it.followUps ?? [];
  const sides = options.flatMap((o, i) => (o.stance?.length ? [i] : []));
  const def = options.findIndex((o) => o.default);
  if (sides.length !== 2 || def < 0) return [];
  const [a, b] = sides.map((i) => options[i].stance[0]);
  const out = [];
  for (const t of HEDGED_TEMPLATES) {
    for (const [x, y] of [[a, b], [b, a]]) {
      const answer = t(x, y);
      const got = chooseFollowUp(answer, options, it.prompt ?? '');
      if (got !== def) out.push(`${it.id}: the hedged answer "${answer}" is routed to F${got}, not the default F${def}`);
    }
  }
  return out;
}
