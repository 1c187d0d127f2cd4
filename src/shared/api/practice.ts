/**
 * The practice API (/weapp/api/practice/*) as valibot schemas shared by the embedded backend and /app.
 * Answer keys never appear in a response before the attempt is answered (PublicItem has no key fields).
 */
import * as v from 'valibot';
import { Answer, MarkResult, PublicItem, TaskTypeSchema } from '../exam/items.ts';
import { MAX_PRACTICE_COUNT, MAX_SAMPLE_COUNT } from '../constants.ts';
import { MeasuredSpeech } from './measured-speech.ts';
import { AnchorName, Anchors, Draft, Resume } from './resume.ts';

export { Anchors, Draft, Resume };

/** An attempt id: opaque, 22 base64url characters (128 random bits). */
export const AttemptId = v.pipe(v.string('attempt_invalid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'attempt_invalid'));


export const Allowance = v.object({
  /** Items answered today (UTC day) that count against the allowance. */
  used: v.number(),
  /** null = unlimited (Premium). */
  limit: v.nullable(v.number()),
  /** When today's count starts again (ISO, next UTC midnight). */
  resetsAt: v.string(),
  premium: v.boolean(),
});
export type Allowance = v.InferOutput<typeof Allowance>;

/* GET /practice/tasks */
export const TasksResponse = v.object({
  tasks: v.array(v.object({ type: TaskTypeSchema, retired: v.boolean(), available: v.number() })),
  allowance: Allowance,
});

/* GET /practice/next?type=&count= */
const Count = (max: number) => v.optional(v.pipe(v.string(), v.transform(Number), v.integer('count_invalid'), v.minValue(1, 'count_invalid'), v.maxValue(max, 'count_invalid')), '1');
export const NextQuery = v.object({ type: TaskTypeSchema, count: Count(MAX_PRACTICE_COUNT) });
export const IssuedItem = v.object({
  attemptId: AttemptId, issuedAt: v.string(), item: PublicItem,
  /** An item handed out again (a reload): its autosaved draft and server anchors (ADR 047). */
  resume: v.optional(Resume),
});
export type IssuedItem = v.InferOutput<typeof IssuedItem>;
export const NextResponse = v.object({ items: v.array(IssuedItem), allowance: Allowance });

/* POST /practice/answer */
export const AnswerRequest = v.object({
  attemptId: AttemptId,
  answer: Answer,
  /** Time the learner took, as measured by the browser; the server caps it by its own clock. */
  elapsedMs: v.pipe(v.number('elapsed_invalid'), v.integer('elapsed_invalid'), v.minValue(0, 'elapsed_invalid'), v.maxValue(3_600_000, 'elapsed_invalid')),
  /** A spoken answer's recordings measured in the browser (ADR 036), so the engine can rate its fluency at once. */
  speech: v.optional(v.pipe(v.array(MeasuredSpeech, 'speech_features_invalid'), v.maxLength(12, 'speech_features_invalid'))),
});
/**
 * The correction engine's instant rating of an open answer (ADR 046): `rated` with the band, criteria (0–5, null =
 * not assessed), flags and feedback codes; `unrated` when a spoken answer came without a measured recording;
 * `limit` when today's instant ratings are used up. `used`/`limit` count today's ratings.
 */
export const OpenFeedback = v.object({
  status: v.picklist(['rated', 'unrated', 'limit']),
  assessment: v.nullable(v.object({
    kind: v.picklist(['writing', 'speaking']),
    band: v.number(),
    criteria: v.record(v.string(), v.nullable(v.number())),
    flags: v.array(v.string()),
    feedback: v.array(v.string()),
  })),
  used: v.number(),
  limit: v.number(),
});
export type OpenFeedback = v.InferOutput<typeof OpenFeedback>;
export const AnswerResponse = v.object({
  attemptId: AttemptId,
  result: MarkResult,
  /** Elapsed time the server accepted (the browser's, capped by server time + tolerance). */
  elapsedMs: v.number(),
  /** True when this call only replayed an earlier answer to the same attempt. */
  replay: v.boolean(),
  /** When a missed item comes back in the mistake notebook (ISO), null when it does not. */
  reviewDue: v.nullable(v.string()),
  allowance: Allowance,
  /** Open answers only: the instant rating (absent for objective items). */
  openFeedback: v.optional(OpenFeedback),
});
export type AnswerResponse = v.InferOutput<typeof AnswerResponse>;

/* GET /practice/progress */
export const Trend = v.picklist(['up', 'down', 'flat', 'none']);
export const ProgressStat = v.object({
  attempts: v.number(),
  /** Answers whose score measures this row (per skill: only tasks scoring that skill; open answers have none). */
  scored: v.number(),
  /** Mean score in [0, 1] of those scored answers; null when there are none (the screen says so). */
  accuracy: v.nullable(v.number()),
  averageMs: v.nullable(v.number()),
  /** Last 10 marked attempts against the 10 before them. */
  trend: Trend,
});
export const PracticeProgressResponse = v.object({
  byType: v.array(v.object({ type: TaskTypeSchema, ...ProgressStat.entries })),
  bySubscore: v.array(v.object({ subscore: v.picklist(['reading', 'listening', 'writing', 'speaking']), ...ProgressStat.entries })),
  streak: v.object({ current: v.number(), best: v.number(), today: v.boolean() }),
  /** Answers per UTC day, last 14 days, oldest first. */
  days: v.array(v.object({ day: v.string(), attempts: v.number() })),
  reviewDue: v.number(),
  /** Every answered practice question of the learner (not capped by the history the other figures read). */
  totals: v.object({ attempts: v.number(), marked: v.number(), accuracy: v.nullable(v.number()) }),
});

/* GET /practice/review?count= */
export const ReviewQuery = v.object({ count: Count(MAX_PRACTICE_COUNT) });
export const ReviewResponse = v.object({
  items: v.array(v.object({ ...IssuedItem.entries, due: v.string(), lapses: v.number() })),
  /** All cards due now (the notebook badge). */
  due: v.number(),
});

/* GET /practice/notebook: the list of past mistakes, read only (issues nothing, unlike /practice/review) */
export const NotebookEntry = v.object({
  itemId: v.string(),
  type: TaskTypeSchema,
  /** A short excerpt of what the learner saw, in the item's English ('' for an item only heard). */
  excerpt: v.string(),
  /** When the latest wrong answer was given (null if its attempt has been cleaned up). */
  missedAt: v.nullable(v.string()),
  due: v.string(),
  lapses: v.number(),
  /** The wrong parts of that answer (up to WRONG_PARTS_SHOWN) and how many more there were. */
  wrong: v.array(v.object({ given: v.string(), expected: v.string() })),
  moreWrong: v.number(),
});
export const NotebookResponse = v.object({ entries: v.array(NotebookEntry), due: v.number(), total: v.number() });

/* Public course-page sets: GET /practice/sample?type=&count=, POST /practice/sample/answer */
export const SampleQuery = v.object({ type: TaskTypeSchema, count: Count(MAX_SAMPLE_COUNT) });
export const SampleResponse = v.object({ items: v.array(PublicItem) });
export const SampleAnswerRequest = v.object({ itemId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{3,40}$/, 'item_invalid')), answer: Answer });
export const SampleAnswerResponse = v.object({ result: MarkResult });

/* Nothing lost (ADR 047): POST /practice/attempt/draft, POST /practice/attempt/anchor */
export const DraftRequest = v.object({ attemptId: AttemptId, draft: Draft });
export const AnchorRequest = v.object({ attemptId: AttemptId, part: v.optional(AnchorName), play: v.optional(AnchorName) });
export const AnchorResponse = v.object({ anchors: Anchors, serverNow: v.string() });
export const SavedResponse = v.object({ saved: v.literal(true) });

/* Interactive Speaking (ADR 058): GET /practice/transcripts, POST /practice/transcripts (the answer's audio) */
export const TranscriptsStatus = v.object({ available: v.boolean() });
export const TranscriptResponse = v.object({ text: v.nullable(v.string()) });
