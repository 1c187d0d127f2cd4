/**
 * Correction schemas (issue 11, ADR 025). Model output is untrusted input: every provider answer is parsed with
 * these before it is blended with the measured features, and an answer that breaks them is rejected.
 */
import * as v from 'valibot';
import { SPEAKING_TASKS, WRITING_TASKS } from '../learning/correction/targets.ts';
import { hasVisibleText } from '../text.ts';

const Score05 = v.pipe(v.number(), v.minValue(0), v.maxValue(5));

/** One correction a model proposes: the exact text it replaces, the replacement, and why (a short English note). */
export const ModelCorrection = v.object({
  original: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  fix: v.pipe(v.string(), v.maxLength(200)),
  kind: v.picklist(['spelling', 'grammar', 'punctuation', 'vocabulary', 'style']),
});

/** What an LLM must return for a written answer (also the JSON schema sent with response_format). */
export const ModelWritingAssessment = v.strictObject({
  scores: v.strictObject({ content: Score05, coherence: Score05, lexis: Score05, grammar: Score05 }),
  corrections: v.pipe(v.array(ModelCorrection), v.maxLength(60)),
  improved: v.pipe(v.string(), v.maxLength(6000)),
});
export type ModelWritingAssessment = v.InferOutput<typeof ModelWritingAssessment>;

/** The JSON schema equivalent of ModelWritingAssessment for Workers AI JSON mode. */
export const MODEL_WRITING_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['scores', 'corrections', 'improved'],
  properties: {
    scores: {
      type: 'object', additionalProperties: false, required: ['content', 'coherence', 'lexis', 'grammar'],
      properties: Object.fromEntries(['content', 'coherence', 'lexis', 'grammar'].map((k) => [k, { type: 'number', minimum: 0, maximum: 5 }])),
    },
    corrections: {
      type: 'array', maxItems: 60,
      items: {
        type: 'object', additionalProperties: false, required: ['original', 'fix', 'kind'],
        properties: { original: { type: 'string' }, fix: { type: 'string' }, kind: { type: 'string', enum: ['spelling', 'grammar', 'punctuation', 'vocabulary', 'style'] } },
      },
    },
    improved: { type: 'string' },
  },
} as const;

/** A transcription with word timings (seconds), as providers must hand it on. */
export const Transcript = v.object({
  text: v.pipe(v.string(), v.maxLength(20000)),
  words: v.array(v.object({ word: v.string(), start: v.pipe(v.number(), v.minValue(0)), end: v.pipe(v.number(), v.minValue(0)) })),
});
export type Transcript = v.InferOutput<typeof Transcript>;

/** Whisper on Workers AI: text plus segments whose words carry start/end times. */
export const WhisperOutput = v.object({
  text: v.string(),
  segments: v.optional(v.array(v.object({
    words: v.optional(v.array(v.object({ word: v.string(), start: v.number(), end: v.number() }))),
  }))),
  words: v.optional(v.array(v.object({ word: v.string(), start: v.number(), end: v.number() }))),
});

/** A model's speech assessment: pronunciation only when the model measured it from audio. */
export const ModelSpeechAssessment = v.strictObject({
  scores: v.strictObject({ content: Score05, lexis: Score05, grammar: Score05, pronunciation: v.nullable(Score05) }),
  corrections: v.pipe(v.array(ModelCorrection), v.maxLength(60)),
});
export type ModelSpeechAssessment = v.InferOutput<typeof ModelSpeechAssessment>;

/* ---- The /weapp/api/corrections contract ---- */

export const CORRECTION_KINDS = ['writing', 'speaking'] as const;
/** Recordings: mono/stereo 16-bit PCM WAV, at most this many bytes (≈ 3 min at 16 kHz mono). */
export const MAX_RECORDING_BYTES = 6 * 1024 * 1024;
export const MAX_ANSWER_CHARS = 5000;
export const MAX_PROMPT_CHARS = 1000;

