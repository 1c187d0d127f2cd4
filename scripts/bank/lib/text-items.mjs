// Authored content (content/**.json, CONTENT-FORMAT.md) → bank items: gapping, option order, keys, difficulty.
// Pure: text features come from the `lexicon` argument, media paths from `media`.
import { fleschReadingEase, predictFromCefr, predictText } from '../../../src/shared/learning/difficulty.ts';
import { placeAnswer } from './rng.mjs';
import { gapContext, plausibleAlternatives, tenseSiblings, unresolvedAlternatives } from './gap-check.mjs';
import { certainUse } from './key-use.mjs';

const WORD = /[A-Za-z]+(?:'[A-Za-z]+)*/g;
export const AUTHORED = { licence: 'authored', attribution: 'DETPrep content team' };

export function sentencesOf(text) {
  return text.trim().split(/(?<=[.!?])\s+(?=["A-Z0-9])/).filter(Boolean);
}

/** Text features for difficulty: sentence length, share of rare words, Flesch reading ease. */
export function textFeatures(text, lexicon) {
  const sentences = sentencesOf(text);
  const words = text.match(WORD) ?? [];
  const lower = words.map((w) => w.toLowerCase());
  const rare = lower.filter((w) => lexicon.zipf(w) < 3).length;
  const syllables = lower.reduce((s, w) => s + lexicon.syllables(w), 0);
  return {
    meanSentenceWords: words.length / Math.max(1, sentences.length),
    rareShare: words.length ? rare / words.length : 0,
    flesch: fleschReadingEase({ words: words.length, sentences: sentences.length, syllables }),
  };
}

function row(item, type, stimulus, key, prediction, extra = {}) {
  return {
    id: item.id, type, cefr: item.cefr, topic: item.topic, stimulus, key,
    difficulty: prediction.difficulty, b: prediction.b, a: prediction.a, bSource: 'predicted',
    licence: extra.licence ?? AUTHORED.licence, attribution: extra.attribution ?? AUTHORED.attribution, seed: extra.seed ?? item.id,
  };
}

/** How many letters a learner is given: the first half (rounded down), at least one; the rest is typed. */
export function splitWord(word) {
  const keep = Math.max(1, Math.floor(word.length / 2));
  return { prefix: word.slice(0, keep), missing: word.slice(keep) };
}

export function fillBlanksItem(item, lexicon) {
  const m = /\[\[([A-Za-z]+)\]\]/.exec(item.text);
  if (!m) throw new Error(`${item.id}: no [[word]]`);
  const word = m[1];
  const before = item.text.slice(0, m.index);
  const after = item.text.slice(m.index + m[0].length);
  const { prefix, missing } = fillBlanksSplit(item, word, before, gapsOf(lexicon), after);
  const sentence = before + word + after;
  const segments = [{ kind: 'text', text: before }, { kind: 'gap', index: 0, prefix, missing: missing.length }, { kind: 'text', text: after }].filter((s) => s.kind !== 'text' || s.text);
  const f = textFeatures(sentence, lexicon);
  const zipf = lexicon.zipf(word.toLowerCase());
  const p = predictText({ ...f, rareShare: f.rareShare + (zipf < 3.5 ? 0.1 : 0), cefr: item.cefr, gapLetters: missing.length });
  const accept = resolveGap(item, word, prefix, gapsOf(lexicon) ? plausibleAlternatives(word, prefix, before, gapsOf(lexicon), after) : undefined);
  deadAccept(item, [{ word, prefix }]);
  // A notAlternatives ruling left from an older key (ninth sweep, fib-0427 "write" carried {"fill": […]}) is as
  // misleading as a dead accept; its alternatives are checked against the half shown before any extra letter.
  deadAccept(item, [{ word, prefix: splitWord(word).prefix }], 'notAlternatives');
  const definitions = lexicon.definitions(word.toLowerCase(), sentence);
  phrasalGloss(item, word, after, definitions);
  definitionFitsUse(item, word, sentence, definitions, lexicon);
  ruledTenseSibling(item, word, prefix, definitions, lexicon, before);
  return row(item, 'fill-in-the-blanks', { segments }, { word, missing, sentence, definitions, ...(accept.length ? { accept } : {}) }, p);
}

// A key followed by an adverb particle ("wiped out", "turn off", "keep up") is a phrasal verb, and the bare verb's
// gloss is the wrong sense (fifth read, fib-0316 "wiped out" glossed "rub with a circular motion"). The shown
// definition must name the particle (a learner definition "(with “out”) to destroy…"), or the item is listed below
// after an editor checked that its definition fits the phrasal sense; better still, gap a word that is not phrasal.
const PARTICLES = ['out', 'up', 'off', 'down', 'away', 'back', 'over', 'around', 'apart', 'ahead'];
/** Reviewed Fill in the Blanks items whose shown definition fits the phrasal sense without naming the particle. */
export const PHRASAL_REVIEWED = new Map([
  ['fib-0012', '"cool down": "to become less hot" is the phrasal sense'],
  ['fib-0205', '"last up to two days": "up to" is a preposition here, not a particle'],
  ['fib-0563', '"wake up": "to stop sleeping" is the phrasal sense'],
  ['fib-0559', '"fell off his bike": "off" is a preposition with its object, and "to go down toward the ground suddenly" fits'],
]);
export function phrasalGloss(item, word, after, definitions) {
  const particle = new RegExp(String.raw`^\s+(${PARTICLES.join('|')})\b`, 'i').exec(after)?.[1]?.toLowerCase();
  if (!particle || PHRASAL_REVIEWED.has(item.id) || !definitions.some((d) => d.pos === 'verb')) return;
  if (definitions.some((d) => d.text.includes(`“${particle}”`))) return;
  throw new Error(`${item.id}: "${word} ${particle}" is a phrasal verb, but the definition shown ("${definitions[0]?.text ?? ''}") is the bare verb's: give it a learner definition naming “${particle}”, gap another word, or review it in PHRASAL_REVIEWED`);
}

/**
 * The shown definition must have the part of speech the sentence uses the key in (sixth read, fib-0174: "Do you
 * [[mind]] if I open…" was shown the noun "the part of a person that thinks", the only sense of its learner entry).
 * When the sentence certainly uses a verb (certainUse in lexicon.mjs) and the definition shown is another part of
 * speech, the build fails: a learner entry without that part of speech needs one, or the sentence another key.
 */
export function definitionFitsUse(item, word, sentence, definitions, lexicon) {
  const use = certainUse(sentence, word);
  const shown = definitions[0];
  // An adverb may stand between a modal and its verb ("would rather stay", "can easily see"): only a noun or an
  // adjective shown for a verb use is wrong.
  if (!use || !shown || shown.pos === use || shown.pos === 'adverb') return;
  const hand = lexicon.learnerSenses?.(word.toLowerCase()) ?? [];
  const fix = hand.length && !hand.some((d) => d.pos === use)
    ? `its learner entry has no ${use} sense: add one to content/definitions/learner-definitions.json`
    : 'give it a learner definition of that part of speech or gap another word';
  throw new Error(`${item.id}: "${word}" is a ${use} in "${sentence}", but the definition shown is a ${shown.pos} ("${shown.text}"): ${fix}`);
}

/**
 * The key's other tense of the same length (gap-check.mjs tenseSiblings) must be ruled on: accepted, or listed in
 * notAlternatives because the sentence (a time word, a past verb beside it) rules it out.
 */
export function ruledTenseSibling(item, word, prefix, definitions, lexicon, before = '') {
  if (!lexicon?.wordnet) return;
  const isVerbForm = (x, lemma, form) => lexicon.spell.correct(x) && lexicon.wordnet.readings(x).some((r) => r.pos === 'verb' && r.lemma === lemma && r.form === form);
  const open = tenseSiblings(word, prefix, definitions[0]?.text, isVerbForm, before).filter((x) => !reviewedOf(item, word).includes(x));
  if (open.length) throw new Error(`${item.id}: "${prefix}…" reads as ${open.map((x) => `"${x}"`).join(', ')} as well as "${word}" (the same verb in the other tense): add a time word that decides, accept it, or list it in notAlternatives once the sentence rules it out`);
}

/**
 * An `accept` ruling that can never apply is refused (fifth read, rc-0053 carried rc-0076's {"that": ["this"]}): a key
 * that is not one of the item's gaps, or an alternative that cannot be typed into its gap (another length, or not
 * starting with the letters shown). Such an entry only misleads the next editor about what the item accepts.
 */
export function deadAccept(item, gaps, field = 'accept') {
  const byWord = new Map(gaps.map((g) => [g.word.toLowerCase(), g.prefix.toLowerCase()]));
  const dead = [];
  for (const [key, alts] of Object.entries(item[field] ?? {})) {
    const prefix = byWord.get(key.toLowerCase());
    if (prefix === undefined) { dead.push(`"${key}" (no gap is ${key})`); continue; }
    for (const a of alts ?? []) if (a.length !== key.length || !a.toLowerCase().startsWith(prefix)) dead.push(`"${key}" → "${a}" (cannot be typed into ${prefix}…)`);
  }
  if (dead.length) throw new Error(`${item.id}: ${field} entry that matches no gap: ${dead.join(', ')}`);
}

/** The lexicon's gap context (gap-check.mjs), built once; null for a test lexicon without word lists. */
const gapCache = new WeakMap();
function gapsOf(lexicon) {
  if (!lexicon?.wordnet || !lexicon.counts) return null;
  if (!gapCache.has(lexicon)) gapCache.set(lexicon, gapContext(lexicon));
  return gapCache.get(lexicon);
}

/** Editor-ruled completions of a gap: accepted, or checked as not fitting. */
const reviewedOf = (item, word) => [...(item.accept?.[word.toLowerCase()] ?? []), ...(item.notAlternatives?.[word.toLowerCase()] ?? [])];

/**
 * Fill in the Blanks shows the first half of the word; when another common word of the slot's part of speech shares
 * that half (pa__ → pack, park, pair), one more letter is shown, as long as at least two letters stay to type.
 */
export function fillBlanksSplit(item, word, before, ctx, after = null) {
  const half = splitWord(word);
  // An accepted alternative (charge/change) is a ruling on the shown half: showing more would rule it out.
  if (!ctx || item.accept?.[word.toLowerCase()]?.length) return half;
  const open = (prefix) => plausibleAlternatives(word, prefix, before, ctx, after).filter((a) => !reviewedOf(item, word).includes(a));
  if (!open(half.prefix).length) return half;
  const keep = half.prefix.length + 1;
  if (word.length - keep < 2 || open(word.slice(0, keep)).length) return half;
  return { prefix: word.slice(0, keep), missing: word.slice(keep) };
}

/** Gap counts of the official guide's Read and Complete examples (a short paragraph, about 10–20 gaps). */
export const C_TEST_GAPS = { min: 8, max: 18 };

/**
 * C-test in the DET layout: the first and the last sentence stay whole; in the sentences between, every second
 * word loses its second half (the larger half when the length is odd), counting on across sentences. Words of one
 * letter, with an apostrophe, or capitalised inside a sentence (names) are skipped and not counted. Gapping stops
 * at C_TEST_GAPS.max gaps (a long passage keeps the rest of its middle whole, as the guide's short paragraphs do).
 */
export function cTest(text, { max = C_TEST_GAPS.max, ambiguous = () => false } = {}) {
  const sentences = sentencesOf(text);
  if (sentences.length < 3) return { segments: [{ kind: 'text', text }], gaps: [], befores: [] };
  const first = sentences[0];
  const last = sentences[sentences.length - 1];
  const middleStart = text.indexOf(first) + first.length;
  const middleEnd = text.lastIndexOf(last);
  const middle = text.slice(middleStart, middleEnd);
  const segments = [{ kind: 'text', text: text.slice(0, middleStart) }];
  const gaps = [];
  const befores = [];
  const afters = [];
  let count = 0;
  let cursor = 0;
  for (const m of middle.matchAll(WORD)) {
    if (gaps.length >= max) break;
    const w = m[0];
    const before = middle.slice(0, m.index).trim();
    const capitalisedName = /^[A-Z]/.test(w) && before !== '' && !/[.!?]$/.test(before);
    if (w.length < 2 || w.includes("'") || capitalisedName) continue;
    const keep = Math.floor(w.length / 2);
    // A word whose half has a second completion that fits (issue 22) is left whole and not counted: the next word
    // is gapped in its place, so the gaps keep alternating with whole words.
    const after = middle.slice(m.index + w.length) + text.slice(middleEnd);
    if (count % 2 === 1 && ambiguous(w, w.slice(0, keep), text.slice(0, middleStart) + middle.slice(0, m.index), after)) continue;
    count++;
    if (count % 2 === 1) continue;
    segments.push({ kind: 'text', text: middle.slice(cursor, m.index) });
    const missing = w.slice(keep);
    segments.push({ kind: 'gap', index: gaps.length, prefix: w.slice(0, keep), missing: missing.length });
    gaps.push({ word: w, missing });
    befores.push(text.slice(0, middleStart) + middle.slice(0, m.index));
    afters.push(after);
    cursor = m.index + w.length;
  }
  segments.push({ kind: 'text', text: middle.slice(cursor) + text.slice(middleEnd) });
  // befores[i]: the passage up to gap i, for the part of speech its slot takes (gap-check.mjs slotPos).
  return { segments: mergeText(segments).filter((s) => s.kind !== 'text' || s.text), gaps, befores, afters };
}

function mergeText(segments) {
  const out = [];
  for (const s of segments) {
    const prev = out[out.length - 1];
    if (s.kind === 'text' && prev?.kind === 'text') prev.text += s.text;
    else out.push({ ...s });
  }
  return out;
}

/**
 * The alternatives a gap accepts (from the item's `accept`), after checking that every completion grammar cannot
 * rule out was decided by an editor (`accept` or `notAlternatives`); an undecided one fails the build.
 */
export function resolveGap(item, word, prefix, found = unresolvedAlternatives(word, prefix)) {
  const w = word.toLowerCase();
  const accept = (item.accept?.[w] ?? []).filter((a) => a.length === w.length && a.startsWith(prefix.toLowerCase()));
  const reviewed = [...accept, ...(item.notAlternatives?.[w] ?? [])];
  const open = found.filter((x) => !reviewed.includes(x));
  if (open.length) throw new Error(`${item.id}: ambiguous gap ${prefix}… (${word}) could also be ${open.join(', ')}: add it to "accept" or "notAlternatives"`);
  return accept;
}

export function readCompleteItem(item, lexicon) {
  const ctx = gapsOf(lexicon);
  const found = (word, prefix, before, after) => (ctx ? plausibleAlternatives(word, prefix, before, ctx, after) : undefined);
  const ambiguous = (word, prefix, before, after) => (found(word, prefix, before, after) ?? []).some((a) => !reviewedOf(item, word).includes(a));
  const { segments, gaps: plain, befores, afters } = cTest(item.text, { ambiguous });
  if (plain.length < C_TEST_GAPS.min || plain.length > C_TEST_GAPS.max) throw new Error(`${item.id}: ${plain.length} gaps, outside ${C_TEST_GAPS.min}–${C_TEST_GAPS.max}`);
  const gaps = plain.map((g, i) => {
    const prefix = g.word.slice(0, g.word.length - g.missing.length);
    const accept = resolveGap(item, g.word, prefix, found(g.word, prefix, befores[i], afters[i]));
    return accept.length ? { ...g, accept } : g;
  });
  deadAccept(item, plain.map((g) => ({ word: g.word, prefix: g.word.slice(0, g.word.length - g.missing.length) })));
  const f = textFeatures(item.text, lexicon);
  const p = predictText({ ...f, cefr: item.cefr });
  return row(item, 'read-and-complete', { title: item.title ?? null, segments }, { gaps }, p);
}

export function listenTypeItem(item, lexicon, media) {
  const p = predictText({ ...textFeatures(item.text, lexicon), cefr: item.cefr });
  return row(item, 'listen-and-type', { audio: media.audio(item.id, 'text'), maxPlays: 3 }, { text: item.text }, p);
}

const GAP = /\{\{([^}]+)\}\}/g;
const REMOVED = /<<(.+?)>>/;

export function interactiveReadingItem(item, lexicon) {
  const [first, ...others] = item.paragraphs;
  const sentences = [];
  const sentenceKeys = [];
  let last = 0;
  let filledFirst = '';
  for (const m of first.matchAll(GAP)) {
    const [answer, ...distractors] = m[1].split('|').map((s) => s.trim());
    const placed = placeAnswer(answer, distractors, `${item.id}#s${sentenceKeys.length}`);
    sentences.push({ kind: 'text', text: first.slice(last, m.index) });
    sentences.push({ kind: 'choice', index: sentenceKeys.length, options: placed.options });
    sentenceKeys.push({ answer: placed.answer, word: answer });
    filledFirst += first.slice(last, m.index) + answer;
    last = m.index + m[0].length;
  }
  sentences.push({ kind: 'text', text: first.slice(last) });
  filledFirst += first.slice(last);
  const full = [filledFirst, ...others.map((p) => p.replace(REMOVED, '$1'))];
  const at = others.findIndex((p) => REMOVED.test(p));
  if (at < 0) throw new Error(`${item.id}: no <<removed sentence>>`);
  const para = others[at];
  const removed = REMOVED.exec(para);
  const before = [...others.slice(0, at), para.slice(0, removed.index).trimEnd()];
  const after = [para.slice(removed.index + removed[0].length).trimStart(), ...others.slice(at + 1)];
  const passage = placeAnswer(removed[1], item.passageSentence.distractors, `${item.id}#p`);
  const mainIdea = placeAnswer(item.mainIdea.answer, item.mainIdea.distractors, `${item.id}#m`);
  const title = placeAnswer(item.title.answer, item.title.distractors, `${item.id}#t`);
  const joined = full.join('\n');
  for (const h of item.highlights) {
    if (joined.split(h.answer).length !== 2) throw new Error(`${item.id}: highlight answer must occur exactly once: "${h.answer}"`);
  }
  const p = predictText({ ...textFeatures(full.join(' '), lexicon), cefr: item.cefr }, 1.1);
  return row(item, 'interactive-reading', {
    sentences: sentences.filter((s) => s.kind !== 'text' || s.text),
    passage: { before, after, options: passage.options },
    highlights: item.highlights.map((h) => ({ question: h.question })),
    mainIdea: { options: mainIdea.options },
    title: { options: title.options },
  }, {
    sentences: sentenceKeys,
    passage: { answer: passage.answer, sentence: removed[1], why: item.passageSentence.why },
    highlights: item.highlights.map((h) => ({ answer: h.answer, why: h.why })),
    mainIdea: { answer: mainIdea.answer, text: item.mainIdea.answer, why: item.mainIdea.why },
    title: { answer: title.answer, text: item.title.answer },
    fullText: full,
  }, p);
}

export function interactiveListeningItem(item, lexicon, media) {
  const responses = [];
  const turns = item.turns.map((t, i) => {
    if (t.speaker === 'partner') return { speaker: 'partner', audio: media.audio(item.id, `turn-${i}`) };
    const placed = placeAnswer(t.answer, t.distractors, `${item.id}#r${responses.length}`);
    responses.push({ answer: placed.answer, text: t.answer, why: t.why });
    return { speaker: 'you', index: responses.length - 1, options: placed.options };
  });
  const complete = [];
  const words = [];
  let last = 0;
  for (const m of item.complete.text.matchAll(GAP)) {
    complete.push({ kind: 'text', text: item.complete.text.slice(last, m.index) });
    complete.push({ kind: 'blank', index: words.length });
    // {{word|alternative}}: an alternative the notes also accept (issue 22).
    const [word, ...accept] = m[1].split('|').map((x) => x.trim());
    words.push(accept.length ? { word, accept } : { word });
    last = m.index + m[0].length;
  }
  complete.push({ kind: 'text', text: item.complete.text.slice(last) });
  const spoken = item.turns.map((t) => t.text ?? t.answer).join(' ');
  const p = predictText({ ...textFeatures(spoken, lexicon), cefr: item.cefr }, 1.0);
  return row(item, 'interactive-listening', {
    scenario: item.scenario, partner: item.partner, turns, complete: complete.filter((s) => s.kind !== 'text' || s.text),
  }, {
    complete: words, completeWhy: item.complete.why, responses, sampleSummary: item.sampleSummary,
    transcript: item.turns.map((t) => ({ speaker: t.speaker, text: t.text ?? t.answer })),
  }, p);
}

// Seventh read (issue 22): a note quoted "I'd say it's a quick weekday shop" from "…a quick weekday shopping trip"
// (ph-0013): the highlight stopped inside a word. A quote that starts or ends with a letter or digit must not
// continue into the text's neighboring letters or digits.
const WORD_CHAR = /[\p{L}\p{N}]/u;
export function cutsWord(text, start, quote) {
  const before = text[start - 1];
  const after = text[start + quote.length];
  return (before !== undefined && WORD_CHAR.test(before) && WORD_CHAR.test(quote[0]))
    || (after !== undefined && WORD_CHAR.test(after) && WORD_CHAR.test(quote.at(-1)));
}

/** Annotated samples: every note is located in the text (or in one stage of a multi-answer transcript). */
export function locateSamples(id, samples, problems) {
  return (samples ?? []).map((s) => {
    const parts = Array.isArray(s.text) ? s.text : [s.text];
    const notes = [];
    for (const n of s.notes ?? []) {
      const stage = parts.findIndex((p) => p.includes(n.quote));
      if (stage < 0) { problems.push(`${id}: band ${s.band} note quote not found: "${n.quote}"`); continue; }
      const start = parts[stage].indexOf(n.quote);
      if (cutsWord(parts[stage], start, n.quote)) problems.push(`${id}: band ${s.band} note quote cuts a word in the text: "${n.quote}" (quote whole words)`);
      notes.push(Array.isArray(s.text) ? { quote: n.quote, tag: n.tag, start, end: start + n.quote.length, stage } : { quote: n.quote, tag: n.tag, start, end: start + n.quote.length });
    }
    return { band: s.band, text: s.text, notes };
  });
}

export function openItem(item, type, stimulus, material, problems, extra = {}) {
  const p = predictFromCefr(item.cefr);
  return row(item, type, stimulus, { samples: locateSamples(item.id, item.samples, problems), material }, p, extra);
}
