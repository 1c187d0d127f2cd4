/**
 * The item model (DESIGN §7) as valibot schemas shared by the worker, the /app screens and the bank scripts.
 *
 * - `PublicItem`: what a learner's browser may see before answering. It never holds an answer key, a correct
 *   option index, a sample answer or a definition: those live only in the server-side `BankItem.key`.
 * - `Answer`: what the browser sends, one shape per task type (discriminated by `type`).
 * - `MarkResult`: the server's verdict: a score in [0, 1], per-part detail and explanations. An explanation is a
 *   locale frame key (`explain.*` in locales/<lang>/explain.json) + arguments + English material (quotes,
 *   definitions), because the item's English is what is being learned.
 */
import * as v from 'valibot';
import { TASK_TYPE_IDS } from './task-types.ts';

export const TaskTypeSchema = v.picklist(TASK_TYPE_IDS, 'type_invalid');
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const CefrSchema = v.picklist(CEFR_LEVELS);
export type Cefr = (typeof CEFR_LEVELS)[number];

/** A media file served with immutable caching (`/media/<kind>/<sha256-12>.<ext>`). */
export const Media = v.object({
  src: v.string(),
  alt: v.optional(v.string()),
  /** Audio length, when the media script measured it. */
  durationMs: v.optional(v.number()),
  /** Intrinsic size of a photo, so the page reserves its space. */
  width: v.optional(v.number()),
  height: v.optional(v.number()),
});
export type MediaRef = v.InferOutput<typeof Media>;

/** Text with gaps. A gap shows `prefix` (the letters given) and expects `missing` more letters. */
export const TextSegment = v.variant('kind', [
  v.object({ kind: v.literal('text'), text: v.string() }),
  v.object({ kind: v.literal('gap'), index: v.number(), prefix: v.string(), missing: v.number() }),
]);
/** A choice gap (Interactive Reading: complete the sentences) shows its options in bank order. */
export const ChoiceSegment = v.variant('kind', [
  v.object({ kind: v.literal('text'), text: v.string() }),
  v.object({ kind: v.literal('choice'), index: v.number(), options: v.array(v.string()) }),
]);
/** Free gaps (Interactive Listening: complete the notes): the learner types the whole word. */
export const FreeGapSegment = v.variant('kind', [
  v.object({ kind: v.literal('text'), text: v.string() }),
  v.object({ kind: v.literal('blank'), index: v.number() }),
]);

/** `stance`: terms naming the position this follow-up suits (chosen from the answer's stated preference, follow-up.ts). */
export const FollowUp = v.object({ question: v.string(), stance: v.optional(v.array(v.string())), ifMentions: v.optional(v.array(v.string())), default: v.optional(v.boolean()) });
export const SpeakingStage = v.object({
  question: v.string(),
  audio: v.nullable(Media),
  alternatives: v.array(v.object({ ifMentions: v.array(v.string()), question: v.string(), audio: v.nullable(Media) })),
});

const base = {
  id: v.string(),
  /** Predicted (or calibrated) difficulty on the 10–160 score scale. */
  difficulty: v.number(),
  cefr: CefrSchema,
  topic: v.string(),
};

