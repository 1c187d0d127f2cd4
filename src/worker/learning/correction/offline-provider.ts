/**
 * The offline provider: no model at all. Writing is measured and scored by the pure scorer in
 * src/shared/learning/correction; speech keeps only what audio and a typed transcript give.
 */
import type { CorrectionProvider } from './provider.ts';

export const offlineProvider: CorrectionProvider = {
  name: 'offline',
  transcribe: async () => null,
  assessWriting: async () => null,
  assessSpeech: async () => null,
};
