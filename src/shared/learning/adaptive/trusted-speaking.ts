/**
 * Speaking evidence the server measured itself (ADR 052). Tests taken before spoken answers were uploaded carry
 * ratings from numbers the browser sent; those can be forged, so the speaking posterior is rebuilt from the
 * prior and the server-measured ratings only. Speaking is fed by spoken open answers alone (task-types.ts), so
 * nothing else in the state changes.
 */
import { addEvidence, DEFAULT_GRID, priorLogWeights } from './irt.ts';
import { SPOKEN_RATING_SD } from './evidence.ts';
import type { SessionState } from './session.ts';

export interface SpokenRating { rating: number; serverMeasured: boolean }

export function withTrustedSpeaking(state: SessionState, spoken: readonly SpokenRating[]): SessionState {
  if (spoken.every((s) => s.serverMeasured)) return state;
  let speaking = priorLogWeights(DEFAULT_GRID);
  const trusted = spoken.filter((s) => s.serverMeasured);
  for (const s of trusted) speaking = addEvidence(speaking, { kind: 'rating', value: s.rating, sd: SPOKEN_RATING_SD }, DEFAULT_GRID);
  return {
    ...state,
    posterior: { ...state.posterior, speaking },
    evidenceCount: { ...state.evidenceCount, speaking: trusted.length },
  };
}
