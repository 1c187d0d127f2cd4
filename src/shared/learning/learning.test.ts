import { describe, expect, it } from 'vitest';
import { dailyLimit, dayNumber, nextReset, streaks } from './allowance.ts';
import { bFromScore, predictPseudoWord, predictRealWord, predictText, probabilityCorrect, scoreFromB } from './difficulty.ts';
import { chooseFollowUp } from './follow-up.ts';
import { firstMiss, review } from './review-schedule.ts';
import { FREE_DAILY_ITEMS } from '../constants.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 86_400_000;

describe('difficulty on the 10–160 scale', () => {
  it('maps logits to steps of 5 inside the scale', () => {
    expect(scoreFromB(0)).toBe(85);
    expect(scoreFromB(10)).toBe(160);
    expect(scoreFromB(-10)).toBe(10);
    expect(scoreFromB(0.5) % 5).toBe(0);
    expect(bFromScore(135)).toBe(2);
  });
  it('rates rare, long words harder than frequent short ones', () => {
    const common = predictRealWord({ zipf: 6, letters: 4, syllables: 1 });
    const rare = predictRealWord({ zipf: 2, letters: 11, syllables: 4 });
    expect(rare.difficulty).toBeGreaterThan(common.difficulty + 50);
  });
  it('rates English-looking pseudo-words harder to reject', () => {
    expect(predictPseudoWord({ wordlikeness: 1.5, letters: 6 }).b).toBeGreaterThan(predictPseudoWord({ wordlikeness: -1.5, letters: 6 }).b);
  });
  it('rates long sentences with rare words harder, anchored by the intended level', () => {
    const easy = predictText({ meanSentenceWords: 8, rareShare: 0.02, flesch: 90, cefr: 'A2' });
    const hard = predictText({ meanSentenceWords: 28, rareShare: 0.25, flesch: 30, cefr: 'C1' });
    expect(hard.difficulty).toBeGreaterThan(easy.difficulty);
  });
  it('gives a 50 % chance when ability equals difficulty', () => {
    expect(probabilityCorrect(0.7, { a: 1.3, b: 0.7 })).toBeCloseTo(0.5);
  });
});

describe('mistake notebook schedule (FSRS)', () => {
  it('brings a missed item back the same day, and pushes a well-answered review further out', () => {
    const card = firstMiss(NOW);
    expect(card.due).toBeGreaterThan(NOW);
    expect(card.due - NOW).toBeLessThan(DAY);
    const good1 = review(card, 1, card.due);
    const good2 = review(good1, 1, good1.due);
    expect(good2.due - good1.due).toBeGreaterThan(good1.due - card.due);
    const again = review(good2, 0, good2.due);
    expect(again.lapses).toBe(good2.lapses + 1);
    expect(again.due - good2.due).toBeLessThan(DAY);
  });
  it('is deterministic', () => {
    expect(review(firstMiss(NOW), 0.5, NOW + 600_000)).toEqual(review(firstMiss(NOW), 0.5, NOW + 600_000));
  });
});

describe('allowance and streaks', () => {
  it('limits free and lapsed members, not Premium', () => {
    expect(dailyLimit(null, NOW)).toBe(FREE_DAILY_ITEMS);
    expect(dailyLimit(NOW - 1, NOW)).toBe(FREE_DAILY_ITEMS);
    expect(dailyLimit(NOW + DAY, NOW)).toBeNull();
  });
  it('resets at the next UTC midnight', () => {
    expect(nextReset(NOW)).toBe(Date.UTC(2026, 10, 24));
  });
  it('counts consecutive days and keeps yesterday\'s streak alive before today\'s first answer', () => {
    const t = dayNumber(NOW);
    expect(streaks([t - 5, t - 2, t - 1], t)).toEqual({ current: 2, best: 2, today: false });
    expect(streaks([t - 5, t - 4, t - 3, t - 1, t], t)).toEqual({ current: 2, best: 3, today: true });
    expect(streaks([t - 3], t).current).toBe(0);
  });
});

describe('interactive writing follow-up', () => {
  const options = [{ question: 'A', ifMentions: ['bike', 'cycling'] }, { question: 'B', default: true }];
  it('follows a keyword of the first answer, else the default', () => {
    expect(chooseFollowUp('I go cycling every weekend.', options)).toBe(0);
    expect(chooseFollowUp('I read books.', options)).toBe(1);
  });
});
