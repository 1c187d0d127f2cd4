import { describe, expect, it } from 'vitest';
import type { PublicItemOf } from '../../exam/items.ts';
import type { InteractiveListeningKey, InteractiveReadingKey } from '../../exam/keys.ts';
import { alignWords, letterCredit, listenTypeScore, markAnswer, readSelectSetScore, spanCredit, typedWordCredit } from './index.ts';

const meta = { difficulty: 85, cefr: 'B1' as const, topic: 'test' };

describe('letter credit (Fill in the Blanks, C-test)', () => {
  it('gives full credit for the exact letters whatever the case, width or stray spaces', () => {
    expect(letterCredit('ind', 'ind')).toBe(1);
    expect(letterCredit('IND', 'ind')).toBe(1);
    expect(letterCredit(' i n d ', 'ind')).toBe(1);
    expect(letterCredit('ｉｎｄ', 'ind')).toBe(1);
    expect(letterCredit('in\u200Bd', 'ind')).toBe(1);
  });
  it('gives partial credit by letters in place and charges extra letters', () => {
    expect(letterCredit('inx', 'ind')).toBeCloseTo(2 / 3);
    expect(letterCredit('indd', 'ind')).toBeCloseTo(3 / 4);
    expect(letterCredit('', 'ind')).toBe(0);
  });
  it('treats composed and decomposed accents alike', () => {
    expect(letterCredit('e\u0301', '\u00e9')).toBe(1);
  });
});

describe('Listen and Type', () => {
  const key = 'The last train leaves at half past ten.';
  it('ignores case and punctuation', () => {
    expect(listenTypeScore(alignWords('the LAST train leaves at half past ten', key))).toBe(1);
  });
  it('gives half a word for a one-letter slip and nothing for a missing word', () => {
    const ops = alignWords('The last trian leaves at past ten.', key);
    expect(ops.map((o) => o.op)).toEqual(['ok', 'ok', 'typo', 'ok', 'ok', 'missing', 'ok', 'ok']);
    expect(listenTypeScore(ops)).toBeCloseTo(6.5 / 8, 3);
  });
  it('charges extra words and floors at zero', () => {
    expect(listenTypeScore(alignWords('', key))).toBe(0);
    expect(listenTypeScore(alignWords('the the the last train leaves at half past ten', key))).toBeLessThan(1);
  });
  it('keeps contractions as one word with a typographic apostrophe', () => {
    expect(listenTypeScore(alignWords('I don\u2019t know.', "I don't know."))).toBe(1);
  });
});

describe('spans and typed words', () => {
  it('credits a highlight by overlap', () => {
    expect(spanCredit('because the river flooded every spring', 'because the river flooded every spring')).toBe(1);
    expect(spanCredit('the river flooded', 'because the river flooded every spring')).toBeGreaterThan(0.5);
    expect(spanCredit('nothing here matches', 'because the river flooded')).toBe(0);
    expect(spanCredit(null, 'x')).toBe(0);
    // Each key word counts once: repeating "the" does not earn the key's single "the" twice.
    // given 'the the the river' vs key 'the river flows': shared 2 of 4 given, 2 of 3 key -> F1 = 4/7.
    expect(spanCredit('the the the river', 'the river flows')).toBe(0.571);
    // Repeated words the key also repeats do count each time (2 of 2 given, 2 of 4 key -> F1 = 2/3).
    expect(spanCredit('very very', 'it was very very cold')).toBe(0.571);
  });
  it('gives half credit for one slip in a long typed word', () => {
    expect(typedWordCredit('Tuesday', 'tuesday')).toBe(1);
    expect(typedWordCredit('tusday', 'tuesday')).toBe(0.5);
    expect(typedWordCredit('cat', 'car')).toBe(0);
  });
});

describe('Read and Select', () => {
  const item: PublicItemOf<'read-and-select'> = { ...meta, id: 'rs-x', type: 'read-and-select', word: 'strond' };
  it('marks a pseudo-word rejection right and names the nearest real word', () => {
    const r = markAnswer(item, { real: false, definitions: [], near: 'strong' }, { type: 'read-and-select', real: false });
    expect(r.score).toBe(1);
    expect(r.parts[0]!.explanation).toMatchObject({ frame: 'explain.readSelect.pseudoNear', args: { word: 'strond', near: 'strong' } });
  });
  it('marks no answer (time ran out) as wrong', () => {
    expect(markAnswer(item, { real: false, definitions: [] }, { type: 'read-and-select', real: null }).score).toBe(0);
  });
  it('scores a set by hits minus false alarms', () => {
    const allYes = [{ real: true, said: true }, { real: true, said: true }, { real: false, said: true }, { real: false, said: true }];
    expect(readSelectSetScore(allYes)).toBe(0);
    expect(readSelectSetScore([{ real: true, said: true }, { real: true, said: false }, { real: false, said: false }, { real: false, said: true }])).toBe(0);
    expect(readSelectSetScore([{ real: true, said: true }, { real: true, said: true }, { real: false, said: false }, { real: false, said: true }])).toBe(0.5);
  });
});

