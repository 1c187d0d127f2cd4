/**
 * Issue 26 §3: properties for the survivor classes in marking, allowance, the copied-prompt check and the IRT
 * likelihood (the design effect of multi-part items).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyLimit, dayNumber, isPremium, nextReset } from './allowance.ts';
import { FREE_DAILY_ITEMS } from '../constants.ts';
import { letterCredit, spanCredit, typedWordCredit } from './marking/index.ts';
import { copiedShare as copiedTrigrams, estimateWriting, FLOOR, words } from './adaptive/writing-estimate.ts';
import { copiedShare } from './correction/detectors.ts';
import { effectiveParts, estimate, logLikelihood, TESTLET_ICC } from './adaptive/irt.ts';

const word = fc.stringMatching(/^[a-z]{3,9}$/);

describe('marking boundaries', () => {
  it('a typed word with one slip gets half credit from five letters on, none below (boundary)', () => {
    expect(typedWordCredit('housr', 'house')).toBe(0.5);
    expect(typedWordCredit('hous', 'house')).toBe(0.5);
    expect(typedWordCredit('tabe', 'tabl')).toBe(0);
    expect(typedWordCredit('cat', 'car')).toBe(0);
    expect(typedWordCredit('House', 'house')).toBe(1);
    expect(typedWordCredit('hpusr', 'house')).toBe(0);
  });

  it('letter credit is 1 exactly when the letters match, in [0, 1], and falls with each wrong letter (property)', () => {
    fc.assert(fc.property(word, fc.nat(8), (w, at) => {
      expect(letterCredit(w, w)).toBe(1);
      expect(letterCredit(w.toUpperCase(), w)).toBe(1);
      const i = at % w.length;
      const wrong = w.slice(0, i) + (w[i] === 'z' ? 'y' : 'z') + w.slice(i + 1);
      expect(letterCredit(wrong, w)).toBeCloseTo((w.length - 1) / w.length, 10);
      expect(letterCredit(w + 'x', w)).toBeCloseTo(w.length / (w.length + 1), 10);
      expect(letterCredit('', w)).toBe(0);
    }));
    expect(letterCredit('', '')).toBe(1);
    expect(letterCredit('a', '')).toBe(0);
  });

  it('span credit is 1 for the same words, 0 for none shared, and symmetric F1 between (property)', () => {
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.array(word, { minLength: 1, maxLength: 8 }), (a, b) => {
      expect(spanCredit(a.join(' '), a.join(' '))).toBe(1);
      const c = spanCredit(a.join(' '), b.join(' '));
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
      expect(c).toBeCloseTo(spanCredit(b.join(' '), a.join(' ')), 3);
    }));
    expect(spanCredit(null, 'a b')).toBe(0);
    expect(spanCredit('the cat sat', 'the cat')).toBe(0.8);
  });
});

describe('allowance boundaries', () => {
  it('Premium ends exactly at vipEndTime, and only then the free limit applies (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e9, max: 1e9 }), (now, off) => {
      expect(isPremium(now + off, now)).toBe(off > 0);
      expect(dailyLimit(now + off, now)).toBe(off > 0 ? null : FREE_DAILY_ITEMS);
      expect(nextReset(now)).toBeGreaterThan(now);
      expect(dayNumber(nextReset(now))).toBe(dayNumber(now) + 1);
      expect(dayNumber(nextReset(now) - 1)).toBe(dayNumber(now));
    }));
    expect(isPremium(null, 0)).toBe(false);
    expect(isPremium(1_000, 1_000)).toBe(false);
    expect(isPremium(1_001, 1_000)).toBe(true);
  });
});

describe('a copied prompt is caught in any case and Unicode form', () => {
  const prompt = 'Describe a place in your city where people like to spend their free time and explain why they go there';
  const variants = fc.constantFrom<(s: string) => string>(
    (s) => s.toUpperCase(), (s) => s.toLowerCase(), (s) => s.replace(/\b\w/g, (c) => c.toUpperCase()),
    (s) => s.normalize('NFD'), (s) => s.replace(/ /g, '\u00a0'), (s) => s.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
  );
  it('by the writing estimate and the correction detector (property)', () => {
    fc.assert(fc.property(variants, (change) => {
      const copy = change(prompt);
      expect(estimateWriting('writing-sample', copy, prompt)).toBe(FLOOR);
      expect(copiedTrigrams(words(copy), words(prompt))).toBeGreaterThan(0.5);
      expect(copiedShare(copy.normalize('NFKC'), prompt)).toBeGreaterThanOrEqual(0.5);
    }));
  });
  it('while an answer of its own words is not', () => {
    expect(copiedTrigrams(words('I often go to the river park because it is quiet and green'), words(prompt))).toBeLessThan(0.5);
  });
});

describe('design effect of multi-part items in the likelihood', () => {
  const item = { a: 1.2, b: 0.3 };
  it('n parts weigh n / (1 + (n − 1)·ICC) items, never n (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 12 }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (n, theta, score) => {
      const one = logLikelihood(theta, { kind: 'objective', item, score, parts: 1 });
      const many = logLikelihood(theta, { kind: 'objective', item, score, parts: n });
      expect(many).toBeCloseTo(one * (n / (1 + (n - 1) * TESTLET_ICC)), 8);
      expect(effectiveParts(n)).toBeLessThan(n);
      expect(effectiveParts(n)).toBeGreaterThan(1);
    }));
    expect(effectiveParts(1)).toBe(1);
    // A score outside [0, 1] (a bad mark) counts as the nearest end, never beyond it.
    expect(logLikelihood(0.5, { kind: 'objective', item, score: 1.7, parts: 1 })).toBe(logLikelihood(0.5, { kind: 'objective', item, score: 1, parts: 1 }));
    expect(logLikelihood(0.5, { kind: 'objective', item, score: -2, parts: 1 })).toBe(logLikelihood(0.5, { kind: 'objective', item, score: 0, parts: 1 }));
    expect(effectiveParts(0)).toBe(0);
  });
  it('a 10-gap passage all right moves the estimate less than 10 separate right items', () => {
    const passage = estimate([{ kind: 'objective', item, score: 1, parts: 10 }]);
    const separate = estimate(Array.from({ length: 10 }, () => ({ kind: 'objective' as const, item, score: 1, parts: 1 })));
    expect(passage.theta).toBeLessThan(separate.theta);
    expect(passage.sd).toBeGreaterThan(separate.sd);
  });
});