const Id22 = v.pipe(v.string('id_invalid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'id_invalid'));
export const JobId = Id22;

export const CreateCorrectionRequest = v.object({
  /** Client-generated idempotency key: a retried POST returns the same job and charges once. */
  requestId: v.pipe(v.string('request_invalid'), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'request_invalid')),
  /** A saved practice answer… */
  attemptId: v.optional(Id22),
  /** …or an open answer of one of the learner's mock tests (its id and the item's position in it)… */
  mockTestId: v.optional(Id22),
  position: v.optional(v.pipe(v.number('position_invalid'), v.integer('position_invalid'), v.minValue(0, 'position_invalid'), v.maxValue(500, 'position_invalid'))),
  /** …or a pasted answer / recorded one with its prompt. */
  kind: v.optional(v.picklist(CORRECTION_KINDS, 'kind_invalid')),
  prompt: v.optional(v.pipe(v.string(), v.trim(), v.check((s: string) => hasVisibleText(s), 'prompt_required'), v.maxLength(MAX_PROMPT_CHARS, 'prompt_too_long'))),
  // Visible characters only: an answer of zero-width or blank characters is no answer and costs no credit.
  text: v.optional(v.pipe(v.string(), v.trim(), v.check((s: string) => hasVisibleText(s), 'text_required'), v.maxLength(MAX_ANSWER_CHARS, 'text_too_long'))),
  recordingId: v.optional(Id22),
  /** The task a pasted or recorded answer was for (sets the expected length; read-aloud is not flagged as reading). */
  taskType: v.optional(v.picklist([...WRITING_TASKS, ...SPEAKING_TASKS], 'task_invalid')),
});
export type CreateCorrectionRequest = v.InferOutput<typeof CreateCorrectionRequest>;

export const JobStateSchema = v.picklist(['queued', 'running', 'done', 'failed']);

export const JobSummary = v.object({
  id: v.string(),
  kind: v.picklist(CORRECTION_KINDS),
  taskType: v.string(),
  state: JobStateSchema,
  band: v.nullable(v.number()),
  createdAt: v.string(),
  /** Why a failed job failed (its credit was returned). */
  error: v.nullable(v.string()),
  refunded: v.boolean(),
});

const Evidence = v.record(v.string(), v.number());
const CorrectionItem = v.object({ start: v.number(), end: v.number(), original: v.string(), fix: v.nullable(v.string()), kind: v.string(), rule: v.string() });

export const WritingReport = v.object({
  kind: v.literal('writing'),
  band: v.number(),
  scores: v.object({ content: v.number(), coherence: v.number(), lexis: v.number(), grammar: v.number() }),
  evidence: Evidence,
  flags: v.array(v.string()),
  text: v.string(),
  corrections: v.array(CorrectionItem),
  improved: v.string(),
  improvedBy: v.picklist(['rules', 'model']),
  guidance: v.array(v.string()),
  provider: v.string(),
});

export const SpeakingReport = v.object({
  kind: v.literal('speaking'),
  band: v.nullable(v.number()),
  scores: v.object({ fluency: v.nullable(v.number()), content: v.nullable(v.number()), lexis: v.nullable(v.number()), grammar: v.nullable(v.number()), pronunciation: v.nullable(v.number()) }),
  evidence: Evidence,
  flags: v.array(v.string()),
  waveform: v.array(v.number()),
  durationSeconds: v.number(),
  pauses: v.array(v.object({ start: v.number(), end: v.number() })),
  transcript: v.nullable(v.string()),
  words: v.array(v.object({ word: v.string(), start: v.number(), end: v.number() })),
  /** Parts that need a configured model (transcript, pronunciation…), shown as "not assessed". */
  notAssessed: v.array(v.string()),
  provider: v.string(),
});

export const CorrectionReport = v.variant('kind', [WritingReport, SpeakingReport]);
export type CorrectionReport = v.InferOutput<typeof CorrectionReport>;

export const JobResponse = v.object({ job: JobSummary, report: v.nullable(CorrectionReport), credits: v.object({ remaining: v.number(), unlimited: v.boolean() }) });
export const JobListResponse = v.object({ jobs: v.array(JobSummary) });
export const RecordingResponse = v.object({ recordingId: v.string(), durationSeconds: v.number() });
/* GET /corrections/recordings: the learner's stored recordings, newest first (DELETE /corrections/recordings/:id). */
export const RecordingListResponse = v.object({
  recordings: v.array(v.object({ recordingId: v.string(), createdAt: v.string(), durationSeconds: v.number() })),
});
