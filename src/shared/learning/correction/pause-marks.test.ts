import { describe, expect, it } from 'vitest';
import { boundaryFindings, markPauses } from './pause-marks.ts';
import { concatChunks, downsample } from './resample.ts';

describe('pause marks', () => {
  it('marks pauses of 1 s or more as long and shorter ones as short', () => {
    expect(markPauses([{ start: 1, end: 1.4 }, { start: 2, end: 3 }, { start: 4, end: 5.5 }]).map((p) => p.long)).toEqual([false, true, true]);
  });

  it('finds a sentence run on without a pause and a long pause inside a sentence, from word timings', () => {
    const words = [
      { word: 'I', start: 0, end: 0.2 }, { word: 'like', start: 0.25, end: 0.5 }, { word: 'tea.', start: 0.55, end: 0.9 },
      { word: 'It', start: 0.95, end: 1.1 }, { word: 'is', start: 1.15, end: 1.3 }, { word: 'very', start: 2.6, end: 2.9 }, { word: 'warm.', start: 3, end: 3.4 },
      { word: 'Then', start: 4, end: 4.3 },
    ];
    expect(boundaryFindings(words)).toEqual({ missingPauses: ['tea.'], interruptions: ['is'] });
  });

  it('says nothing (not assessed) without word timings or punctuation', () => {
    expect(boundaryFindings([])).toBeNull();
    expect(boundaryFindings([{ word: 'hello', start: 0, end: 0.4 }, { word: 'there', start: 2, end: 2.3 }])).toBeNull();
  });
});

describe('recorder resampling', () => {
  it('averages 48 kHz down to 16 kHz and keeps the duration', () => {
    const input = concatChunks([new Float32Array(24000).fill(0.5), new Float32Array(24000).fill(-0.5)]);
    const out = downsample(input, 48000, 16000);
    expect(out.length).toBe(16000);
    expect(out[0]).toBeCloseTo(0.5);
    expect(out[15999]).toBeCloseTo(-0.5);
  });

  it('leaves audio at or below the target rate alone', () => {
    const input = new Float32Array([0.1, 0.2]);
    expect(downsample(input, 16000)).toBe(input);
  });
});
