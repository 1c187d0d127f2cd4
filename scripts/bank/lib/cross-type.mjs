import { contentWords } from './topics.mjs';

// Cross-type repeats (eleventh read, t11a): a sentence served in two task types lets a learner who met it in one
// answer the other from memory (fib-0573 "The film is [[based]] on a true story about a family of farmers." was
// lt-0290 word for word, so typing lt-0290 gave the Fill in the Blanks key away).

/** Every string in an authored item (text, paragraphs, prompts, model answers, turns…), ids and labels aside. */
function strings(value, key = '', out = []) {
  if (typeof value === 'string') { if (!/^(?:id|cefr|topic|file|voice|speaker|tag|band|title)$/.test(key)) out.push(value); }
  else if (Array.isArray(value)) for (const v of value) strings(v, key, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, k, out);
  return out;
}

/** A sentence as a learner would recognize it: gap and blank markup gone, case and punctuation ignored. */
export function normalizeSentence(sentence) {
  return sentence.replace(/\[\[|\]\]|\{\{|\}\}/g, '').toLowerCase().replace(/[’']/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * Statements of eight or more words in a text. Questions are left out: prompts share stock questions ("What do you
 * do there and why do you like it?") that give no answer away.
 */
export function sentencesOf(text) {
  return text.split(/(?<=[.!?]["”]?)\s+(?=["“]?[A-Z0-9[])/).filter((s) => !/\?["”]?$/.test(s.trim()))
    .map(normalizeSentence).filter((s) => s.split(' ').length >= 8);
}

/**
 * Authored items (engine fixtures, ids -9xxx, aside) whose sentence appears verbatim, once normalized, in an item of
 * another task type. One problem per repeat, naming both items.
 */
export function crossTypeSentenceProblems(items) {
  const first = new Map();
  const out = [];
  for (const it of items) {
    const m = /^([a-z]+)-(\d{4})$/.exec(it?.id ?? '');
    if (!m || m[2].startsWith('9')) continue;
    for (const s of new Set(strings(it).flatMap(sentencesOf))) {
      const prior = first.get(s);
      if (!prior) first.set(s, { id: it.id, type: m[1] });
      else if (prior.type !== m[1]) out.push(`${it.id}: repeats a sentence of ${prior.id} ("${s}"); a learner who met one answers the other from memory`);
    }
  }
  return out;
}

/**
 * Two Fill in the Blanks sentences that open with the same four words when one shows the other's key (eleventh read,
 * t11a: fib-0005 "Take an umbrella with you because it is going to [[rain]]" beside fib-0326 "Take an [[umbrella]]
 * with you, because the forecast says it will rain"; fib-0167/fib-0416 "Can you help me carry"; fib-0485 and fib-0257
 * "The old factory has been"): the same frame twice, and the key of one printed in the other.
 */
export function fibFrameProblems(items) {
  const fib = items.filter((it) => /^fib-\d{4}$/.test(it?.id ?? '') && !it.id.startsWith('fib-9') && typeof it.text === 'string')
    .map((it) => {
      const words = normalizeSentence(it.text).split(' ');
      const keys = [...it.text.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => m[1].toLowerCase());
      return { id: it.id, opening: words.slice(0, 4).join(' '), words: new Set(words), keys };
    });
  const out = [];
  for (let i = 0; i < fib.length; i++) {
    for (let j = i + 1; j < fib.length; j++) {
      const [a, b] = [fib[i], fib[j]];
      if (a.opening !== b.opening) continue;
      if (a.keys.some((k) => b.words.has(k)) || b.keys.some((k) => a.words.has(k))) out.push(`${b.id}: opens like ${a.id} ("${a.opening} …") and one shows the other's key`);
    }
  }
  return out;
}

// The same claim told in other words (twelfth read, t12b): the verbatim check above cannot see lt-0280 "Too much salt
// in your diet can raise your blood pressure." beside fib-0345 "Eating too much salt can [[raise]] your blood
// pressure.", or ra-0094 "My phone screen cracked when I dropped it…" beside il-0067's "You dropped your phone and the
// screen cracked." A Listen and Type or Read Aloud sentence is one short claim, so when a sentence of another task type
// shares most of its content words, the learner meets the same claim (and often the other item's key) twice.
// Calibrated on the bank of 2026-11-30: four or more shared content-word stems and a Jaccard of 0.5 or more caught 18
// pairs, 16 of them (14 sentences) the same claim or story and two that only share everyday words (listed below);
// three shared stems at 0.5 caught dozens of stock remarks ("raise your hand", "start work early").
export const SPOKEN_CLAIM_MIN_SHARED = 4;
export const SPOKEN_CLAIM_MIN_JACCARD = 0.5;
/** Pairs a reader judged to tell different things, `spoken|other` with the reason. */
export const SPOKEN_CLAIM_ALLOWED = new Map([
  ['lt-0171|ws-0006', 'a father who starts work early vs. a child who got up early to surprise her father: only everyday words shared'],
  ['ra-0002|rc-0066', 'a little brother playing ball in the backyard vs. a dog running on the grass: only "like", "play", "red" and "ball" shared'],
]);

const unmark = (s) => s.replace(/\{\{([^|}]*)[^}]*\}\}/g, '$1').replace(/\[\[|\]\]|<<|>>/g, '');

/**
 * Listen and Type and Read Aloud sentences (engine fixtures aside) that tell a claim a sentence of another task type
 * tells: at least `minShared` content-word stems in common and a Jaccard of at least `minJaccard` between the two
 * sentences' stems. Pairs of two spoken sentences are spokenEchoProblems' (format-rules.mjs).
 */
export function spokenClaimProblems(items, { minShared = SPOKEN_CLAIM_MIN_SHARED, minJaccard = SPOKEN_CLAIM_MIN_JACCARD, allowed = SPOKEN_CLAIM_ALLOWED } = {}) {
  const spoken = [];
  const others = [];
  for (const it of items) {
    const m = /^([a-z]+)-(\d{4})$/.exec(it?.id ?? '');
    if (!m || m[2].startsWith('9')) continue;
    if (m[1] === 'lt' || m[1] === 'ra') {
      if (typeof it.text === 'string') spoken.push({ id: it.id, text: it.text, stems: new Set(contentWords(it.text)) });
      continue;
    }
    for (const s of new Set(strings(it))) {
      for (const sentence of unmark(s).split(/(?<=[.!?;:]["”]?)\s+/)) {
        const stems = new Set(contentWords(sentence));
        if (stems.size >= minShared) others.push({ id: it.id, sentence: sentence.trim(), stems });
      }
    }
  }
  const out = [];
  const seen = new Set();
  for (const a of spoken) {
    if (a.stems.size < minShared) continue;
    for (const b of others) {
      const key = `${a.id}|${b.id}`;
      if (seen.has(key) || allowed.has(key)) continue;
      const shared = [...a.stems].filter((w) => b.stems.has(w));
      if (shared.length < minShared) continue;
      const jaccard = shared.length / new Set([...a.stems, ...b.stems]).size;
      if (jaccard < minJaccard) continue;
      seen.add(key);
      out.push(`${a.id}: tells the claim of ${b.id} again ("${a.text}" ~ "${b.sentence}"; shared: ${shared.join(', ')}); write another claim or story`);
    }
  }
  return out;
}
