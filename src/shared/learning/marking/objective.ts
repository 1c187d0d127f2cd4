/** Marking of the objective task types: pure functions from (key, public stimulus, answer) to a result. */
import type { AnswerOf, Explanation, MarkResult, PartResult, PublicItemOf } from '../../exam/items.ts';
import type { Definition, FillBlanksKey, InteractiveListeningKey, InteractiveReadingKey, ListenTypeKey, ReadCompleteKey, ReadSelectKey } from '../../exam/keys.ts';
import { letterCredit, mean, round, spanCredit, typedWordCredit } from './credit.ts';
import { alignWords, joinsCompound, listenTypeScore } from './listen-type.ts';
import { acceptedVariant, canonicalPhrase, comparisonForms, NUMBER_WORDS, sameForm, shownNumber, type SenseContext, type VariantKind } from './variants.ts';
import { normalizeText, words } from '../normalize.ts';

type Base = Pick<MarkResult, 'itemId' | 'type'>;

const explain = (frame: string, args: Explanation['args'] = {}, material: Explanation['material'] = []): Explanation => ({ frame, args, material });
const defs = (d: Definition[]): Explanation['material'] => d.slice(0, 2).map((x) => ({ kind: 'definition' as const, text: x.text, pos: x.pos }));
const choiceText = (options: readonly string[], i: number | null) => (i === null || i === undefined ? '' : options[i] ?? '');

/** The explanation of an accepted variant: which form was typed and which form the key has. */
const variantExplanation = (kind: VariantKind, given: string, expected: string) => explain(`explain.variant.${kind}`, { given, expected });

/** A letter gap: the typed letters in place, or full credit when prefix + letters is an accepted variant of the word. */
function gapPart(word: string, missing: string, given: string, accept: readonly string[] | undefined): { score: number; variant?: Explanation } {
  const prefix = word.slice(0, word.length - missing.length);
  const kind = acceptedVariant(prefix + given, word, accept);
  if (kind) return { score: 1, variant: variantExplanation(kind, prefix + given.trim(), word) };
  return { score: round(letterCredit(given, missing)) };
}

function result(base: Base, parts: PartResult[], groups: Record<string, number>, explanations: Explanation[]): MarkResult {
  const g = Object.values(groups);
  return { ...base, marking: 'objective', score: round(mean(g)), groups, parts, explanations, samples: [], rubric: [], material: [] };
}

export function markReadSelect(base: Base, item: PublicItemOf<'read-and-select'>, key: ReadSelectKey, answer: AnswerOf<'read-and-select'>): MarkResult {
  const score = answer.real === key.real ? 1 : 0;
  const frame = key.real ? 'explain.readSelect.real' : key.near ? 'explain.readSelect.pseudoNear' : 'explain.readSelect.pseudo';
  const args: Explanation['args'] = key.near ? { word: item.word, near: key.near } : { word: item.word };
  const part: PartResult = {
    id: 'word', group: 'word', score, given: answer.real === null ? '' : answer.real ? 'yes' : 'no', expected: key.real ? 'yes' : 'no',
    explanation: explain(frame, args, key.real ? defs(key.definitions) : []),
  };
  return result(base, [part], { word: score }, []);
}

export function markFillBlanks(base: Base, item: PublicItemOf<'fill-in-the-blanks'>, key: FillBlanksKey, answer: AnswerOf<'fill-in-the-blanks'>): MarkResult {
  const { score, variant } = gapPart(key.word, key.missing, answer.letters, key.accept);
  const prefix = key.word.slice(0, key.word.length - key.missing.length);
  const part: PartResult = {
    id: 'gap-0', group: 'word', score, given: answer.letters, expected: key.missing,
    explanation: variant ?? explain('explain.fillBlanks.word', { word: key.word, prefix, missing: key.missing },
      [{ kind: 'quote', text: key.sentence }, ...defs(key.definitions)]),
  };
  void item;
  return result(base, [part], { word: score }, [explain('explain.fillBlanks.strategy')]);
}

export function markReadComplete(base: Base, key: ReadCompleteKey, answer: AnswerOf<'read-and-complete'>): MarkResult {
  const parts = key.gaps.map((gap, i): PartResult => {
    const given = answer.gaps[i] ?? '';
    const { score, variant } = gapPart(gap.word, gap.missing, given, gap.accept);
    const prefix = gap.word.slice(0, gap.word.length - gap.missing.length);
    return {
      id: `gap-${i}`, group: 'gaps', score, given, expected: gap.missing,
      explanation: variant ?? (score < 1 ? explain('explain.readComplete.gap', { word: gap.word, prefix, missing: gap.missing }) : undefined),
    };
  });
  const right = parts.filter((p) => p.score === 1).length;
  return result(base, parts, { gaps: round(mean(parts.map((p) => p.score))) },
    [explain('explain.readComplete.summary', { right, total: parts.length }), explain('explain.readComplete.strategy')]);
}

