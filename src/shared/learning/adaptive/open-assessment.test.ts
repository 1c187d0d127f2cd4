import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MockAnswerRequest } from '../../api/mock.ts';
import { combineRecordings, inconsistentField, mismatchWithDurations, speechFeaturesOf, type MeasuredSpeech } from '../correction/measured-speech.ts';
import { measureSpeech } from '../correction/speech-features.ts';
import { measuredFrom } from '../correction/measured-speech.ts';
import { assessSpokenAnswer, assessWrittenAnswer, ratingFromBand } from './open-assessment.ts';
import { scoreFromTheta } from './scores.ts';

const speech = (over: Partial<MeasuredSpeech> = {}): MeasuredSpeech => ({
  durationSeconds: 30, speakingSpanSeconds: 28, phonationSeconds: 22, pauses: 6, longPauses: 1, ...over,
});

describe('open mock answers: band → rating', () => {
  it('is the inverse of the report mapping on every band of the scale, clamped at its ends', () => {
    for (let band = 10; band <= 160; band += 5) expect(scoreFromTheta(ratingFromBand(band))).toBe(band);
    expect(ratingFromBand(85)).toBe(0);
    expect(ratingFromBand(110)).toBe(1);
    expect(ratingFromBand(10)).toBe(-3);
    expect(ratingFromBand(160)).toBe(3);
    expect(ratingFromBand(200)).toBe(3);
  });
});

describe('open mock answers: written', () => {
  const prompt = 'Describe the photo of a busy market in the morning.';
  const context = { prompt, samples: ['Stalls of fruit and vegetables fill a crowded street market while sellers call out prices.'] };
  it('a long relevant answer gets a higher band than a short one, with criteria and at most two tips', () => {
    const long = assessWrittenAnswer({ type: 'write-about-the-photo', text: 'In the photo a busy street market is opening in the morning. Sellers are arranging fresh fruit and vegetables on wooden stalls, although a few customers are already bargaining over prices because they want the best tomatoes before the crowd arrives.' }, context)!;
    const short = assessWrittenAnswer({ type: 'write-about-the-photo', text: 'A market with fruit.' }, context)!;
    expect(long.band).toBeGreaterThan(short.band);
    expect(short.flags).toContain('tooShort');
    expect(Object.keys(long.criteria).sort()).toEqual(['coherence', 'content', 'grammar', 'lexis']);
    expect(long.feedback.length).toBeGreaterThan(0);
    expect(long.feedback.length).toBeLessThanOrEqual(2);
  });
  it('rates the interactive-writing follow-up with the first text and the listening summary', () => {
    const context = { prompt: 'Your class can visit the history museum or walk by the river. Which trip would you choose, and why?', samples: [] };
    const first = assessWrittenAnswer({ type: 'interactive-writing', text: 'I would choose the museum trip.', followUp: 0, followUpText: '' }, context)!;
    const both = assessWrittenAnswer({ type: 'interactive-writing', text: 'I would choose the museum trip.', followUp: 0, followUpText: 'The history museum is better for our class because we can learn about the past of our town. However, the river walk is also pleasant, so after the visit we could walk by the river, which is close and quiet. As a result, the class would enjoy both trips in one day.' }, context)!;
    expect(both.band).toBeGreaterThan(first.band);
    expect(assessWrittenAnswer({ type: 'interactive-listening', choices: [], summary: 'The student asked the librarian how to renew books online.' } as never, context)?.kind).toBe('writing');
  });
  it('an empty answer (time ran out) is rated at the bottom of the scale', () => {
    expect(assessWrittenAnswer({ type: 'write-about-the-photo', text: '  ' }, context)).toMatchObject({ band: 10, flags: ['tooShort'] });
    expect(assessWrittenAnswer({ type: 'write-about-the-photo', text: 'A market with fruit.' }, context)!.band).toBeGreaterThan(10);
  });
  it('is not used for spoken or objective answers', () => {
    expect(assessWrittenAnswer({ type: 'speaking-sample', durationsMs: [1000] }, context)).toBeNull();
    expect(assessWrittenAnswer({ type: 'read-and-select', real: true }, context)).toBeNull();
  });
});

describe('open mock answers: spoken, from measured features', () => {
  const context = { prompt: '', samples: [] };
  it('rates fluency only and says the rest was not assessed', () => {
    const a = assessSpokenAnswer('speaking-sample', [speech({ durationSeconds: 110, speakingSpanSeconds: 105, phonationSeconds: 90, pauses: 12, longPauses: 1 })], 1, context)!;
    expect(a.criteria.fluency).toBeGreaterThan(3);
    expect(a.criteria).toMatchObject({ content: null, lexis: null, grammar: null, pronunciation: null });
    expect(a.flags).toEqual([]);
  });
  it('halting speech scores lower than fluent speech and gets the pauses tip', () => {
    const fluent = assessSpokenAnswer('speak-about-the-photo', [speech({ durationSeconds: 60, speakingSpanSeconds: 58, phonationSeconds: 50, pauses: 8, longPauses: 0 })], 1, context)!;
    const halting = assessSpokenAnswer('speak-about-the-photo', [speech({ durationSeconds: 60, speakingSpanSeconds: 58, phonationSeconds: 26, pauses: 20, longPauses: 12 })], 1, context)!;
    expect(fluent.band).toBeGreaterThan(halting.band);
    expect(halting.feedback).toContain('pauses');
  });
  it('a few seconds of speech is flagged too short and capped', () => {
    const a = assessSpokenAnswer('speaking-sample', [speech({ durationSeconds: 5, speakingSpanSeconds: 4, phonationSeconds: 4, pauses: 0, longPauses: 0 })], 1, context)!;
    expect(a.flags).toContain('tooShort');
    expect(a.band).toBeLessThanOrEqual(35);
  });
  it('no recording → no rating', () => {
    expect(assessSpokenAnswer('speaking-sample', [], 1, context)).toBeNull();
  });
});

