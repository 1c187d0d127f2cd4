// Model answers of the open writing and speaking tasks (fifth read, issue 22). Two checks the read asked for:
// - the same wording in two items' model answers: lts-0067 and ss-0117 shared "enjoy the rest without feeling guilty
//   about it", three items told the same plants-and-mail neighbor story. Any 6-word run (case and punctuation
//   ignored) shared by model answers of two different items fails, unless it is a reviewed stock phrase below.
// - annotations whose tag does not fit the quote (the engine explains each tag, so a wrong tag teaches the wrong
//   thing): a `conclusion` must quote the last two sentences, a `linking` note must hold a connective and must not be
//   a bare reason clause ("because a large share of the crops…", ss-0012).

import { STOP, contentWords } from './topics.mjs';
import { SAMPLE_WORDS } from './format-rules.mjs';

export const ANSWER_PREFIXES = new Set(['ws', 'ss', 'rts', 'lts', 'is']);
export const NGRAM = 6;
// Interactive Speaking answers are compared with the others (a one-answer task must not reuse them), but a pair of
// two Interactive Speaking items is left to that type's owner for now (three pairs at the fifth read: is-0006/is-0015,
// is-0007/is-0034, is-9001/is-0038; see docs/reviews/fifth-read/rD.md).
const OTHERS_OWN = /^is-/;
// A run counts only when it carries at least this many content words (topics.mjs's stop words left out): "when I
// was a child I" and "at the end of the day" are how everyone talks; "enjoy the rest without feeling guilty" is
// somebody's wording.
export const MIN_CONTENT = 3;
const contentCount = (gram) => gram.split(' ').filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w)).length;
// Annotation checks: the one-answer tasks, Interactive Writing's first-answer samples (seventh read, r7c: 44 of its
// 130 items carried a whole clause as a "precise word" or a compound sentence as a "complex sentence") and the written
// model answers of the photos (`samples` of a ph- item; seventh read, p7b: 79 photo precise-word notes quoted whole
// clauses). Interactive Speaking annotates each stage's answer (a conclusion there may close a stage, so its
// conclusion note is checked against that stage's last two sentences, not the last stage's). Ninth sweep (n9-listen,
// issue 22): the other note rules were never run on `is` and 82 notes failed them (27 "precise-word" notes on whole
// clauses, 15 "complex-sentence" notes with no subordinate clause, 11 "linking" notes on a bare "because" clause or no
// connective; 29 stage conclusions that close their own stage, which now pass); the 53 are fixed, so `is` is in.
export const ANNOTATED_PREFIXES = new Set(['ws', 'ss', 'rts', 'lts', 'iw', 'ph', 'is']);

/** 6-word runs that any two answers may share: common frames, not anyone's wording. Reviewed; keep it short. */
export const STOCK_NGRAMS = new Set([
  'get up at half past six',
  'was preparing for my final exams',
  'i didnt know a single person',
  'its very easy to fall behind',
  'my parents and my younger brother',
  'make it harder to fall asleep',
]);