export function markListenType(base: Base, key: ListenTypeKey, answer: AnswerOf<'listen-and-type'>): MarkResult {
  const diff = alignWords(answer.text, key.text);
  const score = listenTypeScore(diff);
  const right = diff.filter((d) => d.op === 'ok').length;
  const total = diff.filter((d) => d.op !== 'extra').length;
  const part: PartResult = { id: 'sentence', group: 'sentence', score, given: answer.text, expected: key.text, diff };
  // Words marked right in another accepted form (colour, 4, can not): say which, once each.
  const variants = new Map<string, Explanation>();
  for (const [n, d] of diff.entries()) {
    if (d.op !== 'ok' || !d.given || !d.expected) continue;
    // An open compound typed closed or hyphenated ("post-office" for "post office"), or the reverse ("part time").
    const next = diff[n + 1];
    if (next?.op === 'ok' && next.given === d.given && next.expected && joinsCompound(d.given, d.expected, next.expected)) {
      if (!variants.has(d.given)) variants.set(d.given, variantExplanation('compound', d.given, `${d.expected} ${next.expected}`));
      continue;
    }
    if (d.given.includes(' ') && d.expected.includes('-')) {
      if (!variants.has(d.given)) variants.set(d.given, variantExplanation('compound', d.given, d.expected));
      continue;
    }
    const kind = acceptedVariant(d.given, d.expected);
    if (kind && !variants.has(d.given)) variants.set(d.given, variantExplanation(kind, shownNumber(d.given), shownNumber(d.expected)));
  }
  return result(base, [part], { sentence: score }, [
    explain('explain.listenType.summary', { right, total }, [{ kind: 'quote', text: key.text }]),
    ...variants.values(),
    explain('explain.listenType.strategy'),
  ]);
}

/**
 * A highlight marked against the correct passage (thirteenth read, t13e). The screen builds the passage the
 * learner highlights in from their own choices (paragraph 1's words, the chosen sentence), so a wrong choice in
 * part 1 or 2 used to cost highlight credit for a span in the right place. The highlighted words are found in the
 * learner's passage and the same place is read in the correct one: a word of fixed text maps to itself, a span
 * edge inside a chosen word or sentence to the edge of the right one. When the words cannot be found (a client
 * that built another passage), the words themselves are marked.
 */
export function highlightInCorrectPassage(item: PublicItemOf<'interactive-reading'>, key: InteractiveReadingKey, answer: AnswerOf<'interactive-reading'>, given: string): string {
  type Piece = { mine: string[]; right: string[] };
  const fixed = (text: string): Piece => { const w = words(text); return { mine: w, right: w }; };
  const pieces: Piece[] = item.sentences.map((s) => (s.kind === 'text' ? fixed(s.text) : {
    mine: words(s.options[answer.sentences[s.index] ?? -1] ?? ''), right: words(s.options[key.sentences[s.index]?.answer ?? -1] ?? ''),
  }));
  const { before, after, options } = item.passage;
  pieces.push(...before.map(fixed), { mine: words(options[answer.passage ?? -1] ?? ''), right: words(options[key.passage.answer] ?? '') }, ...after.map(fixed));
  const mine = pieces.flatMap((p) => p.mine.map((_, k) => ({ piece: p, k })));
  const g = words(given);
  if (g.length === 0) return given;
  const start = mine.findIndex((_, i) => g.every((w, k) => mine[i + k]?.piece.mine[mine[i + k]!.k] === w));
  if (start < 0) return given;
  const from = mine[start]!;
  const to = mine[start + g.length - 1]!;
  const right = pieces.flatMap((p) => p.right.map((w, k) => ({ piece: p, k, w })));
  const varies = (p: Piece) => p.mine.join(' ') !== p.right.join(' ');
  const a = right.findIndex((r) => r.piece === from.piece && (varies(from.piece) || r.k === from.k));
  const lastOf = (p: Piece) => right.findLastIndex((r) => r.piece === p);
  const b = varies(to.piece) ? lastOf(to.piece) : right.findIndex((r) => r.piece === to.piece && r.k === to.k);
  // A chosen word where the right one is empty (or the reverse) leaves an edge on no word: take the next one in.
  const lo = a >= 0 ? a : right.findIndex((r) => pieces.indexOf(r.piece) > pieces.indexOf(from.piece));
  const hi = b >= 0 ? b : right.findLastIndex((r) => pieces.indexOf(r.piece) < pieces.indexOf(to.piece));
  if (lo < 0 || hi < lo) return given;
  return right.slice(lo, hi + 1).map((r) => r.w).join(' ');
}

