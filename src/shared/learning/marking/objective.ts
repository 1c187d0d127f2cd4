/** Marking of the objective task types: pure functions from (key, public stimulus, answer) to a result. */
import type { AnswerOf, Explanation, MarkResult, PartResult, PublicItemOf } from '../../exam/items.ts';
import type { Definition, FillBlanksKey, InteractiveListeningKey, InteractiveReadingKey, ListenTypeKey, ReadCompleteKey, ReadSelectKey } from '../../exam/keys.ts';
import { letterCredit, mean, round, spanCredit, typedWordCredit } from './credit.ts';
import { alignWords, joinsCompound, listenTypeScore } from './listen-type.ts';
import { acceptedVariant, shownNumber, type VariantKind } from './variants.ts';

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
      id: `highlight-${i}`, group: 'highlight', score: spanCredit(given, h.answer), given: given ?? '', expected: h.answer,
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

export function markInteractiveListening(base: Base, item: PublicItemOf<'interactive-listening'>, key: InteractiveListeningKey, answer: AnswerOf<'interactive-listening'>): MarkResult {
  const completeParts = key.complete.map((k, i): PartResult => {
    const given = answer.complete[i] ?? '';
    const kind = acceptedVariant(given, k.word, k.accept);
    if (kind) return { id: `complete-${i}`, group: 'complete', score: 1, given, expected: k.word, explanation: variantExplanation(kind, given.trim(), k.word) };
    const score = typedWordCredit(given, k.word);
    return { id: `complete-${i}`, group: 'complete', score, given, expected: k.word };
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
