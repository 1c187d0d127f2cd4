import { describe, expect, it } from 'vitest';
import { abilities, recordAnswer, startSession } from './session.ts';
import { withTrustedSpeaking } from './trusted-speaking.ts';

const spoken = (rating: number) => ({ type: 'speak-about-the-photo' as const, item: { a: 1, b: 0 }, parts: 1, score: null, rating });
const reading = (score: number) => ({ type: 'read-and-select' as const, item: { a: 1.2, b: 0.5 }, parts: 1, score, rating: null });

describe('speaking evidence the server did not measure (ADR 052)', () => {
  const state = [reading(1), spoken(3), reading(0), spoken(-1)].reduce((s, a, i) => recordAnswer(s, `i${i}`, a), startSession());

  it('is left out of the speaking estimate; reading, position and items stay as they were', () => {
    const trusted = withTrustedSpeaking(state, [{ rating: 3, serverMeasured: false }, { rating: -1, serverMeasured: true }]);
    const onlyHonest = [reading(1), reading(0), spoken(-1)].reduce((s, a, i) => recordAnswer(s, `j${i}`, a), startSession());
    expect(abilities(trusted).speaking.theta).toBeCloseTo(abilities(onlyHonest).speaking.theta, 9);
    expect(abilities(trusted).speaking.theta).toBeLessThan(abilities(state).speaking.theta);
    expect(trusted.evidenceCount.speaking).toBe(1);
    expect(trusted.posterior.reading).toEqual(state.posterior.reading);
    expect(trusted.position).toBe(4);
  });

  it('leaves a test whose spoken answers were all measured on the server untouched, and no evidence means the prior', () => {
    expect(withTrustedSpeaking(state, [{ rating: 3, serverMeasured: true }, { rating: -1, serverMeasured: true }])).toBe(state);
    const none = withTrustedSpeaking(state, [{ rating: 3, serverMeasured: false }, { rating: -1, serverMeasured: false }]);
    expect(none.evidenceCount.speaking).toBe(0);
    expect(abilities(none).speaking.theta).toBeCloseTo(0, 9);
  });
});