describe('Interactive Speaking: stages combined', () => {
  it('adds times and counts, so the phonation ratio is weighted by each stage\'s span', () => {
    const a = speech({ durationSeconds: 30, speakingSpanSeconds: 20, phonationSeconds: 18, pauses: 2, longPauses: 0 });
    const b = speech({ durationSeconds: 30, speakingSpanSeconds: 10, phonationSeconds: 3, pauses: 5, longPauses: 2 });
    const c = combineRecordings([a, b])!;
    expect(c).toEqual({ durationSeconds: 60, speakingSpanSeconds: 30, phonationSeconds: 21, pauses: 7, longPauses: 2 });
    const f = speechFeaturesOf(c, 2);
    expect(f.phonationTimeRatio).toBeCloseTo(0.7);
    // Each spoken stage starts a run: 2 + 7 pauses → 9 runs.
    expect(f.runs).toBe(9);
    expect(combineRecordings([])).toBeNull();
  });
  it('a silent stage adds its length but no speech, and unanswered stages count against the target time', () => {
    const talk = speech({ durationSeconds: 30, speakingSpanSeconds: 28, phonationSeconds: 24, pauses: 3, longPauses: 0 });
    const silent = speech({ durationSeconds: 30, speakingSpanSeconds: 0, phonationSeconds: 0, pauses: 0, longPauses: 0 });
    expect(speechFeaturesOf(combineRecordings([talk, silent])!, 1).phonationTimeRatio).toBe(speechFeaturesOf(talk).phonationTimeRatio);
    const allStages = assessSpokenAnswer('interactive-speaking', [talk, talk, talk, talk, talk, talk], 6, { prompt: '', samples: [] })!;
    const oneOfSix = assessSpokenAnswer('interactive-speaking', [talk], 6, { prompt: '', samples: [] })!;
    expect(oneOfSix.flags).toContain('tooShort');
    expect(allStages.band).toBeGreaterThan(oneOfSix.band);
  });
});

describe('measured speech: validation', () => {
  const body = (extra: Record<string, unknown>) => ({ testId: 'A'.repeat(22), position: 3, answer: { type: 'speaking-sample', durationsMs: [30_000] }, elapsedMs: 31_000, ...extra });
  const issue = (extra: Record<string, unknown>) => {
    const r = v.safeParse(MockAnswerRequest, body(extra));
    return r.success ? null : { message: r.issues[0].message, path: r.issues[0].path?.map((p) => String(p.key)).join('.') };
  };
  it('the answer request carries recording ids, never numbers measured by the browser (ADR 052)', () => {
    const parsed = v.parse(MockAnswerRequest, body({ speech: [speech()], recordings: ['B'.repeat(22)] }));
    expect(parsed).not.toHaveProperty('speech');
    expect(parsed.recordings).toEqual(['B'.repeat(22)]);
    expect(issue({})).toBeNull();
  });
  it('refuses malformed recording ids and too many recordings', () => {
    expect(issue({ recordings: ['../other-user'] })).toEqual({ message: 'recording_invalid', path: 'recordings.0' });
    expect(issue({ recordings: Array.from({ length: 13 }, (_, i) => `${'C'.repeat(20)}${10 + i}`) })?.path).toBe('recordings');
  });
  it('measures a real recording consistently (the server runs this on uploaded WAV)', () => {
    const samples = new Float32Array(16000 * 3);
    for (let i = 0; i < 16000; i++) samples[i] = Math.sin(i / 5) * 0.5;
    for (let i = 32000; i < 48000; i++) samples[i] = Math.sin(i / 5) * 0.5;
    const m = measuredFrom(measureSpeech(samples, 16000));
    expect(m.pauses).toBe(1);
    expect(inconsistentField(m)).toBeNull();
    expect(mismatchWithDurations([m], [3000])).toBeNull();
  });
  it('finds numbers that contradict each other or the recorded duration', () => {
    expect(inconsistentField(speech({ speakingSpanSeconds: 31 }))).toBe('speakingSpanSeconds');
    expect(inconsistentField(speech({ phonationSeconds: 29 }))).toBe('phonationSeconds');
    // 6 s of silence cannot hold 50 pauses of over 150 ms, nor 7 pauses of at least 1 s.
    expect(inconsistentField(speech({ pauses: 50 }))).toBe('pauses');
    expect(inconsistentField(speech({ pauses: 8, longPauses: 7 }))).toBe('longPauses');
    expect(inconsistentField(speech({ pauses: 1, longPauses: 2 }))).toBe('longPauses');
    expect(mismatchWithDurations([speech()], [30_000])).toBeNull();
    expect(mismatchWithDurations([speech()], [20_000])).toBe('speech.0.durationSeconds');
    expect(mismatchWithDurations([speech({ durationSeconds: 10, speakingSpanSeconds: 28 })], [30_000])).toBe('speech.0.speakingSpanSeconds');
    expect(mismatchWithDurations([speech(), speech()], [30_000])).toBe('speech');
    // Recordings pair with the stages that were recorded, in order.
    expect(mismatchWithDurations([speech(), speech({ durationSeconds: 5, speakingSpanSeconds: 4, phonationSeconds: 3, pauses: 1, longPauses: 0 })], [30_000, 0, 5_000])).toBeNull();
  });
});
