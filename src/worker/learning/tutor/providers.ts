/**
 * Which tutor models are offered and which provider serves each (ADR 031). Only configured providers appear:
 * the offline tutor always, Workers AI models when the AI binding exists, the OpenAI-compatible model when its
 * URL, model and key are configured, the fake model only in development with TUTOR_FAKE_MODEL = "on".
 */
import { FAKE_MODEL, OFFLINE_MODEL, WORKERS_AI_MODELS, openAiModel, type TutorModel } from '../../../shared/learning/tutor/models.ts';
import { config } from '../../config.ts';
import type { Bindings } from '../../env.ts';
import type { ChatProvider } from '../correction/provider.ts';
import { fakeChatProvider, offlineChatProvider, openAiChatProvider, workersAiChatProvider, type FakeOptions } from './chat-providers.ts';

let testing: { fake?: FakeOptions; fetch?: typeof fetch; offlineDelayMs?: number } = {};
/** For tests: how the fake model behaves, a stand-in for the OpenAI-compatible endpoint, the offline pace. */
export function useTutorProvidersForTesting(options: typeof testing) {
  testing = options;
}

export function availableModels(env: Bindings): TutorModel[] {
  const { tutor } = config(env);
  const models = [OFFLINE_MODEL];
  if (env.AI) models.push(...WORKERS_AI_MODELS);
  if (tutor.openAi) models.push(openAiModel(tutor.openAi.model));
  if (tutor.fakeModel) models.push(FAKE_MODEL);
  return models;
}

/** The provider of an offered model; null when the model is not offered here. */
export function providerFor(env: Bindings, modelId: string): { model: TutorModel; provider: ChatProvider } | null {
  const model = availableModels(env).find((m) => m.id === modelId);
  if (!model) return null;
  const { tutor } = config(env);
  switch (model.provider) {
    case 'offline': return { model, provider: offlineChatProvider(testing.offlineDelayMs) };
    case 'workers-ai': return { model, provider: workersAiChatProvider(env.AI!) };
    case 'openai': return { model, provider: openAiChatProvider(tutor.openAi!, testing.fetch) };
    case 'fake': return { model, provider: fakeChatProvider(testing.fake ?? { tokens: 60, delayMs: 100 }) };
  }
}
