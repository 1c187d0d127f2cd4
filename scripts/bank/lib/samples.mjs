// Model answers of the open writing and speaking tasks (fifth read, issue 22). Two checks the read asked for:
// - the same wording in two items' model answers: lts-0067 and ss-0117 shared "enjoy the rest without feeling guilty
//   about it", three items told the same plants-and-mail neighbor story. Any 6-word run (case and punctuation
//   ignored) shared by model answers of two different items fails, unless it is a reviewed stock phrase below.
// - annotations whose tag does not fit the quote (the engine explains each tag, so a wrong tag teaches the wrong
//   thing): a `conclusion` must quote the last two sentences, a `linking` note must hold a connective and must not be
//   a bare reason clause ("because a large share of the crops…", ss-0012).

import { STOP, contentWords } from './topics.mjs';

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

/** Pairs of band-145 answers (open tasks, engine fixtures -9xxx left out), most alike first, with their cosine. */
export function answerSimilarityPairs(items, { threshold = 0 } = {}) {
  const docs = [];
  for (const it of items) {
    if (!SIMILARITY_PREFIXES.has(prefixOf(it.id)) || /-9\d{3}$/.test(it.id)) continue;
    for (const s of it.samples ?? []) if (s.band === 145) docs.push({ id: it.id, words: contentWords([s.text].flat().join(' '), STOP) });
  }
  const df = new Map();
  for (const d of docs) for (const w of new Set(d.words)) df.set(w, (df.get(w) ?? 0) + 1);
  for (const d of docs) {
    const v = new Map();
    for (const w of d.words) v.set(w, (v.get(w) ?? 0) + 1);
    let norm = 0;
    for (const [w, tf] of v) { const x = tf * Math.log(docs.length / df.get(w)); v.set(w, x); norm += x * x; }
    norm = Math.sqrt(norm) || 1;
    for (const [w, x] of v) v.set(w, x / norm);
    d.v = v;
  }
  const pairs = [];
  for (let i = 0; i < docs.length; i++) {
    for (let j = i + 1; j < docs.length; j++) {
      let score = 0;
      for (const [w, x] of docs[i].v) { const y = docs[j].v.get(w); if (y) score += x * y; }
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