export function markInteractiveReading(base: Base, item: PublicItemOf<'interactive-reading'>, key: InteractiveReadingKey, answer: AnswerOf<'interactive-reading'>): MarkResult {
  const choices = item.sentences.filter((s) => s.kind === 'choice');
  const sentenceParts = key.sentences.map((k, i): PartResult => {
    const given = answer.sentences[i] ?? null;
    const options = choices[i]?.kind === 'choice' ? choices[i].options : [];
    const score = given === k.answer ? 1 : 0;
    return {
      id: `sentences-${i}`, group: 'sentences', score, given: choiceText(options, given), expected: k.word,
      explanation: score ? undefined : explain('explain.interactiveReading.sentences', { word: k.word }),
    };
  });
  const passageScore = answer.passage === key.passage.answer ? 1 : 0;
  const highlightParts = key.highlights.map((h, i): PartResult => {
    const given = answer.highlights[i] ?? null;
    return {
      id: `highlight-${i}`, group: 'highlight', score: spanCredit(given && highlightInCorrectPassage(item, key, answer, given), h.answer), given: given ?? '', expected: h.answer,
      explanation: explain('explain.interactiveReading.highlight', {}, [{ kind: 'quote', text: h.answer }, { kind: 'note', text: h.why }]),
    };
  });
  const mainScore = answer.mainIdea === key.mainIdea.answer ? 1 : 0;
  const titleScore = answer.title === key.title.answer ? 1 : 0;
  const parts: PartResult[] = [
    ...sentenceParts,
    {
      id: 'passage', group: 'passage', score: passageScore, given: choiceText(item.passage.options, answer.passage), expected: key.passage.sentence,
      explanation: explain('explain.interactiveReading.passage', {}, [{ kind: 'quote', text: key.passage.sentence }, { kind: 'note', text: key.passage.why }]),
    },
    ...highlightParts,
    {
      id: 'mainIdea', group: 'mainIdea', score: mainScore, given: choiceText(item.mainIdea.options, answer.mainIdea), expected: key.mainIdea.text,
      explanation: explain('explain.interactiveReading.mainIdea', {}, [{ kind: 'note', text: key.mainIdea.why }]),
    },
    {
      id: 'title', group: 'title', score: titleScore, given: choiceText(item.title.options, answer.title), expected: key.title.text,
      explanation: explain('explain.interactiveReading.title', { title: key.title.text }),
    },
  ];
  const groups = {
    sentences: round(mean(sentenceParts.map((p) => p.score))),
    passage: passageScore,
    highlight: round(mean(highlightParts.map((p) => p.score))),
    mainIdea: mainScore,
    title: titleScore,
  };
  return { ...result(base, parts, groups, []), material: (key.fullText ?? []).map((text) => ({ kind: 'passage', text })) };
}

/**
 * A typed notes gap before comparison (thirteenth read, t13c): leading and trailing punctuation dropped ("March."
 * → "March", "pool," → "pool"), and the dots of a letter abbreviation ("I.D." → "ID"), as Listen and Type drops
 * punctuation from its words.
 */
export function notesGapText(given: string): string {
  const t = normalizeText(given).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return /^(?:\p{L}\.)+\p{L}$/u.test(t) ? t.replace(/\./g, '') : t;
}

/** The notes sentence around gap `n` (keys in every gap), as words, and the gap's place in it. */
function notesSentence(item: PublicItemOf<'interactive-listening'>, keys: readonly { word: string }[], n: number): SenseContext {
  let before = '';
  let after = '';
  let seen = false;
  for (const s of item.complete ?? []) {
    const text = s.kind === 'text' ? s.text : s.index === n ? '' : keys[s.index]?.word ?? '';
    if (s.kind === 'blank' && s.index === n) { seen = true; continue; }
    if (seen) after += text; else before += text;
  }
  const head = words(before.split(/[.!?;]\s/).at(-1) ?? '');
  const tail = words(after.split(/[.!?;](?:\s|$)/)[0] ?? '');
  return { words: [...head, ...words(keys[n]?.word ?? ''), ...tail], index: head.length };
}

/**
 * A clock time typed for an hour key where the notes give a time ("at {{six}}", "until {{five}}"): "6pm", "6 p.m.",
 * "6:00", "six o'clock" name the hour the speaker said. Where the hour is one is read as Listen and Type reads it
 * (comparisonForms: after at/by/until…, before the end of the sentence or a word that cannot be what it counts),
 * so "up to {{ten}} books" takes no clock time.
 */
function clockTimeFor(typed: string, context: SenseContext): boolean {
  const keyForm = comparisonForms(context.words)[context.index] ?? '';
  if (!/^\d{1,2}:00\*?$/.test(keyForm)) return false;
  const tw = words(canonicalPhrase(typed));
  const forms = comparisonForms(tw);
  if (forms.length === 2 && tw[1] !== 'am' && tw[1] !== 'pm') return false;
  return forms.length >= 1 && forms.length <= 2 && sameForm(forms[0]!, keyForm);
}

