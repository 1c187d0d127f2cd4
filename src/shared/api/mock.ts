/**
 * The mock test API (/weapp/api/mock/*) as valibot schemas shared by the embedded backend and /app (issue 10).
 * During a test only PublicItem leaves the server: no key, no mark, no per-item result.
 */
import * as v from 'valibot';
import { Answer, PublicItem, TaskTypeSchema } from '../exam/items.ts';
import { Resume } from './resume.ts';

export const MockTestId = v.pipe(v.string('test_invalid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'test_invalid'));
/** Chosen by the browser once per click on "start", so retries and double clicks start one test. */
export const IdempotencyKey = v.pipe(v.string('idempotency_key_invalid'), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotency_key_invalid'));

/* POST /mock/start */
/**
 * `confirmed`: the learner confirmed on the start screen that a credit will be used and the clock starts (issue 23).
 * A full mock is refused without it, so no page or script can spend a credit in one click.
 */
export const StartRequest = v.object({
  idempotencyKey: IdempotencyKey,
  kind: v.optional(v.picklist(['full', 'diagnostic'], 'kind_invalid'), 'full'),
  confirmed: v.optional(v.boolean('confirmed_invalid'), false),
});

/* GET /mock/outline: what the start screen shows before anything is started or spent. */
export const OutlineQuery = v.object({ kind: v.picklist(['full', 'diagnostic'], 'kind_invalid') });
export const OutlineResponse = v.object({
  kind: v.picklist(['full', 'diagnostic']),
  sections: v.array(v.object({ type: TaskTypeSchema, items: v.number() })),
  items: v.number(),
  minutes: v.number(),
  typicalMinutes: v.number(),
  /** Whether starting takes a mock credit (the diagnostic is free). */
  usesCredit: v.boolean(),
});

/* The running test as the browser sees it (start, GET /mock/test, POST /mock/answer). */
export const MockView = v.object({
  testId: MockTestId,
  kind: v.picklist(['full', 'diagnostic']),
  status: v.picklist(['running', 'finished']),
  position: v.number(),
  total: v.number(),
  startedAt: v.string(),
  deadlineAt: v.string(),
  /** The server's clock when the response was made, so the page's timer follows the server. */
  serverNow: v.string(),
  /** Seconds for the current item (preparation + answer), from the layout. */
  itemSeconds: v.nullable(v.number()),
  /** When the current item was given (server clock), so a resumed page shows the item's time left. */
  itemStartedAt: v.optional(v.nullable(v.string())),
  item: v.nullable(PublicItem),
  type: v.nullable(TaskTypeSchema),
  /** The current item's autosaved draft and server anchors (ADR 047), so a reload continues it. */
  resume: v.optional(v.nullable(Resume)),
});
export type MockView = v.InferOutput<typeof MockView>;

export const TestQuery = v.object({ id: MockTestId });

/** Recordings uploaded through POST /corrections/recordings (ids of 22 URL-safe characters). */
const RecordingId = v.pipe(v.string('recording_invalid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'recording_invalid'));
/** Interactive Speaking has at most this many stages, each with one recording. */
export const MAX_ANSWER_RECORDINGS = 12;

/* POST /mock/answer */
export const MockAnswerRequest = v.object({
  testId: MockTestId,
  /** The position answered; a repeat of an answered position returns the current view (a retried request). */
  position: v.pipe(v.number('position_invalid'), v.integer('position_invalid'), v.minValue(0, 'position_invalid')),
  /** null = time ran out on this item without an answer. */
  answer: v.nullable(Answer),
  elapsedMs: v.pipe(v.number('elapsed_invalid'), v.minValue(0, 'elapsed_invalid'), v.maxValue(3_600_000, 'elapsed_invalid')),
  /**
   * A spoken answer's uploaded recordings, in recording order (Interactive Speaking: one per answered stage). The
   * server measures them itself (ADR 052); numbers measured by the browser are not accepted. Absent when there was
   * no microphone or the upload failed: the answer is then saved unrated.
   */
  recordings: v.optional(v.pipe(v.array(RecordingId, 'recording_invalid'), v.maxLength(MAX_ANSWER_RECORDINGS, 'recording_invalid'))),
});

const Band = v.object({ low: v.number(), high: v.number() });
const Skill = v.object({ score: v.number(), band: Band });

/* GET /mock/report?id= */
export const MockReport = v.object({
  testId: MockTestId,
  kind: v.picklist(['full', 'diagnostic']),
  finishedAt: v.string(),
  /** Said on the page: an estimate from this platform's items, not an official score. */
  estimate: v.literal(true),
  overall: v.object({ score: v.number(), band: Band }),
  subscores: v.object({ reading: Skill, listening: Skill, writing: Skill, speaking: Skill }),
  integrated: v.object({ literacy: v.number(), comprehension: v.number(), conversation: v.number(), production: v.number() }),
  cefr: v.object({ level: v.string(), table: v.string(), source: v.string() }),
  tasks: v.array(v.object({ type: TaskTypeSchema, items: v.number(), answered: v.number(), accuracy: v.nullable(v.number()), meanSeconds: v.nullable(v.number()) })),
  /** Skills with no scored evidence yet (open answers wait for a rating): shown at the prior with a wide band. */
  unscored: v.array(v.picklist(['reading', 'listening', 'writing', 'speaking'])),
  /**
   * Rated open answers with their score-scale estimate. `correction-engine` = the offline correction engine's band
   * with its criteria, flags and feedback codes (ADR 036); `measured-features` = the older length-and-diversity
   * estimate, still found in reports stored before it (no criteria).
   */
  open: v.array(v.object({
    position: v.number(), type: TaskTypeSchema, estimate: v.number(), source: v.picklist(['measured-features', 'ai-correction', 'correction-engine']),
    kind: v.optional(v.picklist(['writing', 'speaking'])),
    /** 0–5 per criterion; null = not assessed (spoken answers offline: everything but fluency). */
    criteria: v.optional(v.record(v.picklist(['content', 'coherence', 'lexis', 'grammar', 'fluency', 'pronunciation']), v.nullable(v.number()))),
    flags: v.optional(v.array(v.string())),
    feedback: v.optional(v.array(v.string())),
    /** Spoken answers: where the figures were measured (always the server since ADR 052). */
    measuredOn: v.optional(v.literal('server')),
    /** The answer's single recording is kept, so "Get AI feedback" needs no new recording (owner's report only). */
    recorded: v.optional(v.boolean()),
  })),
  /** The three task types to practise next, with links into the question bank's practice screens. */
  practiseNext: v.array(v.object({ type: TaskTypeSchema, href: v.string() })),
});

/* GET /mock/history */
export const HistoryResponse = v.object({
  tests: v.array(v.object({
    testId: MockTestId, kind: v.picklist(['full', 'diagnostic']), startedAt: v.string(), status: v.picklist(['running', 'finished']),
    /** Overall score of a finished test (for the trend chart); null while running. */
    overall: v.nullable(v.number()), band: v.nullable(Band),
  })),
});

/* POST /mock/share, POST /mock/share/revoke, GET /mock/shared?token= */
export const ShareRequest = v.object({ testId: MockTestId });
export const ShareToken = v.pipe(v.string('share_invalid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'share_invalid'));
export const ShareResponse = v.object({ token: v.nullable(ShareToken), path: v.nullable(v.string()) });
export const SharedQuery = v.object({ token: ShareToken });
export type MockReport = v.InferOutput<typeof MockReport>;

/* GET /mock/prediction */
export const PredictionResponse = v.object({
  prediction: v.nullable(v.object({
    score: v.number(), band: Band,
    /** What it is based on: full mocks and practice answers counted. */
    sources: v.object({ mocks: v.number(), practice: v.number() }),
  })),
});

/* GET /mock/credits */
export const CreditsResponse = v.object({
  /** Purchased credits still usable, soonest expiry first. */
  credits: v.array(v.object({ count: v.number(), expiresAt: v.string() })),
  /** Credits granted otherwise (a plan, support): no expiry. */
  undated: v.number(),
});
export type CreditsResponse = v.InferOutput<typeof CreditsResponse>;