const normalize = (text) => String(text).toLowerCase().replace(/[’‘]/g, "'").replace(/[^a-z0-9' ]+/g, ' ').replace(/'/g, '').split(/\s+/).filter(Boolean);

function ngrams(text, n = NGRAM) {
  const w = normalize(text);
  const out = new Set();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

const answerTexts = (it) => (it.samples ?? []).flatMap((s) => [s.text].flat()).filter((t) => typeof t === 'string');

/** Build problems: two items whose model answers share a 6-word run, once per pair, naming the first run. */
export function sharedWordingProblems(items, { stock = STOCK_NGRAMS, n = NGRAM, minContent = MIN_CONTENT } = {}) {
  const first = new Map(); // n-gram -> item id
  const pairs = new Map(); // "a|b" -> [runs]
  for (const it of items) {
    const prefix = /^([a-z]+)-/.exec(it.id ?? '')?.[1];
    if (!ANSWER_PREFIXES.has(prefix)) continue;
    const mine = new Set();
    for (const text of answerTexts(it)) for (const g of ngrams(text, n)) mine.add(g);
    for (const g of mine) {
      if (stock.has(g) || contentCount(g) < minContent) continue;
      const other = first.get(g);
      if (other === undefined) { first.set(g, it.id); continue; }
      const key = `${other}|${it.id}`;
      if (!pairs.has(key)) pairs.set(key, []);
      pairs.get(key).push(g);
    }
  }
  return [...pairs].filter(([key]) => !key.split('|').every((id) => OTHERS_OWN.test(id))).map(([key, runs]) => {
    const [a, b] = key.split('|');
    return `${b}: model answer shares wording with ${a} ("${runs[0]}"${runs.length > 1 ? ` and ${runs.length - 1} more 6-word run${runs.length > 2 ? 's' : ''}` : ''}); write a fresh answer`;
  });
}

// Connectives a `linking` note may show (whole words or phrases, case-insensitive).
export const CONNECTIVES = [
  'however', 'but', 'although', 'though', 'even though', 'even if', 'while', 'whereas', 'yet', 'so', 'so that', 'therefore', 'thus',
  'hence', 'also', 'as well', 'too', 'first', 'firstly', 'second', 'secondly', 'third', 'then', 'next', 'finally', 'in the end',
  'after that', 'afterwards', 'later', 'before', 'after', 'once', 'until', 'on the other hand', 'on top of that', 'in addition',
  'moreover', 'furthermore', 'besides', 'for example', 'for instance', 'such as', 'like', 'that said', 'still', 'instead',
  'otherwise', 'as a result', 'because of this', 'because of that', 'this means', 'which means', 'in fact', 'actually',
  'of course', 'anyway', 'meanwhile', 'at the same time', 'in contrast', 'by contrast', 'nevertheless', 'nonetheless',
  'even so', 'despite', 'in spite of', 'unless', 'since', 'as long as', 'in short', 'overall', 'to sum up', 'in conclusion',
  'all in all', "that's why", 'that is why', 'this is why', 'which is why', 'the reason', 'or', 'and', 'not only', 'either', 'neither',
  'rather than', 'similarly', 'likewise', 'in the same way', 'as soon as', 'when', 'whenever', 'if', 'in other words',
  'to be honest', 'honestly', 'at first', 'in the beginning', 'now', 'these days', 'nowadays', 'in my view', 'admittedly',
  'of all', 'above all', 'above', 'especially', 'in particular', 'consequently', 'accordingly', 'given that', 'because of',
  'as', 'in turn', 'at least', 'apart from', 'except', 'plus', 'no matter', 'another', 'in my experience', 'looking back',
  'little by little', 'luckily', 'fortunately', 'unfortunately', 'interestingly', 'personally', 'for me', 'on balance', 'in practice',
  'in theory', 'at that point', 'by then', 'by the time', 'from then on', 'since then', 'to begin with', 'for one thing',
  // Signposts that announce the next part of an answer ("The risk is that…", "The arguments against are…").
  'the risk is', 'the danger is', 'the danger lies', 'the downside is', 'the only downside', 'the problem is', 'the only problem',
  'the main problem', 'the hardest part', 'the strange thing is', 'the argument against', 'the arguments against',
  'the argument for', 'the arguments for', 'what helps most', 'what could change that', 'two ways', 'a couple of reasons',
  'two reasons', 'the most important one', 'beyond', 'having said that', "where i'd push back", 'as for', "that's exactly why", 'even then',
  'for these reasons', 'for this reason', 'the main objection', 'i admit',
];
// Tenth read (t10d, lts-0094): "It's not the place to go if you need something specific." passed as `linking` on its
// "if", which opens a condition inside the sentence and links nothing to what came before. These words count as a
// link only where they open the quote or a clause after a comma, semicolon, colon or dash ("Then, if the weather's
// nice,"; "When I got home, …"); anywhere else the quote needs another connective.
export const CLAUSE_ONLY_CONNECTIVES = ['if', 'when', 'whenever', 'as', 'like', 'unless'];
const escapeConnective = (c) => c.replace(/[.*+?^${}()|[\]\\']/g, (m) => (m === "'" ? "['’]" : `\\${m}`));
const connectiveAlternation = (list) => [...list].sort((a, b) => b.length - a.length).map(escapeConnective).join('|');
const CONNECTIVE = new RegExp(String.raw`(?<![\w'-])(?:${connectiveAlternation(CONNECTIVES.filter((c) => !CLAUSE_ONLY_CONNECTIVES.includes(c)))})(?![\w'-])`, 'i');
const CLAUSE_CONNECTIVE = new RegExp(String.raw`(?:^\W*|[,;:—–]\s*)(?:${connectiveAlternation(CLAUSE_ONLY_CONNECTIVES)})(?![\w'-])`, 'i');
/** Whether a `linking` quote shows a connective (the clause-only ones where they open the quote or a clause). */
export const hasConnective = (quote) => CONNECTIVE.test(quote) || CLAUSE_CONNECTIVE.test(quote.trim());
// Twelfth read (t12d, issue 22): CONNECTIVES holds a few comment adverbs that say how the speaker feels about what
// follows, not how it links to what came before. Six `linking` notes quoted one of them and nothing else: "Honestly, it
// was easier than I expected." (rts-0004), "To be honest, I didn't like it much…" (rts-0072), "Personally, what worked
// best was…" (rts-0098), "Interestingly, research on happiness suggests" (ss-0005), "Personally, I keep my accounts
// private" (lts-0087), "Luckily, my song was near the end" (lts-0092). Such a quote needs another connective.
// "Fortunately"/"unfortunately" stay out: after a setback they do mark the turn ("…we lose songs. Fortunately, decline
// can be reversed").
export const STANCE_ADVERBS = ['honestly', 'to be honest', 'personally', 'luckily', 'interestingly', 'frankly', 'to be frank', 'surprisingly'];
const STANCE_ADVERB = new RegExp(String.raw`(?<![\w'-])(?:${connectiveAlternation(STANCE_ADVERBS)})(?![\w'-])`, 'gi');
/** Whether a `linking` quote's only connective is a comment adverb ("Honestly, …", "Personally, …"). */
export const stanceOnlyLink = (quote) => hasConnective(quote) && !hasConnective(quote.replace(STANCE_ADVERB, ' '));

const sentenceStarts = (text) => {
  const starts = [0];
  const re = /[.?!]["”’)]?\s+(?=\S)/g;
  let m;
  while ((m = re.exec(text))) starts.push(m.index + m[0].length);
  return starts;
};

// Sixth read (issue 22): a `precise-word` note quoted whole clauses ("competition rewards looking good rather than
// understanding"), so the learner could not tell which word was meant; a `complex-sentence` note quoted compound
// sentences ("It only costs a little, but it feels like a present."). A precise word or phrase is at most
// PRECISE_MAX words; a complex sentence holds a subordinating word.
export const PRECISE_MAX = 4;
export const SUBORDINATORS = [
  'because', 'although', 'though', 'even though', 'even if', 'which', 'who', 'whom', 'whose', 'that', 'when', 'whenever',
  'where', 'wherever', 'if', 'unless', 'while', 'whilst', 'since', 'whereas', 'so that', 'until', 'till', 'before', 'after',
  'once', 'whether', 'how', 'what', 'whatever', 'why', 'as long as', 'as soon as', 'as if', 'as though', 'now that',
  'in case', 'provided', "who's", "who'd", "who've",
];
const SUBORDINATOR = new RegExp(String.raw`(?<![\w'-])(?:${SUBORDINATORS.sort((a, b) => b.length - a.length).join('|')})(?![\w'-])`, 'i');
// Zero-"that" clauses ("I think I'd…", "I realized she was…") have no subordinating word; a reporting verb followed
// by a subject pronoun marks one.
const ZERO_THAT = /\b(?:think|thought|believe|believed|realized|realize|know|knew|guess|hope|suspect|found|feel|felt|said|say|mean|noticed|wish|bet|learned|discovered|suppose|sure|afraid|glad)\s+(?:i|you|he|she|it|we|they|there|my|our|your|his|her|their|people|most|nobody|everyone|someone|the)\b/i;
// A comparative clause ("than we could have afforded alone") is subordinate too.
const THAN_CLAUSE = /\bthan\s+(?:i|you|he|she|it|we|they|anyone|most)\b/i;
const words = (q) => q.trim().split(/\s+/).filter(Boolean).length;
const CONCESSION_ONLY = /^(?:although|though|even though|even if|whereas|admittedly)\b[^,;:]*$/i;

// Seventh read (issue 22): the photos' spoken model answers (Speak About the Photo, `spokenSamples`) carry the same
// tags but were never checked: 30 notes failed these rules (16 "linking" notes on bare "because" clauses, 12
// "precise-word" notes on whole phrases, a "complex-sentence" note on a simple sentence). A photo's written answers
// (`samples`, Write About the Photo) are checked as well, through ANNOTATED_PREFIXES.
export const SPOKEN_PHOTO_PREFIX = 'ph';

/** Annotation problems in one item's samples: a conclusion away from the end, a linking note with no connective. */
export function annotationProblems(it) {
  const prefix = /^([a-z]+)-/.exec(it.id ?? '')?.[1];
  const spoken = prefix === SPOKEN_PHOTO_PREFIX ? noteProblems(it.id, it.spokenSamples ?? [], ' spoken') : [];
  const phrasing = prefix === SPOKEN_PHOTO_PREFIX ? learnerPhrasingProblems(it.id, it.spokenSamples ?? [], ' spoken') : [];
  if (!ANNOTATED_PREFIXES.has(prefix)) return [...spoken, ...phrasing];
  return [...spoken, ...phrasing, ...noteProblems(it.id, it.samples ?? [], ''), ...learnerPhrasingProblems(it.id, it.samples ?? [], '')];
}

// Tenth read (t10d, t10f, issue 22): band-145 model answers carried learner phrasing a teacher would correct: "solve
// conflicts" (ws-0054), "ten minutes of break" (rts-0044), "A movie of two hours" (iw-0112), "I almost could not
// recognize myself" (iw-0035). A band-145 answer is the model, so these are gated there (a lower band may keep one as
// a tagged error).
export const LEARNER_PHRASINGS = [
  [/\bsolv(?:e|es|ed|ing)\s+(?:(?:a|the|their|our|his|her|my|your|any|some|many)\s+)?(?:conflicts?|disagreements?)\b/i, 'resolve a conflict, settle a disagreement'],
  [/\b(?:minutes?|hours?)\s+of\s+(?:break|pause)\b/i, 'a ten-minute break'],
  [/\b(?:a|an|one)\s+(?:movie|film|trip|walk|drive|flight|ride|class|lesson|meeting)\s+of\s+(?:\w+\s+)?(?:minutes|hours|days)\b/i, 'a two-hour movie'],
  [/\balmost\s+(?:could\s+not|couldn['’]t|can\s*not|can['’]t)\b/i, 'could barely, could hardly'],
  [/\brepay(?:ing)?\s+a\s+debt\s+\w+\s+(?:can(?:not|['’]t)|could\s+not)\s+return\b/i, 'repay a debt, pay it forward'],
];

/** Band-145 answers (one per band in `samples`) with learner phrasing from LEARNER_PHRASINGS. */
export function learnerPhrasingProblems(id, samples, label = '') {
  const out = [];
  for (const s of samples) {
    if (s.band !== 145) continue;
    const text = [s.text].flat().join(' ');
    for (const [re, better] of LEARNER_PHRASINGS) {
      const m = re.exec(text);
      if (m) out.push(`${id}${label} band 145: learner phrasing "${m[0]}" in a model answer (say: ${better})`);
    }
  }
  return out;
}

function noteProblems(id, samples, label) {
  const it = { id };
  const out = [];
  for (const s of samples) {
    const texts = [s.text].flat();
    out.push(...praisedErrorProblems(`${it.id}${label} band ${s.band}`, s));
    for (const note of s.notes ?? []) {
      const text = Array.isArray(s.text) ? (texts[note.stage] ?? '') : s.text;
      const where = `${it.id}${label} band ${s.band}${Array.isArray(s.text) ? ` stage ${note.stage}` : ''}`;
      if (note.tag === 'conclusion') {
        // Interactive Speaking (an answer per stage): each stage's answer may close with its own conclusion, so the
        // note is checked against the last two sentences of its own stage.
        const starts = sentenceStarts(text);
        const from = starts[Math.max(0, starts.length - 2)];
        const at = text.lastIndexOf(note.quote);
        if (at < 0 || at + note.quote.length <= from) {
          out.push(`${where}: "conclusion" note must quote the last two sentences, found "${note.quote.slice(0, 60)}"`);
        }
      }
      // Eighth read (e8p, ph-0094): a `detail` note that opens with a connective ("which is why they're both wearing
      // helmets", "so she must be the agent") credits the linking move as a detail.
      // "So much", "so many" open a noun phrase, not a link. First scoped to the photos; since the ninth sweep fixed
      // rts-0006, rts-0115, ws-0112 and two Interactive Speaking notes, it runs on every annotated type.
      if (note.tag === 'detail' && /^(?:so(?! (?:much|many|far|long)\b)|which is why|which means|that's why|and so)\b/i.test(note.quote.trim())) {
        out.push(`${where}: "detail" note opens with a connective ("${note.quote.slice(0, 60)}"); tag it "linking"`);
      }
      if (note.tag === 'precise-word' && words(note.quote) > PRECISE_MAX) {
        out.push(`${where}: "precise-word" note quotes ${words(note.quote)} words ("${note.quote.slice(0, 60)}"); quote just the word or short phrase (at most ${PRECISE_MAX} words)`);
      }
      if (note.tag === 'complex-sentence' && !SUBORDINATOR.test(note.quote) && !ZERO_THAT.test(note.quote) && !THAN_CLAUSE.test(note.quote)) {
        out.push(`${where}: "complex-sentence" note has no subordinate clause ("${note.quote.slice(0, 60)}"); quote a sentence with because, which, when, although…`);
      }
      // Seventh read (r7d, ws-0106): an `opinion` note quoted only the concession ("although it is no longer as
      // essential as it was for our parents"), which is the view the writer grants, not the one they hold. A quote that
      // is just a concessive clause (no comma before a main clause) cannot be the position.
      if (note.tag === 'opinion' && CONCESSION_ONLY.test(note.quote.trim())) {
        out.push(`${where}: "opinion" note quotes only a concession ("${note.quote.slice(0, 60)}"); quote the position itself`);
      }
      if (note.tag === 'linking') {
        const q = note.quote.trim();
        if (/^because\b/i.test(q)) out.push(`${where}: "linking" note is a reason clause ("${q.slice(0, 40)}…"); quote the connective that links two ideas`);
        else if (!hasConnective(q)) out.push(`${where}: "linking" note has no connective ("${q.slice(0, 60)}")`);
        else if (stanceOnlyLink(q)) out.push(`${where}: "linking" note shows only a comment word ("${q.slice(0, 60)}"); quote a connective that links two ideas`);
      }
    }
  }
  return out;
}

// Ninth read (e9c, issue 22): a band-85 note tagged `example` quoted "My sister write a diary every night" while the
// sample's `error` note covered only "every night since ten years" (iw-0026); iw-0003, iw-0006, iw-0008 and iw-0009
// praised (opinion, linking, detail) a sentence whose error was tagged in another note, and iw-0009 tagged the same
// sentence both `opinion` and `error`. The learner sees the mistake highlighted as a strength. A note that praises
// (any tag but `error` and `repetition`) must not overlap an `error` note's quote in the same answer (or stage).
export const FAULT_TAGS = new Set(['error', 'repetition']);

/** Praising notes whose quote overlaps an `error` note's quote in one sample (each quote at its first occurrence). */
export function praisedErrorProblems(where, s) {
  const texts = [s.text].flat();
  const spans = (s.notes ?? []).map((n) => {
    const stage = Array.isArray(s.text) ? (n.stage ?? 0) : 0;
    const start = (texts[stage] ?? '').indexOf(n.quote);
    return { n, stage, start, end: start + n.quote.length };
  }).filter((x) => x.start >= 0);
  const out = [];
  for (const e of spans.filter((x) => x.n.tag === 'error')) {
    for (const p of spans.filter((x) => !FAULT_TAGS.has(x.n.tag) && x.stage === e.stage)) {
      if (p.start < e.end && e.start < p.end) {
        out.push(`${where}${Array.isArray(s.text) ? ` stage ${p.stage}` : ''}: "${p.n.tag}" note praises "${p.n.quote.slice(0, 60)}", which holds the error "${e.n.quote.slice(0, 40)}"; quote a part without the error`);
      }
    }
  }
  return out;
}

// Eleventh read (t11d, issue 22): the six-word-run check above misses a story or argument told again in other words.
// ss-0030 and ws-0006 told the same first birthday cake (the same five ingredients, a near-burn, a sibling helping);
// rts-0064 and iw-0025 the same shy speech at a celebration. Band-145 answers of the open tasks are compared as one
// bag of content words each (topics.mjs's stop words and stemming), tf-idf weighted over all of them, and a pair at
// ANSWER_SIMILARITY or above fails. Calibrated at the eleventh fix: ss-0030/ws-0006 scored 0.46, the two other
// pairs at 0.49 and 0.58 (ws-0053/rts-0124, ws-0042/rts-0013) were rewritten; pairs the read found at 0.21-0.33
// (paraphrased anecdotes) sit among hundreds of distinct pairs and are left to the readers.
// Interactive Writing and Interactive Speaking answers were weighed in but their pairs not failed until the twelfth fix
// (SIMILARITY_PENDING_PREFIXES below, now empty).
export const ANSWER_SIMILARITY = 0.45;
export const SIMILARITY_PREFIXES = new Set(['ws', 'ss', 'rts', 'lts', 'iw', 'is']);
// Twelfth read (t12d): the two pairs over the cap with Interactive Writing (rts-0104/iw-0073 0.58, a flat bike tire;
// lts-0076/iw-0023 0.47, one morning routine) were rewritten on the one-answer side, and no pair with iw or is is at
// the cap now, so those pairs fail like the others.
export const SIMILARITY_PENDING_PREFIXES = new Set();
const prefixOf = (id) => /^([a-z]+)-/.exec(id ?? '')?.[1];

/**
 * Unit tf-idf vectors over `docs` (each with `words`), set as `d.v`; `weight` turns a raw term count into its tf
 * factor. The two similarity gates below share it and differ only in that factor (their thresholds were calibrated
 * with their own).
 */
function tfidf(docs, weight) {
  const df = new Map();
  for (const d of docs) for (const w of new Set(d.words)) df.set(w, (df.get(w) ?? 0) + 1);
  for (const d of docs) {
    const v = new Map();
    for (const w of d.words) v.set(w, (v.get(w) ?? 0) + 1);
    let norm = 0;
    for (const [w, tf] of v) { const x = weight(tf) * Math.log(docs.length / df.get(w)); v.set(w, x); norm += x * x; }
    norm = Math.sqrt(norm) || 1;
    for (const [w, x] of v) v.set(w, x / norm);
    d.v = v;
  }
}

/** The cosine of two unit vectors. */
function cosine(a, b) {
  let score = 0;
  for (const [w, x] of a) { const y = b.get(w); if (y) score += x * y; }
  return score;
}

/** Pairs of band-145 answers (open tasks, engine fixtures -9xxx left out), most alike first, with their cosine. */
export function answerSimilarityPairs(items, { threshold = 0 } = {}) {
  const docs = [];
  for (const it of items) {
    if (!SIMILARITY_PREFIXES.has(prefixOf(it.id)) || /-9\d{3}$/.test(it.id)) continue;
    for (const s of it.samples ?? []) if (s.band === 145) docs.push({ id: it.id, words: contentWords([s.text].flat().join(' '), STOP) });
  }
  tfidf(docs, (tf) => tf);
  const pairs = [];
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      const score = cosine(docs[i].v, docs[j].v);
      if (score >= threshold && docs[i].id !== docs[j].id) pairs.push({ a: docs[i].id, b: docs[j].id, score });
    }
  }
  return pairs.sort((p, q) => q.score - p.score);
}

/** Build problems: two band-145 answers that tell one story or argument (Interactive Writing/Speaking pairs pending). */
export function similarAnswerProblems(items, { threshold = ANSWER_SIMILARITY, pendingPrefixes = SIMILARITY_PENDING_PREFIXES } = {}) {
  return answerSimilarityPairs(items, { threshold })
    .filter((p) => !pendingPrefixes.has(prefixOf(p.a)) && !pendingPrefixes.has(prefixOf(p.b)))
    .map((p) => `${p.b}: band-145 answer tells the same story or argument as ${p.a} (content-word similarity ${p.score.toFixed(2)} ≥ ${threshold}); write a fresh one`);
}

// Eleventh read (t11d, issue 22): band-145 models with comma splices that a note praised ("I'd say it's neither, it's
// simply how living languages behave", rts-0029; "isn't a moral failure, it's support", ss-0069; "wouldn't just be
// slow, she'd miss", ss-0050). FORMAT names the comma splice as the band-115 error. The precise form gated here is
// the "not A, it's B" contrast: a negated clause, a comma, then a new subject with its verb. A negation inside a
// subordinate clause ("If you never leave, it's easy…", "When I'm not working, I'm…") is not a splice.
export const SPLICE_PREFIXES = new Set(['ws', 'ss', 'rts', 'lts', 'iw', 'is']);
const SPLICE_PATTERNS = [
  /\b(?:isn't|aren't|wasn't|weren't|not|neither|never)\b[^.;:!?,—–]{0,60}, (?:it's|it is|that's|they're|they'd|she'd|he'd|she's|he's|we're|you're|I'm)\b/gi,
  /\bwouldn't just\b[^.;:!?—–]{0,60}, (?:she|he|they|you|I|we)'d\b/gi,
];
const SPLICE_SUBORDINATE = /\b(?:if|when|whenever|because|although|though|while|since|unless|once|until|before|after|whether|as long as|even if|even though)\b/i;

/** Comma splices ("not A, it's B") in one item's band-145 answer(s). */
export function commaSpliceProblems(it) {
  if (!SPLICE_PREFIXES.has(prefixOf(it.id))) return [];
  const out = [];
  for (const s of it.samples ?? []) {
    if (s.band !== 145) continue;
    for (const text of [s.text].flat()) {
      for (const re of SPLICE_PATTERNS) {
        for (const m of text.matchAll(re)) {
          // The clause holding the negation: from the last stop or comma before it.
          const clauseStart = Math.max(...['.', ';', '?', '!', ':', ','].map((c) => text.lastIndexOf(c, m.index))) + 1;
          if (SPLICE_SUBORDINATE.test(text.slice(clauseStart, m.index + m[0].indexOf(',')))) continue;
          out.push(`${it.id} band 145: comma splice "${m[0]}" in a model answer (use a period, a semicolon or "but")`);
        }
      }
    }
  }
  return out;
}

// Eleventh read (t11d, issue 22): FORMAT gives band 115 "roughly a third shorter" than 145: writing 88–128 words,
// speech 78–106. ss-0013's 115 had 113 words, rts-0006 114, rts-0010 116, rts-0023 107. Interactive Writing's 115 is
// held to the writing range; the 115/145 ratio (at most BAND115_RATIO) is checked on the four one-answer types (two
// Interactive Writing items, iw-0001 and iw-0104, are over it and left to their owner).
export const BAND115_WORDS = { ws: [88, 128], iw: [88, 128], ss: [78, 106], rts: [78, 106], lts: [78, 106] };
export const BAND115_RATIO = 0.75;
const RATIO_PREFIXES = new Set(['ws', 'ss', 'rts', 'lts']);
const countWords = (t) => t.trim().split(/\s+/).filter(Boolean).length;

/**
 * A sample of `band` outside its type's word range (`ranges`), or not shorter than the item's `above` answer: at most
 * `maxRatio` of it where the type is in RATIO_PREFIXES, else any shorter length. Engine fixtures (-9xxx) are exempt.
 */
function bandLengthProblems(it, band, ranges, above, maxRatio) {
  const prefix = prefixOf(it.id);
  const range = ranges[prefix];
  if (!range || /-9\d{3}$/.test(it.id)) return [];
  const mine = (it.samples ?? []).find((s) => s.band === band);
  const upper = (it.samples ?? []).find((s) => s.band === above);
  if (!mine || typeof mine.text !== 'string') return [];
  const n = countWords(mine.text);
  const out = [];
  if (n < range[0] || n > range[1]) out.push(`${it.id} band ${band}: ${n} words, outside ${range[0]}–${range[1]}`);
  if (!upper || typeof upper.text !== 'string') return out;
  const m = countWords(upper.text);
  if (maxRatio !== undefined && RATIO_PREFIXES.has(prefix)) {
    if (n / m > maxRatio) out.push(`${it.id} band ${band}: ${n} words is ${(n / m).toFixed(2)} of the ${above}'s; keep it about a third shorter (at most ${maxRatio})`);
  } else if (maxRatio === undefined && n >= m) {
    out.push(`${it.id} band ${band}: ${n} words, not shorter than its band-${above} answer (${m})`);
  }
  return out;
}

/** A band-115 answer outside its type's word range, or longer than BAND115_RATIO of the item's 145. */
export const band115LengthProblems = (it) => bandLengthProblems(it, 115, BAND115_WORDS, 145, BAND115_RATIO);

// Twelfth read (t12d, issue 22): band 85 had no length check. README gives it writing 37–66 words and speech 30–44,
// and four answers were off it: rts-0006 (47), rts-0010 (46), ss-0013 (46), ss-0007 (28). A band-85 answer is held to
// its type's range like band 115, and it must be shorter than the item's 115 (README: "A band's sample is always
// shorter than the band above it").
export const BAND85_WORDS = { ws: [37, 66], iw: [37, 66], ss: [30, 44], rts: [30, 44], lts: [30, 44] };

/** A band-85 answer outside its type's word range, or not shorter than the item's band-115 answer. */
export const band85LengthProblems = (it) => bandLengthProblems(it, 85, BAND85_WORDS, 115);

// Thirteenth read (t13d, issue 22): README gave band 145 Writing Sample 178–212 words and speech 119–169, FORMAT.md and
// SAMPLE_WORDS (format-rules.mjs) 150–220 and 90–170, and the build held only the upper of the wider pair; ten answers
// were off README's range (ws-0090 216, ws-0063 213, ws-0012 165 …). README's range is the one kept, in both documents,
// SAMPLE_WORDS and here, and both ends are held (the cap also in formatProblems, for planted items).
export const BAND145_WORDS = SAMPLE_WORDS;

/** A band-145 answer of a one-answer task outside its type's word range (both ends). */
export const band145LengthProblems = (it) => bandLengthProblems(it, 145, BAND145_WORDS);

// Thirteenth read (t13d, issue 22): README's 145 for speech "uses contractions and spoken turns of phrase", and eight
// transcripts had not one contraction (ss-0072 "One holiday I really look forward to is Independence Day…", rts-0107
// "Good journalism is expensive to produce…"): an essay read aloud. A spoken band-145 answer needs at least one.
export const SPOKEN_145_PREFIXES = new Set(['ss', 'rts', 'lts']);
export const CONTRACTION = /\b[A-Za-z]+(?:n['’]t|['’](?:s|d|ll|re|ve|m))\b/i;

/** A spoken band-145 transcript (Speaking Sample, Read/Listen, Then Speak) with no contraction at all. */
export function spokenContractionProblems(it) {
  if (!SPOKEN_145_PREFIXES.has(prefixOf(it.id)) || /-9\d{3}$/.test(it.id)) return [];
  const s = (it.samples ?? []).find((x) => x.band === 145);
  if (!s || typeof s.text !== 'string' || CONTRACTION.test(s.text)) return [];
  return [`${it.id} band 145: the transcript has no contraction; spoken 145s use contractions and spoken turns of phrase ("it's", "I'd say", "honestly")`];
}

// Thirteenth read (t13d, issue 22): answerSimilarityPairs weighs a whole item, so a one-answer model (Writing Sample,
// Speaking Sample, Read/Listen, Then Speak) that retells ONE Interactive Speaking stage is diluted by the tree's five
// other stages (is-0046 stage 1 and ws-0090, employers checking applicants' posts: 0.19 as a tree), and no gate
// compared model answers with Read and Complete passages or Interactive Reading sets at all (rc-0062 "Why We
// Procrastinate" and ws-0024; rc-0201 "Getting Ready for an Exam" and ss-0001, rts-0098). Each band-145 one-answer model
// (its prompt with it) is compared here with each unit of those three types on its own: an Interactive Speaking stage
// (its question and its answer), a Read and Complete passage (title and text), an Interactive Reading set (title and
// paragraphs, gaps filled). Vectors are tf-idf over all those documents together (stemmed content words, the STOP list).
// Calibrated at the thirteenth fix (test bank-thirteenth-fix-f13d) on the pairs t13d counted, before their rewrite:
// against a stage ss-0070 0.38, rts-0032 0.31, ws-0090 0.30, ss-0057 0.29, ws-0010 0.29 (rts-0125/is-0060 scored only
// 0.12); against a text ss-0001/rc-0201 0.30, rts-0098/rc-0201 0.28, ss-0042/rc-0175 0.26, lts-0074/ir-0024 0.24
// (rts-0122/rc-0152 0.23, rts-0078/rc-0293 0.21, lts-0121/ir-0012 0.21 and ws-0024/rc-0062 0.12 fall below: a passage
// shares a topic's words with many answers, and 0.20 would list about 180 pairs). The sweep at these thresholds found
// two more retellings, rewritten (lts-0112/ir-0062, a wallet lost on the way home and returned by a bus passenger;
// lts-0012/is-0048 stage 2, the twenty-minute hill with the whole town below) and rts-0080/is-0014 stage 4 (schools
// that reward answers over questions). Stage pairs were all read; passage pairs were not, see PART_SIMILARITY_PENDING.
export const STAGE_SIMILARITY = 0.28;
export const PASSAGE_SIMILARITY = 0.24;
export const PART_ANSWER_PREFIXES = new Set(['ws', 'ss', 'rts', 'lts']);
/** Pairs a reader judged to tell different things (a shared topic, setting or one remark): `answer|part` with the reason. */
export const PART_SIMILARITY_ALLOWED = new Map([
  ['ss-0102|is-0021 stage 5', "whether children should have a pet (a nine-year-old feeding a dog) vs. how to care for one: the same topic, another line"],
  ['rts-0016|is-0004 stage 5', "one person's meals in a day vs. what a healthy diet looks like: shared food words"],
  ['ws-0098|is-0041 stage 4', "a cashless society and who it leaves out vs. one speaker preferring to pay by phone (t13d: clean)"],
  ['ws-0081|is-0006 stage 1', "a bedroom vs. an apartment, both on a second floor with morning light: a shared setting"],
  ['rts-0011|is-0017 stage 1', "two climates described (hot dry summers): a description, not a story or argument"],
  ['ss-0045|is-0015 stage 6', "street trees for shade (the topic's first reason); the parking trade-off and the corner cafe are ss-0045's own"],
  ['lts-0046|is-0048 stage 1', "preferring outdoor free time (hikes with friends) vs. walking to the station on weekdays"],
  ['ws-0114|is-0004 stage 4', "why families should still eat together vs. how one family’s mealtimes changed: near, not the same line"],
  ['lts-0071|is-0021 stage 4', "a week at an animal shelter vs. a family’s feelings about animals"],
  ['lts-0075|is-0042 stage 1', "why people enjoy science fiction vs. a favorite movie genre: one shared remark"],
  ['ws-0067|is-0034 stage 4', "a free month (rest, guitar, people) vs. evenings with a guitar class: one shared detail"],
  ['rts-0088|is-0023 stage 4', "music at a sister's wedding joining two families vs. a father singing at a festival: another story"],
  ['rts-0099|is-0038 stage 6', "the value of crafts vs. wanting to try bookbinding: shared craft words"],
  ['rts-0014|is-0050 stage 1', "ironing as a liked chore vs. dishes and laundry: shared chore words"],
  ['rts-0122|rc-0152', "translation again (the guidance asks what gets lost); the answer's line, a translation that becomes a classic of its own, is not the passage's"],
]);
/**
 * Pairs over PASSAGE_SIMILARITY that were not read at the thirteenth fix (f13d ran out of time; eight more fell below
 * the threshold when f13a rewrote their passage side, and were dropped at the merge): the gate lists them for the
 * next read instead of failing on them. Each is a one-answer model beside a Read and Complete passage or an Interactive
 * Reading set on its topic; read each side by side, rewrite the retellings, and move the rest to PART_SIMILARITY_ALLOWED.
 */
export const PART_SIMILARITY_PENDING = new Set([
  'lts-0101|ir-0042', 'ss-0045|rc-0280', 'ss-0030|rc-0254', 'ws-0122|rc-0097',
  'rts-0031|rc-0097', 'ss-0068|rc-0030', 'ss-0116|rc-0001', 'ss-0012|rc-0074', 'ss-0019|rc-0116', 'ws-0115|rc-0288',
  'ss-0046|rc-0201', 'rts-0001|ir-0052', 'lts-0084|ir-0006', 'lts-0101|ir-0019', 'lts-0113|rc-0115', 'ws-0006|rc-0175',
  'ws-0093|rc-0260', 'rts-0052|rc-0200', 'lts-0092|rc-0046', 'ss-0012|rc-0225', 'lts-0034|rc-0075',
  'rts-0020|rc-0249', 'ws-0011|rc-0110', 'rts-0063|rc-0158', 'rts-0068|rc-0165', 'ss-0116|rc-0028', 'ws-0045|rc-0097',
  'ss-0093|rc-0130', 'ss-0103|rc-0063', 'rts-0115|ir-0094', 'lts-0061|rc-0174', 'ws-0081|ir-0073',
  'rts-0058|rc-0259', 'rts-0082|ir-0082', 'ss-0106|rc-0139', 'ws-0013|rc-0191', 'ws-0081|rc-0195', 'lts-0020|ir-0019',
  'ws-0100|rc-0031', 'lts-0016|rc-0093', 'ws-0076|rc-0091', 'ws-0067|rc-0046', 'ws-0037|rc-0165', 'lts-0086|rc-0219',
  'lts-0061|rc-0067', 'rts-0042|ir-0048', 'lts-0078|rc-0117', 'lts-0116|rc-0128', 'ws-0081|rc-0044', 'rts-0120|rc-0280',
  'ws-0049|rc-0135', 'rts-0115|rc-0192', 'rts-0019|rc-0004', 'lts-0020|rc-0165', 'ss-0071|rc-0044', 'ws-0066|rc-0054',
  'ss-0113|rc-0281', 'lts-0042|rc-0009', 'lts-0066|rc-0067', 'lts-0116|rc-0266', 'rts-0115|rc-0101', 'ss-0076|rc-0136',
  'ss-0051|rc-0174', 'lts-0080|rc-0165', 'lts-0097|rc-0003', 'rts-0120|rc-0048', 'rts-0089|ir-0006',
  'lts-0020|rc-0283', 'ss-0073|rc-0076', 'ws-0035|rc-0060', 'ws-0039|rc-0084',
  'rts-0001|rc-0090', 'ss-0034|rc-0177', 'ss-0074|rc-0163', 'rts-0001|rc-0053', 'lts-0032|rc-0156',
]);

const fillGaps = (s) => s.replace(/\{\{([^|}]*)[^}]*\}\}/g, '$1').replace(/\[\[|\]\]|<<|>>/g, '');

/** The units a one-answer model is compared with: Interactive Speaking stages, Read and Complete passages, Interactive Reading sets. */
function partDocs(items) {
  const out = [];
  for (const it of items) {
    const p = prefixOf(it.id);
    if (!it?.id || /-9\d{3}$/.test(it.id)) continue;
    if (p === 'is') {
      const answers = (it.samples ?? []).find((s) => s.band === 145)?.text;
      if (!Array.isArray(answers)) continue;
      (it.stages ?? []).forEach((st, i) => out.push({ id: `${it.id} stage ${i + 1}`, kind: 'stage', text: `${st?.default ?? ''} ${answers[i] ?? ''}` }));
    } else if (p === 'rc' && typeof it.text === 'string') {
      out.push({ id: it.id, kind: 'passage', text: `${typeof it.title === 'string' ? it.title : ''} ${it.text}` });
    } else if (p === 'ir' && Array.isArray(it.paragraphs)) {
      out.push({ id: it.id, kind: 'passage', text: fillGaps(`${it.title?.answer ?? ''} ${it.paragraphs.join(' ')}`) });
    }
  }
  return out;
}

/**
 * Band-145 one-answer models against Interactive Speaking stages and Read and Complete / Interactive Reading texts,
 * most alike first: { a: answer id, b: part id ("is-0046 stage 1", "rc-0062"), kind: 'stage' | 'passage', score }.
 */
export function partSimilarityPairs(items, { threshold = 0 } = {}) {
  const answers = [];
  for (const it of items) {
    if (!PART_ANSWER_PREFIXES.has(prefixOf(it.id)) || /-9\d{3}$/.test(it.id)) continue;
    const s = (it.samples ?? []).find((x) => x.band === 145);
    if (s && typeof s.text === 'string') answers.push({ id: it.id, kind: 'answer', text: `${it.prompt ?? it.question ?? ''} ${s.text}` });
  }
  const parts = partDocs(items);
  const docs = [...answers, ...parts];
  for (const d of docs) d.words = contentWords(d.text, STOP);
  // Sublinear tf: a long passage repeating its topic word must not outweigh the claims it shares with an answer.
  tfidf(docs, (tf) => 1 + Math.log(tf));
  const pairs = [];
  for (const a of answers) {
    for (const b of parts) {
      const score = cosine(a.v, b.v);
      if (score >= threshold) pairs.push({ a: a.id, b: b.id, kind: b.kind, score });
    }
  }
  return pairs.sort((p, q) => q.score - p.score);
}

/** Build problems: a one-answer model that retells an Interactive Speaking stage, a passage or a reading set. */
export function partSimilarityProblems(items, { stage = STAGE_SIMILARITY, passage = PASSAGE_SIMILARITY, allowed = PART_SIMILARITY_ALLOWED, pending = PART_SIMILARITY_PENDING } = {}) {
  return partSimilarityPairs(items, { threshold: Math.min(stage, passage) })
    .filter((p) => p.score >= (p.kind === 'stage' ? stage : passage) && !allowed.has(`${p.a}|${p.b}`) && !pending.has(`${p.a}|${p.b}`))
    .map((p) => `${p.a}: band-145 answer tells the story or argument of ${p.b} (${p.kind === 'stage' ? 'an Interactive Speaking stage' : 'a reading text'}; content-word similarity ${p.score.toFixed(2)} ≥ ${p.kind === 'stage' ? stage : passage}); write a fresh one`);
}