/** Per-type stimulus: only what the test shows before the answer. */
export const PublicItem = v.variant('type', [
  v.object({ ...base, type: v.literal('read-and-select'), word: v.string() }),
  v.object({ ...base, type: v.literal('fill-in-the-blanks'), segments: v.array(TextSegment) }),
  v.object({ ...base, type: v.literal('read-and-complete'), title: v.nullable(v.string()), segments: v.array(TextSegment) }),
  v.object({ ...base, type: v.literal('listen-and-type'), audio: v.nullable(Media), maxPlays: v.number() }),
  v.object({
    ...base, type: v.literal('interactive-reading'),
    /** Part 1: paragraph 1 with choice gaps. */
    sentences: v.array(ChoiceSegment),
    /**
     * Part 2: the paragraphs after paragraph 1, with one sentence missing between `before` and `after`. The last
     * string of `before` and the first of `after` are the two halves of the paragraph holding the gap (either may
     * be empty). Paragraph 1 is not repeated: the screen shows it with the learner's own choices, since the
     * filled-in paragraph would give part 1 away. Parts 3–5 show the same composition with the chosen sentence
     * (the correct full passage comes with the result, as `material` of kind `passage`).
     */
    passage: v.object({ before: v.array(v.string()), after: v.array(v.string()), options: v.array(v.string()) }),
    highlights: v.array(v.object({ question: v.string() })),
    mainIdea: v.object({ options: v.array(v.string()) }),
    title: v.object({ options: v.array(v.string()) }),
  }),
  v.object({
    ...base, type: v.literal('interactive-listening'),
    scenario: v.string(),
    partner: v.object({ name: v.string(), voice: v.picklist(['female', 'male']) }),
    /** Partner lines are only heard (the transcript comes with the result, since it holds the notes' answers). */
    turns: v.array(v.variant('speaker', [
      v.object({ speaker: v.literal('partner'), audio: v.nullable(Media) }),
      v.object({ speaker: v.literal('you'), index: v.number(), options: v.array(v.string()) }),
    ])),
    complete: v.array(FreeGapSegment),
  }),
  v.object({ ...base, type: v.literal('write-about-the-photo'), photo: Media }),
  v.object({ ...base, type: v.literal('speak-about-the-photo'), photo: Media }),
  v.object({ ...base, type: v.literal('interactive-writing'), prompt: v.string(), followUps: v.array(FollowUp) }),
  v.object({ ...base, type: v.literal('read-then-speak'), prompt: v.string(), guidance: v.array(v.string()) }),
  v.object({ ...base, type: v.literal('interactive-speaking'), intro: v.string(), introAudio: v.nullable(Media), stages: v.array(SpeakingStage) }),
  v.object({ ...base, type: v.literal('writing-sample'), prompt: v.string() }),
  v.object({ ...base, type: v.literal('speaking-sample'), prompt: v.string() }),
  v.object({ ...base, type: v.literal('read-aloud'), text: v.string() }),
  v.object({ ...base, type: v.literal('listen-then-speak'), audio: v.nullable(Media) }),
]);
export type PublicItem = v.InferOutput<typeof PublicItem>;
export type PublicItemOf<T extends PublicItem['type']> = Extract<PublicItem, { type: T }>;

/* ------------------------------------------------------------------ answers */

export const MAX_TEXT_ANSWER = 5000;
const Letters = v.pipe(v.string('answer_invalid'), v.maxLength(40, 'answer_too_long'));
const Typed = v.pipe(v.string('answer_invalid'), v.maxLength(400, 'answer_too_long'));
const Essay = v.pipe(v.string('answer_invalid'), v.maxLength(MAX_TEXT_ANSWER, 'answer_too_long'));
const Choice = v.nullable(v.pipe(v.number('answer_invalid'), v.integer('answer_invalid'), v.minValue(0, 'answer_invalid'), v.maxValue(9, 'answer_invalid')));
/** Speaking stays in the browser until recordings are uploaded (AI-correction issue); the server keeps metadata. */
const Asked = v.pipe(v.array(v.nullable(v.pipe(v.number('answer_invalid'), v.integer('answer_invalid'), v.minValue(0, 'answer_invalid'), v.maxValue(7, 'answer_invalid')))), v.maxLength(12, 'answer_invalid'));
const Durations = v.pipe(v.array(v.pipe(v.number('answer_invalid'), v.minValue(0, 'answer_invalid'), v.maxValue(600_000, 'answer_invalid'))), v.maxLength(12, 'answer_invalid'));

export const Answer = v.variant('type', [
  /** `real: null` = time ran out without an answer. */
  v.object({ type: v.literal('read-and-select'), real: v.nullable(v.boolean('answer_invalid')) }),
  /** The letters typed after the given prefix. */
  v.object({ type: v.literal('fill-in-the-blanks'), letters: Letters }),
  /** Letters typed into each gap, in gap order. */
  v.object({ type: v.literal('read-and-complete'), gaps: v.pipe(v.array(Letters), v.maxLength(80, 'answer_invalid')) }),
  v.object({ type: v.literal('listen-and-type'), text: Typed, plays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3, 'plays_exceeded')) }),
  v.object({
    type: v.literal('interactive-reading'),
    sentences: v.pipe(v.array(Choice), v.maxLength(12, 'answer_invalid')),
    passage: Choice,
    /** The text the learner highlighted for each question (null when skipped). */
    highlights: v.pipe(v.array(v.nullable(Typed)), v.maxLength(2, 'answer_invalid')),
    mainIdea: Choice,
    title: Choice,
  }),
  v.object({
    type: v.literal('interactive-listening'),
    complete: v.pipe(v.array(Letters), v.maxLength(8, 'answer_invalid')),
    responses: v.pipe(v.array(Choice), v.maxLength(8, 'answer_invalid')),
    summary: Essay,
  }),
  v.object({ type: v.literal('write-about-the-photo'), text: Essay }),
  v.object({ type: v.literal('interactive-writing'), text: Essay, followUp: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)), followUpText: Essay }),
  v.object({ type: v.literal('writing-sample'), text: Essay }),
  v.object({ type: v.literal('speak-about-the-photo'), durationsMs: Durations }),
  v.object({ type: v.literal('read-then-speak'), durationsMs: Durations }),
  // `asked`: per stage, the alternative question asked (null or absent: the default), ADR 058.
  v.object({ type: v.literal('interactive-speaking'), durationsMs: Durations, asked: v.optional(Asked) }),
  v.object({ type: v.literal('speaking-sample'), durationsMs: Durations }),
  v.object({ type: v.literal('read-aloud'), durationsMs: Durations }),
  v.object({ type: v.literal('listen-then-speak'), durationsMs: Durations }),
], 'answer_type_invalid');
export type Answer = v.InferOutput<typeof Answer>;
export type AnswerOf<T extends Answer['type']> = Extract<Answer, { type: T }>;