describe('C-test', () => {
  it('scores gaps separately and explains the missed ones', () => {
    const item: PublicItemOf<'read-and-complete'> = { ...meta, id: 'rc-x', type: 'read-and-complete', title: null, segments: [] };
    const key = { gaps: [{ word: 'river', missing: 'er' }, { word: 'water', missing: 'ter' }, { word: 'along', missing: 'ng' }] };
    const r = markAnswer(item, key, { type: 'read-and-complete', gaps: ['er', 'tar'] });
    expect(r.parts.map((p) => p.score)).toEqual([1, 0.667, 0]);
    expect(r.parts[0]!.explanation).toBeUndefined();
    expect(r.parts[2]!.explanation).toMatchObject({ frame: 'explain.readComplete.gap', args: { word: 'along', prefix: 'alo', missing: 'ng' } });
    expect(r.score).toBeCloseTo(0.556, 3);
  });
});

describe('Interactive Reading and Listening mark their parts separately', () => {
  it('reading: sentences, passage, highlights, main idea and title', () => {
    const item = {
      ...meta, id: 'ir-x', type: 'interactive-reading',
      sentences: [{ kind: 'choice', index: 0, options: ['a', 'b', 'c', 'd'] }, { kind: 'choice', index: 1, options: ['e', 'f', 'g', 'h'] }],
      passage: { before: [], after: [], options: ['s1', 's2', 's3', 's4'] }, highlights: [{ question: 'q1' }, { question: 'q2' }],
      mainIdea: { options: ['m1', 'm2', 'm3', 'm4'] }, title: { options: ['t1', 't2', 't3', 't4'] },
    } as const satisfies PublicItemOf<'interactive-reading'>;
    const key: InteractiveReadingKey = {
      sentences: [{ answer: 1, word: 'b' }, { answer: 2, word: 'g' }],
      passage: { answer: 3, sentence: 's4', why: 'w' },
      highlights: [{ answer: 'the dam was built in the valley', why: 'w' }, { answer: 'farmers moved to the hills', why: 'w' }],
      mainIdea: { answer: 0, text: 'm1', why: 'w' }, title: { answer: 2, text: 't3' }, fullText: ['p1', 'p2'],
    };
    const r = markAnswer(item as unknown as PublicItemOf<'interactive-reading'>, key, {
      type: 'interactive-reading', sentences: [1, 0], passage: 3, highlights: ['The dam was built in the valley.', null], mainIdea: 1, title: 2,
    });
    expect(r.groups).toEqual({ sentences: 0.5, passage: 1, highlight: 0.5, mainIdea: 0, title: 1 });
    expect(r.score).toBe(0.6);
    expect(r.parts.find((p) => p.id === 'sentences-1')).toMatchObject({ given: 'e', expected: 'g', score: 0 });
    expect(r.material).toEqual([{ kind: 'passage', text: 'p1' }, { kind: 'passage', text: 'p2' }]);
  });
  it('listening: typed notes and chosen replies', () => {
    const item: PublicItemOf<'interactive-listening'> = {
      ...meta, id: 'il-x', type: 'interactive-listening', scenario: 's', partner: { name: 'Sam', voice: 'male' },
      turns: [{ speaker: 'partner', audio: null }, { speaker: 'you', index: 0, options: ['a', 'b', 'c', 'd'] }, { speaker: 'partner', audio: null }],
      complete: [],
    };
    const key: InteractiveListeningKey = { complete: [{ word: 'Thursday' }, { word: 'library' }], completeWhy: 'w', responses: [{ answer: 2, text: 'c', why: 'w' }], sampleSummary: 'x', transcript: [] };
    const r = markAnswer(item, key, { type: 'interactive-listening', complete: ['thursday', 'libary'], responses: [2], summary: 'They talked.' });
    expect(r.groups).toEqual({ complete: 0.75, respond: 1 });
  });
  it('refuses an answer of another task type', () => {
    const item: PublicItemOf<'read-and-select'> = { ...meta, id: 'rs-y', type: 'read-and-select', word: 'dog' };
    expect(() => markAnswer(item, { real: true, definitions: [] }, { type: 'listen-and-type', text: 'dog', plays: 1 })).toThrow();
  });
});
