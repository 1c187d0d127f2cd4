/**
 * Practice packs and the exactly-once sync (issue 29): the contract between the embedded backend (and an upstream
 * that implements docs/api.md) and /app's offline store. A pack is the one place an answer key reaches the device
 * before an answer: objective practice items only, never mock-test items (ADR 061, "what a pack reveals").
 */
import * as v from 'valibot';
import { Answer, MarkResult, PublicItem, TaskTypeSchema } from '../exam/items.ts';
import { Allowance } from './practice.ts';

/** Most items one pack may hold, and the fewest a request may ask for. */
export const PACK_MAX_ITEMS = 200;
export const PACK_MIN_ITEMS = 10;
/** Most answers one sync request may carry; the device sends a longer queue in several requests. */
export const SYNC_MAX_ANSWERS = 50;

/** A pack id: 22 base64url characters (128 random bits), like an attempt id. */
export const PackId = v.pipe(v.string('pack_invalid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'pack_invalid'));
/** The device's idempotency key for one offline answer: a UUID (crypto.randomUUID()). */
export const AnswerKey = v.pipe(v.string('key_invalid'), v.uuid('key_invalid'));

/** `types`: comma-separated objective task types; `size`: items wanted (the server may give fewer, and says so). */
export const PackQuery = v.object({
  types: v.pipe(
    v.string('types_invalid'),
    v.transform((s) => s.split(',').filter(Boolean)),
    v.array(TaskTypeSchema),
    v.minLength(1, 'types_invalid'),
  ),
  size: v.pipe(v.string('size_invalid'), v.transform(Number), v.integer('size_invalid'), v.minValue(PACK_MIN_ITEMS, 'size_invalid'), v.maxValue(PACK_MAX_ITEMS, 'size_invalid')),
});

/* GET /practice/pack/plan?types=&size= : what a download would hold, before it starts (nothing is reserved) */
export const PackPlanResponse = v.object({
  /** Items the pack would hold (a free learner: at most what is left of today's allowance). */
  items: v.number(),
  byType: v.array(v.object({ type: TaskTypeSchema, items: v.number() })),
  /** Bytes of the pack document (JSON) and of its media files, so the device can show the size before download. */
  dataBytes: v.number(),
  mediaBytes: v.number(),
  /** Why fewer items than asked: the allowance, or the bank ran short for these types. */
  limitedBy: v.nullable(v.picklist(['allowance', 'bank'])),
  allowance: Allowance,
});
export type PackPlanResponse = v.InferOutput<typeof PackPlanResponse>;

/** One item of a pack: the stimulus, the key the shared marking module needs, and its media. */
export const PackItem = v.object({
  item: PublicItem,
  /** The task type's key (src/shared/exam/keys.ts KeyByType), marked on the device with markAnswer(). */
  key: v.unknown(),
});
export type PackItem = v.InferOutput<typeof PackItem>;

/* POST /practice/pack  { types: string[], size } : builds a pack and counts it against a free learner's allowance */
export const PackRequest = v.object({
  types: v.pipe(v.array(TaskTypeSchema, 'types_invalid'), v.minLength(1, 'types_invalid'), v.maxLength(15, 'types_invalid')),
  size: v.pipe(v.number('size_invalid'), v.integer('size_invalid'), v.minValue(PACK_MIN_ITEMS, 'size_invalid'), v.maxValue(PACK_MAX_ITEMS, 'size_invalid')),
});
export const PackResponse = v.object({
  packId: PackId,
  createdAt: v.string(),
  /** Answers to this pack are accepted until then (ISO); later ones are reported as a conflict, not dropped. */
  expiresAt: v.string(),
  items: v.array(PackItem),
  /** Every media URL the items use, with its size, for Cache Storage and the progress bar. */
  media: v.array(v.object({ src: v.string(), bytes: v.number() })),
  allowance: Allowance,
});
export type PackResponse = v.InferOutput<typeof PackResponse>;

/* POST /practice/sync : answers given offline, each with its idempotency key */
export const OfflineAnswer = v.object({
  key: AnswerKey,
  packId: PackId,
  itemId: v.pipe(v.string('item_invalid'), v.regex(/^[a-z0-9-]{3,40}$/, 'item_invalid')),
  answer: Answer,
  /** When the learner answered, on the device's clock (ISO). */
  answeredAt: v.pipe(v.string('time_invalid'), v.isoTimestamp('time_invalid')),
  elapsedMs: v.pipe(v.number('elapsed_invalid'), v.integer('elapsed_invalid'), v.minValue(0, 'elapsed_invalid'), v.maxValue(3_600_000, 'elapsed_invalid')),
});
export type OfflineAnswer = v.InferOutput<typeof OfflineAnswer>;
export const SyncRequest = v.object({
  answers: v.pipe(v.array(OfflineAnswer, 'answers_invalid'), v.minLength(1, 'answers_invalid'), v.maxLength(SYNC_MAX_ANSWERS, 'answers_invalid')),
});
/**
 * One verdict per sent answer, in the order sent. `recorded`: stored now; `duplicate`: this key was stored before
 * (a retried request), nothing changed; `conflict`: not stored, with the reason the device shows the learner.
 */
export const SyncVerdict = v.object({
  key: AnswerKey,
  status: v.picklist(['recorded', 'duplicate', 'conflict']),
  reason: v.optional(v.picklist(['item_retired', 'not_in_pack', 'pack_expired', 'allowance_exceeded', 'answer_invalid'])),
  /** The server's own marking (recorded and duplicate), which the device keeps instead of its own. */
  result: v.optional(MarkResult),
});
export type SyncVerdict = v.InferOutput<typeof SyncVerdict>;
export const SyncResponse = v.object({ verdicts: v.array(SyncVerdict), allowance: Allowance });
export type SyncResponse = v.InferOutput<typeof SyncResponse>;
