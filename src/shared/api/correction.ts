/**
 * Correction schemas (issue 11, ADR 025). Model output is untrusted input: every provider answer is parsed with
 * these before it is blended with the measured features, and an answer that breaks them is rejected.
 */
import * as v from 'valibot';

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
