/**
 * Eleventh read, t11a fixes (issue 22): Read and Select, Fill in the Blanks and Read and Complete.
 * - A pseudo-word that sounds like an offensive stem after one sound swap (b/m/p, m/n, d/t, g/k, f/v) anywhere, or
 *   one changed letter at the edge of a stem of six or more, is blocked (rs-34d8c2dd0b6c "basturb" = masturb-).
 * - Two real words run together, one of them a content word, are blocked (rs-a91cbb93e5f7 "notaxi" = no taxi).
 * - "moll" is stopped (rs-5331ec69f4fa "molls"); words on the definitions read's "Too rare" lists are never drawn
 *   (rs-3446bf5d9793 "wassail").
 * - A statement served verbatim (normalized) in two task types fails the build (fib-0573 = lt-0290).
 * - US usage: a marathon in kilometers (rc-0262), "train services" and "the north of the country" (fib-0569).
 * - Two Fill in the Blanks sentences with the same four-word opening, one showing the other's key, fail the build.
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import { isStopped, isTooRare, isUnsafePseudoWord, runTogetherContentWords, soundsLikeStoppedStem } from '../../scripts/bank/lib/editorial.mjs';
import { crossTypeSentenceProblems, fibFrameProblems, sentencesOf } from '../../scripts/bank/lib/cross-type.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';

describe('pseudo-words that sound like an offensive stem', () => {
  it('blocks a sound swap of a stopped stem at the start, inside or at the end', () => {
    expect(soundsLikeStoppedStem('basturb')).toBe('masturb');
    expect(soundsLikeStoppedStem('rebasturbed')).toBe('masturb');
    expect(soundsLikeStoppedStem('ruggery')).toBe('bugeri');
    expect(isUnsafePseudoWord('basturb')).toBe(true);
    expect(isUnsafePseudoWord('pasturbing')).toBe(true);
  });
  it('blocks one changed letter at the edge of a long stem, but not a plain pseudo-word', () => {
    expect(soundsLikeStoppedStem('dasturbate')).toMatch(/^masturb/);
    expect(soundsLikeStoppedStem('pletaking')).toBeNull();
    expect(soundsLikeStoppedStem('moveried')).toBeNull();
    expect(isUnsafePseudoWord('refesions')).toBe(false);
  });
});

describe('real words run together', () => {
  const zipf = new Map([['taxi', 4.4], ['step', 5.1], ['ring', 5], ['rope', 4.4], ['wing', 4.3], ['tax', 4.2], ['axis', 3.2], ['dent', 3.4], ['sure', 6]]);
  const isWord = (w: string): boolean => zipf.has(w);
  const z = (w: string): number => zipf.get(w) ?? 1;
  it('finds a function word before a common content word, and two content words', () => {
    expect(runTogetherContentWords('notaxi', isWord, z)).toEqual(['no', 'taxi']);
    expect(runTogetherContentWords('stepring', isWord, z)).toEqual(['step', 'ring']);
    expect(runTogetherContentWords('ropewing', isWord, z)).toEqual(['rope', 'wing']);
  });
  it('leaves a pseudo-word with no such split, and rare or short pieces', () => {
    expect(runTogetherContentWords('moveried', isWord, z)).toBeNull();
    expect(runTogetherContentWords('axisdent', isWord, z)).toBeNull();
    expect(runTogetherContentWords('inaxis', isWord, z)).toBeNull();
  });
});

describe('real words a reader ruled out', () => {
  it('stops moll and its plural', () => {
    expect(isStopped('molls')).toBe(true);
    expect(isStopped('moll')).toBe(true);
  });
  it('never draws a "Too rare" word or its forms', () => {
    expect(isTooRare('wassail')).toBe(true);
    expect(isTooRare('wassailing')).toBe(true);
    expect(isTooRare('sublimating', () => ['sublimate'])).toBe(true);
    expect(isTooRare('plight')).toBe(false);
    expect(isTooRare('telescope')).toBe(false);
  });
});

describe('a sentence served in two task types', () => {
  const fib = { id: 'fib-0573', text: 'The film is [[based]] on a true story about a family of farmers.' };
  const lt = { id: 'lt-0290', text: 'The film is based on a true story about a family of farmers.' };
  it('fails a verbatim repeat across types, gap markup and case aside', () => {
    const problems = crossTypeSentenceProblems([fib, lt]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^lt-0290: repeats a sentence of fib-0573/);
    expect(crossTypeSentenceProblems([fib, { id: 'rc-0001', text: `Some text here. ${lt.text.toUpperCase()}` }])).toHaveLength(1);
  });
  it('finds a sentence inside a model answer', () => {
    const sample = { id: 'lts-0076', samples: [{ band: 145, text: 'I get up early. The film is based on a true story about a family of farmers. It is good.' }] };
    expect(crossTypeSentenceProblems([fib, sample])).toHaveLength(1);
  });
  it('passes the same type, engine fixtures, stock questions and short sentences', () => {
    expect(crossTypeSentenceProblems([fib, { ...lt, id: 'fib-0574' }])).toEqual([]);
    expect(crossTypeSentenceProblems([fib, { ...lt, id: 'lt-9002' }])).toEqual([]);
    expect(crossTypeSentenceProblems([{ id: 'iw-0001', prompt: 'What do you do there and why do you like it?' }, { id: 'ws-0049', prompt: 'What do you do there and why do you like it?' }])).toEqual([]);
    expect(sentencesOf('I like tea. Short one here.')).toEqual([]);
  });
});

describe('US usage (rc-0262, fib-0569)', () => {
  it('matches a marathon in kilometers, plural train services and "the north of the country"', () => {
    expect(britishUsages('A marathon is a running race of just over forty-two kilometers.')).toHaveLength(1);
    expect(britishUsages('The marathon covers 42.2 km of city streets.')).toHaveLength(1);
    expect(britishUsages('Heavy snow disrupted train services across the north of the country.')).toHaveLength(2);
  });
  it('leaves a 5K, train service and "the northern part of the country" alone', () => {
    expect(britishUsages('She ran five kilometers in the park before the 10K race.')).toEqual([]);
    expect(britishUsages('Heavy snow disrupted train service across the northern part of the country.')).toEqual([]);
  });
});

describe('Fill in the Blanks frames that give a key away (fib-0005/fib-0326)', () => {
  const a = { id: 'fib-0005', text: 'Take an umbrella with you because it is going to [[rain]] this afternoon.' };
  it('fails two sentences with the same opening when one shows the other key', () => {
    expect(fibFrameProblems([a, { id: 'fib-0326', text: 'Take an [[umbrella]] with you, because the forecast says it will rain this afternoon.' }])).toHaveLength(1);
  });
  it('passes a shared opening with no key shown, and a key shown under another opening', () => {
    expect(fibFrameProblems([{ id: 'fib-0067', text: 'Critics argue that the policy will [[widen]] the gap.' }, { id: 'fib-0546', text: 'Critics argue that the film [[glorifies]] reckless behavior.' }])).toEqual([]);
    expect(fibFrameProblems([a, { id: 'fib-0326', text: 'I left my [[umbrella]] on the bus, so I got wet on the way home.' }])).toEqual([]);
  });
});
