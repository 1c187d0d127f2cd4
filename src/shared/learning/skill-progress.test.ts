import { describe, expect, it } from 'vitest';
import type { TaskTypeId } from '../exam/task-types.ts';
import { skillStats, statOf, trendOf, type AnsweredAttempt } from './skill-progress.ts';

const a = (type: TaskTypeId, score: number | null, elapsedMs: number | null = 10_000): AnsweredAttempt => ({ type, score, elapsedMs });
const bySkill = (rows: AnsweredAttempt[]) => Object.fromEntries(skillStats(rows).map((s) => [s.subscore, s]));

describe('skillStats: accuracy per skill from the tasks that score it', () => {
  it('no answers: every skill says it has no score', () => {
    const s = bySkill([]);
    for (const skill of ['reading', 'listening', 'writing', 'speaking']) {
      expect(s[skill]).toMatchObject({ attempts: 0, scored: 0, accuracy: null, averageMs: null, trend: 'none' });
    }
  });

  it('Interactive Listening only: listening has its accuracy, writing has attempts but no accuracy (the issue\'s 94 %)', () => {
    const s = bySkill([a('interactive-listening', 0.94), a('interactive-listening', 0.94)]);
    expect(s.listening).toMatchObject({ attempts: 2, scored: 2, accuracy: 0.94 });
    expect(s.writing).toMatchObject({ attempts: 2, scored: 0, accuracy: null });
    expect(s.reading).toMatchObject({ attempts: 0, accuracy: null });
  });

  it('open writing answers only: attempts counted, accuracy stays null', () => {
    const s = bySkill([a('write-about-the-photo', null), a('interactive-writing', null)]);
    expect(s.writing).toMatchObject({ attempts: 2, scored: 0, accuracy: null });
    expect(s.speaking!.attempts).toBe(0);
  });

  it('mixed: each skill averages only its own scored tasks', () => {
    const s = bySkill([
      a('read-and-select', 1), a('read-and-complete', 0.5), a('interactive-reading', 0.75),
      a('listen-and-type', 0.2), a('interactive-listening', 0.8),
      a('writing-sample', null), a('speak-about-the-photo', null),
    ]);
    expect(s.reading).toMatchObject({ attempts: 3, scored: 3, accuracy: 0.75 });
    expect(s.listening).toMatchObject({ attempts: 2, scored: 2, accuracy: 0.5 });
    expect(s.writing).toMatchObject({ attempts: 2, scored: 0, accuracy: null });
    expect(s.speaking).toMatchObject({ attempts: 1, scored: 0, accuracy: null });
  });

  it('a score of 0 is a real accuracy of 0, not "no score"', () => {
    expect(bySkill([a('read-and-select', 0)]).reading).toMatchObject({ scored: 1, accuracy: 0 });
  });
});

describe('statOf and trendOf', () => {
  it('averages time over every answer, rounds accuracy to 0.1 %', () => {
    expect(statOf([a('read-and-select', 1, 1000), a('read-and-select', 0, null), a('read-and-select', 0, 2000)]))
      .toMatchObject({ attempts: 3, scored: 3, accuracy: 0.333, averageMs: 1500 });
  });

  it('needs 4 scores for a trend; newest first, 5 points either way is flat', () => {
    expect(trendOf([1, 0, 0])).toBe('none');
    expect(trendOf([1, 1, 0, 0])).toBe('up');
    expect(trendOf([0, 0, 1, 1])).toBe('down');
    expect(trendOf([0.54, 0.54, 0.5, 0.5])).toBe('flat');
    expect(trendOf([0.6, 0.6, 0.5, 0.5])).toBe('up');
  });
});