const NOT_A_MODIFIER = new Set(['no', 'not', 'never', 'without', 'non', 'nothing', 'none', 'less', 'fewer', 'more', 'most', 'very', 'too', 'only', 'just', 'and', 'or', 'but']);

/**
 * Two words typed for a one-word gap (thirteenth read, t13c): the answer counts when one word is the key (in an
 * accepted form) and the two stand together, in that order, either in what was said ("swimming pool" for
 * {{pool}}: Ben said "the swimming pool") or in the notes around the gap ("the pool" after "the"). The other word
 * may not be a negation or a degree word; a number only where the notes have it. Anything else that was not said
 * ("closing time") counts only where the notes list it.
 */
function longerHeardForm(typed: string, key: { word: string; accept?: string[] }, context: SenseContext, heard: readonly string[]): boolean {
  const tw = words(typed);
  if (tw.length !== 2) return false;
  const isKey = (w: string) => normalizeText(w) === normalizeText(key.word) || acceptedVariant(w, key.word, key.accept, context) !== null
    || (key.accept ?? []).some((a) => normalizeText(a) === w);
  const at = isKey(tw[1]!) ? 1 : isKey(tw[0]!) ? 0 : -1;
  if (at < 0) return false;
  const other = tw[1 - at]!;
  if (NOT_A_MODIFIER.has(other)) return false;
  const notes = context.words;
  const neighbour = at === 1 ? notes[context.index - 1] : notes[context.index + 1];
  if (neighbour === other) return true;
  if (/^\d/.test(other) || NUMBER_WORDS.has(other)) return false;
  const phrase = ` ${tw.join(' ')} `;
  return heard.some((line) => ` ${words(line).join(' ')} `.includes(phrase));
}

export function markInteractiveListening(base: Base, item: PublicItemOf<'interactive-listening'>, key: InteractiveListeningKey, answer: AnswerOf<'interactive-listening'>): MarkResult {
  const heard = (key.transcript ?? []).map((t) => t.text);
  const completeParts = key.complete.map((k, i): PartResult => {
    const raw = answer.complete[i] ?? '';
    const given = notesGapText(raw);
    const context = notesSentence(item, key.complete, i);
    const kind = acceptedVariant(given, k.word, k.accept, context)
      ?? (clockTimeFor(given, context) ? 'number' : longerHeardForm(given, k, context, heard) ? 'alternative' : null);
    if (kind) return { id: `complete-${i}`, group: 'complete', score: 1, given: raw, expected: k.word, explanation: variantExplanation(kind, given, k.word) };
    const score = typedWordCredit(given, k.word);
    return { id: `complete-${i}`, group: 'complete', score, given: raw, expected: k.word };
  });
  const yourTurns = item.turns.filter((t) => t.speaker === 'you');
  const responseParts = key.responses.map((k, i): PartResult => {
    const given = answer.responses[i] ?? null;
    const turn = yourTurns[i];
    const options = turn?.speaker === 'you' ? turn.options : [];
    const score = given === k.answer ? 1 : 0;
    return {
      id: `respond-${i}`, group: 'respond', score, given: choiceText(options, given), expected: k.text,
      explanation: explain('explain.interactiveListening.respond', {}, [{ kind: 'note', text: k.why }]),
    };
  });
  const groups = { complete: round(mean(completeParts.map((p) => p.score))), respond: round(mean(responseParts.map((p) => p.score))) };
  return {
    ...result(base, [...completeParts, ...responseParts], groups, [
      explain('explain.interactiveListening.complete', {}, [{ kind: 'note', text: key.completeWhy }]),
      explain('explain.interactiveListening.summary', {}, [{ kind: 'example', text: key.sampleSummary }]),
    ]),
    material: [{ kind: 'sampleSummary', text: key.sampleSummary }, ...(key.transcript ?? []).map((t) => ({ kind: `transcript-${t.speaker}`, text: t.text }))],
  };
}

/**
 * Read and Select over a whole set, as the test credits it: hit rate on real words minus false-alarm rate on
 * pseudo-words (saying "yes" to everything earns nothing), floored at 0.
 */
export function readSelectSetScore(responses: readonly { real: boolean; said: boolean | null }[]): number {
  const real = responses.filter((r) => r.real);
  const pseudo = responses.filter((r) => !r.real);
  const hits = real.filter((r) => r.said === true).length;
  const falseAlarms = pseudo.filter((r) => r.said === true).length;
  const hitRate = real.length ? hits / real.length : 1;
  const faRate = pseudo.length ? falseAlarms / pseudo.length : 0;
  return round(Math.max(0, hitRate - faRate));
}