/* ------------------------------------------------------------------ results */

/**
 * An explanation: `frame` is a message key under `explain.` in locales/<lang>/explain.json (e.g.
 * `explain.readSelect.real`), `args` fill its ICU arguments, `material` is English quoted from the item.
 */
export const Explanation = v.object({
  frame: v.string(),
  args: v.record(v.string(), v.union([v.string(), v.number()])),
  material: v.array(v.object({
    kind: v.picklist(['definition', 'quote', 'note', 'example']),
    text: v.string(),
    /** Part of speech of a definition (noun, verb, adjective, adverb). */
    pos: v.optional(v.string()),
  })),
});
export type Explanation = v.InferOutput<typeof Explanation>;

/** Word-level alignment of a typed sentence against the key (Listen and Type). */
export const DiffOp = v.object({ op: v.picklist(['ok', 'typo', 'missing', 'extra', 'wrong']), expected: v.optional(v.string()), given: v.optional(v.string()) });
export type DiffOp = v.InferOutput<typeof DiffOp>;

/** One marked part: a word, a gap, a reply turn, a highlight… `group` names the test part it belongs to. */
export const PartResult = v.object({
  id: v.string(),
  group: v.string(),
  score: v.number(),
  given: v.string(),
  expected: v.string(),
  diff: v.optional(v.array(DiffOp)),
  explanation: v.optional(Explanation),
});
export type PartResult = v.InferOutput<typeof PartResult>;

export const ANNOTATION_TAGS = ['task-fulfilled', 'detail', 'example', 'linking', 'precise-word', 'complex-sentence',
  'varied-sentences', 'error', 'repetition', 'register', 'opinion', 'conclusion'] as const;
export const AnnotationTag = v.picklist(ANNOTATION_TAGS);
/** A model answer for a score band, with annotations located in its text (start/end are UTF-16 offsets). */
export const SampleAnswer = v.object({
  band: v.number(),
  text: v.union([v.string(), v.array(v.string())]),
  notes: v.array(v.object({ quote: v.string(), tag: AnnotationTag, start: v.number(), end: v.number(), stage: v.optional(v.number()) })),
});
export type SampleAnswer = v.InferOutput<typeof SampleAnswer>;

export const MarkResult = v.object({
  itemId: v.string(),
  type: TaskTypeSchema,
  marking: v.picklist(['objective', 'open']),
  /** Objective: share of credit in [0, 1]; open answers: null until AI correction lands. */
  score: v.nullable(v.number()),
  /** Scores per test part (e.g. interactive reading: sentences, passage, highlight, mainIdea, title). */
  groups: v.record(v.string(), v.number()),
  parts: v.array(PartResult),
  /** Overall explanations (strategy, rule) beside the per-part ones. */
  explanations: v.array(Explanation),
  /** Open answers: annotated samples (bands 85–145) and the self-check rubric (keys under explain.rubric). */
  samples: v.array(SampleAnswer),
  rubric: v.array(v.string()),
  /** Extra English material shown after an open answer (e.g. the photo's scene notes, a model summary). */
  material: v.array(v.object({ kind: v.string(), text: v.string() })),
});
export type MarkResult = v.InferOutput<typeof MarkResult>;

/* ------------------------------------------------------------------ server-side bank rows */

/** What the bank stores per item beyond the public stimulus: the key, sources and difficulty parameters. */
export interface BankItem {
  id: string;
  type: PublicItem['type'];
  /** The public stimulus (PublicItem without id/difficulty/cefr/topic). */
  stimulus: Record<string, unknown>;
  /** Answer key, explanation material and samples: never sent before an answer. */
  key: Record<string, unknown>;
  cefr: Cefr;
  topic: string;
  /** 2PL: difficulty on the score scale and its logit, discrimination. */
  difficulty: number;
  b: number;
  a: number;
  bSource: 'predicted' | 'calibrated';
  licence: string;
  attribution: string;
  seed: string;
}
