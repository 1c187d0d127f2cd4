/**
 * Workers AI provider (DESIGN §7): whisper-large-v3-turbo for speech to text with word timings, and an LLM in JSON
 * mode for scores, corrections and an improved version. Used only when the AI binding is configured (it has no
 * local simulation). Output is parsed with valibot; anything else is a ProviderOutputError.
 */
import * as v from 'valibot';
import { MODEL_WRITING_JSON_SCHEMA, ModelSpeechAssessment, ModelWritingAssessment, WhisperOutput, type Transcript } from '../../../shared/api/correction.ts';
import { ProviderOutputError, type CorrectionProvider, type SpeechTask, type WritingTask } from './provider.ts';

export const SPEECH_MODEL = '@cf/openai/whisper-large-v3-turbo';
export const TEXT_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';

/** The part of the AI binding this provider uses (kept minimal so a fake can stand in). */
export interface AiRunner {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function parse<T extends v.GenericSchema>(provider: string, schema: T, raw: unknown): v.InferOutput<T> {
  let value = raw;
  // JSON mode answers { response: object }, some models a JSON string.
  if (value && typeof value === 'object' && 'response' in value) value = (value as { response: unknown }).response;
  if (typeof value === 'string') {
    try { value = JSON.parse(value); } catch { throw new ProviderOutputError(provider, 'not JSON'); }
  }
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ProviderOutputError(provider, result.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ').slice(0, 300));
  return result.output;
}

const SPEECH_JSON_SCHEMA = {
  type: 'object', additionalProperties: false, required: ['scores', 'corrections'],
  properties: {
    scores: {
      type: 'object', additionalProperties: false, required: ['content', 'lexis', 'grammar', 'pronunciation'],
      properties: { content: { type: 'number' }, lexis: { type: 'number' }, grammar: { type: 'number' }, pronunciation: { type: 'null' } },
    },
    corrections: MODEL_WRITING_JSON_SCHEMA.properties.corrections,
  },
} as const;

const RUBRIC = 'Score 0-5 for each criterion as a Duolingo English Test rater would. Quote every correction exactly as it appears in the answer. '
  + 'Keep the learner\'s ideas in the improved version; fix language only.';

export function workersAiProvider(ai: AiRunner): CorrectionProvider {
  const name = 'workers-ai';
  return {
    name,
    async transcribe(audio: Uint8Array): Promise<Transcript> {
      const out = parse(name, WhisperOutput, await ai.run(SPEECH_MODEL, { audio: base64(audio), language: 'en' }));
      const words = out.words ?? (out.segments ?? []).flatMap((s) => s.words ?? []);
      return { text: out.text.trim(), words: words.map((w) => ({ word: w.word.trim(), start: w.start, end: w.end })) };
    },
    async assessWriting(task: WritingTask) {
      const raw = await ai.run(TEXT_MODEL, {
        messages: [
          { role: 'system', content: `You rate English learners' writing. ${RUBRIC}` },
          { role: 'user', content: `Task: ${task.prompt}\n\nAnswer:\n${task.text}` },
        ],
        response_format: { type: 'json_schema', json_schema: MODEL_WRITING_JSON_SCHEMA },
      });
      return parse(name, ModelWritingAssessment, raw);
    },
    async assessSpeech(task: SpeechTask) {
      // The LLM sees only a transcript, so it must not rate pronunciation: the schema forces null.
      const raw = await ai.run(TEXT_MODEL, {
        messages: [
          { role: 'system', content: `You rate a transcript of an English learner speaking. ${RUBRIC} Pronunciation cannot be judged from a transcript: return null.` },
          { role: 'user', content: `Task: ${task.prompt}\n\nTranscript:\n${task.transcript}` },
        ],
        response_format: { type: 'json_schema', json_schema: SPEECH_JSON_SCHEMA },
      });
      const parsed = parse(name, ModelSpeechAssessment, raw);
      return { ...parsed, scores: { ...parsed.scores, pronunciation: null } };
    },
  };
}
