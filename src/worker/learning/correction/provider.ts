/**
 * The correction provider interface (ADR 025): transcribe a recording, assess a written answer, assess speech.
 * Every provider returns measured features plus scores; the offline provider is the default everywhere, Workers
 * AI is used when the AI binding exists, and tests pass a fake. Whatever a model says is validated and blended
 * with the offline measurement by the caller (blend.ts), never used alone.
 */
import type { ModelSpeechAssessment, ModelWritingAssessment, Transcript } from '../../../shared/api/correction.ts';

export interface WritingTask {
  text: string;
  prompt: string;
  samples: readonly string[];
  targetWords: number;
}

export interface SpeechTask {
  transcript: string;
  prompt: string;
  samples: readonly string[];
  targetSeconds: number;
}

export interface CorrectionProvider {
  /** A name stored with each report, so a report says which model (if any) contributed. */
  readonly name: string;
  /** Speech to text with word timings; null when the provider cannot transcribe (offline). */
  transcribe(audio: Uint8Array, mime: string): Promise<Transcript | null>;
  /** Model scores and corrections for a written answer; null when the provider has no language model. */
  assessWriting(task: WritingTask): Promise<ModelWritingAssessment | null>;
  assessSpeech(task: SpeechTask): Promise<ModelSpeechAssessment | null>;
}

/** Raised when a model answers with something that breaks the schema: the job retries, then fails and refunds. */
export class ProviderOutputError extends Error {
  constructor(readonly provider: string, readonly issues: string) {
    super(`${provider} output rejected: ${issues}`);
    this.name = 'ProviderOutputError';
  }
}

/**
 * The chat side of a provider (issue 12, ADR 031): the tutor's answer as an async iterable of text deltas. The
 * messages were assembled on the server (src/shared/learning/tutor/prompt.ts). `offline` is the answer the
 * offline tutor gives (retrieval or the test-tutor script): only the offline provider uses it. Aborting the
 * signal stops generation; the caller keeps what was produced.
 */
export interface ChatRequest {
  model: string;
  messages: readonly { role: 'system' | 'user' | 'assistant'; content: string }[];
  offline: string;
  signal: AbortSignal;
}

export interface ChatProvider {
  readonly name: string;
  chat(request: ChatRequest): AsyncIterable<string>;
}
