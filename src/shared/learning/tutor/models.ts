/**
 * The tutor's models, modes and allowance (issue 12, ADR 031), defined once for the worker and /app. A model is
 * offered only when its provider is configured (see src/worker/learning/tutor/providers.ts); a learner's
 * messages go only to the model they chose.
 */
export type TutorProviderKind = 'offline' | 'workers-ai' | 'openai' | 'fake';
/** What a model is good at: the key of its line in locales/<lang>/tutor.json (tutor.strength.*). */
export type TutorStrength = 'offline' | 'conversation' | 'reasoning' | 'general' | 'test';

export interface TutorModel {
  id: string;
  provider: TutorProviderKind;
  /** Product name as published (not translated); null = the localized name of the offline tutor. */
  name: string | null;
  strength: TutorStrength;
}

export const TUTOR_MODES = ['standard', 'test'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];
/** 'ui' = answer in the learner's interface language; 'en' = always English. */
export const TUTOR_LANGUAGES = ['ui', 'en'] as const;
export type TutorLanguage = (typeof TUTOR_LANGUAGES)[number];

export const OFFLINE_MODEL: TutorModel = { id: 'offline', provider: 'offline', name: null, strength: 'offline' };
/** Workers AI text models (DESIGN §7), offered when the AI binding exists. */
export const WORKERS_AI_MODELS: readonly TutorModel[] = [
  { id: '@cf/meta/llama-3.3-70b-instruct-fp8-fast', provider: 'workers-ai', name: 'Llama 3.3 70B', strength: 'conversation' },
  { id: '@cf/openai/gpt-oss-120b', provider: 'workers-ai', name: 'gpt-oss-120b', strength: 'reasoning' },
];
/** Development and browser tests only (TUTOR_FAKE_MODEL = "on"): deterministic tokens. */
export const FAKE_MODEL: TutorModel = { id: 'fake', provider: 'fake', name: 'Test model', strength: 'test' };
/** The OpenAI-compatible endpoint's model, named by configuration (TUTOR_OPENAI_MODEL). */
export function openAiModel(model: string): TutorModel {
  return { id: `openai:${model}`, provider: 'openai', name: model, strength: 'general' };
}

/** Tutor messages a day (UTC day): small for free members, more for Premium (ADR 031). */
export const TUTOR_DAILY_FREE = 10;
export const TUTOR_DAILY_PREMIUM = 200;
/** Bursts: per user and per IP address, per minute, counted before the allowance. */
export const TUTOR_USER_PER_MINUTE = 12;
export const TUTOR_IP_PER_MINUTE = 60;
/** Longest learner message, in characters. */
export const TUTOR_MAX_MESSAGE = 2000;
/** A model answer that has produced nothing for this long, or runs longer than the total, is ended. */
export const TUTOR_FIRST_TOKEN_TIMEOUT_MS = 20_000;
export const TUTOR_TOTAL_TIMEOUT_MS = 90_000;
export const TUTOR_MAX_CONVERSATIONS_LISTED = 50;

export function tutorDailyLimit(premium: boolean): number {
  return premium ? TUTOR_DAILY_PREMIUM : TUTOR_DAILY_FREE;
}

/**
 * True when the only tutor on offer is the offline one (no model configured): the tutor screen then describes the
 * built-in guide and never a model or a model picker (issue 23).
 */
export function onlyOffline(models: readonly { provider: string }[]): boolean {
  return models.length > 0 && models.every((m) => m.provider === 'offline');
}
