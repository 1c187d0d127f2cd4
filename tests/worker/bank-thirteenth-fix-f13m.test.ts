/**
 * Thirteenth read, f13m fixes (issue 22, marking code). Each planted case fails under the old marking and passes
 * now; the wrong answers next to them stay wrong.
 *  - t13c 1: a notes gap typed with a full stop or comma ("March.", "card.", "I.D.") lost credit.
 *  - t13c 2: a clock time typed for an hour key ("6pm", "six o'clock") and a longer form of what was heard
 *    ("swimming pool" for {{pool}}) scored 0.
 *  - t13a 1: British spellings missing from variants.ts (adaptor, sceptic, artefact, enquire, vapour, savour…).
 *  - t13b 2: derived British forms that are other words ("tyred" for "tired", "storey" for a tale).
 *  - t13b 3: a contraction of two key words in Listen and Type cost two words.
 *  - t13e 1: Interactive Reading highlights were marked on the passage built from the learner's own choices.
 */
import { describe, expect, it } from 'vitest';
import { acceptedVariant, canonicalWord } from '../../src/shared/learning/marking/variants.ts';
import { alignWords, listenTypeScore } from '../../src/shared/learning/marking/listen-type.ts';
import { highlightInCorrectPassage, markInteractiveListening, markInteractiveReading, markListenType, notesGapText } from '../../src/shared/learning/marking/objective.ts';
import { markAnswer } from '../../src/shared/learning/marking/index.ts';
import conversations from '../../content/interactive-listening/conversations.json';
import sets from '../../content/interactive-reading/sets.json';

type Conversation = (typeof conversations)[number];
type Turn = { speaker: string; text?: string; answer?: string };

/** The public item and key of a conversation, built as scripts/bank/lib/text-items.mjs builds them (notes only). */
function listening(id: string) {
  const c = conversations.find((x) => x.id === id) as Conversation;
  const complete: ({ kind: 'text'; text: string } | { kind: 'blank'; index: number })[] = [];
  const keys: { word: string; accept?: string[] }[] = [];
  let last = 0;
  for (const m of c.complete.text.matchAll(/\{\{([^}]+)\}\}/g)) {
    complete.push({ kind: 'text', text: c.complete.text.slice(last, m.index) });
    complete.push({ kind: 'blank', index: keys.length });
    const [word, ...accept] = m[1]!.split('|').map((x) => x.trim());
    keys.push(accept.length ? { word: word!, accept } : { word: word! });
    last = m.index! + m[0].length;
  }
  complete.push({ kind: 'text', text: c.complete.text.slice(last) });
  const item = { id, type: 'interactive-listening', turns: [], complete } as never;
  const key = { complete: keys, completeWhy: '', responses: [], sampleSummary: '',
    transcript: (c.turns as Turn[]).map((t) => ({ speaker: t.speaker, text: t.text ?? t.answer ?? '' })) } as never;
  /** The score of `typed` in the gap keyed `word` (every other gap typed right). */
  return (word: string, typed: string) => {
    const n = keys.findIndex((k) => k.word === word);
    if (n < 0) throw new Error(`${id} has no gap {{${word}}}`);
    const answer = { type: 'interactive-listening', complete: keys.map((k, i) => (i === n ? typed : k.word)), responses: [] } as never;
    return markInteractiveListening({ itemId: id, type: 'interactive-listening' } as never, item, key, answer).parts[n]!.score;
  };
}

describe('f13m: punctuation typed in a notes gap (t13c class 1)', () => {
  it('strips leading and trailing punctuation and the dots of a letter abbreviation', () => {
    expect(notesGapText('March.')).toBe('march');
    expect(notesGapText(' "pool," ')).toBe('pool');
    expect(notesGapText('I.D.')).toBe('id');
    expect(notesGapText("o'clock")).toBe("o'clock");
  });
  it('gives full credit to "pool." and "Friday," in il-0011 and keeps a wrong word wrong', () => {
    const mark = listening('il-0011');
    expect(mark('pool', 'pool.')).toBe(1);
    expect(mark('pool', '(pool)')).toBe(1);
    expect(mark('Friday', 'Friday,')).toBe(1);
    expect(mark('pool', 'gym.')).toBe(0);
    expect(mark('fifteen', '15.')).toBe(1);
  });
});

describe('f13m: a clock time typed for an hour key (t13c class 2)', () => {
  it.each(['6pm', '6 pm', '6 p.m.', '6:00', '6.00', "six o'clock", "6 o'clock", 'six p.m.', '6PM.'])('accepts "%s" for il-0011 "evenings at {{six}}"', (typed) => {
    expect(listening('il-0011')('six', typed)).toBe(1);
  });
  it.each(['7pm', '6:30', '16:00', 'sixty', '6 people'])('refuses "%s" there', (typed) => {
    expect(listening('il-0011')('six', typed)).toBe(0);
  });
  it('takes no clock time where the number is not a time ("{{fifteen}} dollars")', () => {
    expect(listening('il-0011')('fifteen', '15:00')).toBe(0);
    expect(listening('il-0011')('fifteen', "fifteen o'clock")).toBe(0);
  });
  it('accepts a clock time in the other sampled hour gaps ("at {{three}}" in il-0067)', () => {
    expect(listening('il-0067')('three', '3 p.m.')).toBe(1);
    expect(listening('il-0067')('three', "three o'clock.")).toBe(1);
    expect(listening('il-0067')('three', '4 p.m.')).toBe(0);
  });
});

describe('f13m: the hour gaps of the whole file (t13c class 2 sweep)', () => {
  it('takes a clock time in exactly the 16 gaps the report lists, and not in "up to {{ten}} books" or "room {{twelve}}"', () => {
    const hours = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
    const found: string[] = [];
    for (const c of conversations) {
      const mark = listening(c.id);
      for (const m of c.complete.text.matchAll(/\{\{([^}|]+)/g)) {
        const h = hours.indexOf(m[1]!.trim().toLowerCase());
        if (h >= 0 && mark(m[1]!.trim(), `${h + 1} p.m.`) === 1) found.push(`${c.id}:${m[1]!.trim()}`);
      }
    }
    expect(found.sort()).toEqual(['il-0004:eight', 'il-0004:five', 'il-0011:six', 'il-0016:four', 'il-0030:six', 'il-0030:ten', 'il-0031:three',
      'il-0040:seven', 'il-0046:six', 'il-0048:four', 'il-0048:ten', 'il-0051:five', 'il-0063:seven', 'il-0065:three', 'il-0067:three', 'il-0070:ten']);
    expect(listening('il-0070')('ten', '10 a.m.')).toBe(1);
    expect(listening('il-0070')('twelve', '12:00')).toBe(0);
    expect(listening('il-0002')('ten', '10:00')).toBe(0);
  });
  it('keeps every notes gap right when typed with a full stop after it', () => {
    for (const c of conversations) {
      const mark = listening(c.id);
      for (const m of c.complete.text.matchAll(/\{\{([^}|]+)/g)) expect(mark(m[1]!.trim(), `${m[1]!.trim()}.`), c.id).toBe(1);
    }
  });
});

describe('f13m: two words typed for a one-word gap (t13c class 2)', () => {
  it('accepts "swimming pool" for {{pool}} in il-0011, since Ben said it', () => {
    expect(listening('il-0011')('pool', 'swimming pool')).toBe(1);
    expect(listening('il-0011')('pool', 'the pool')).toBe(1);
  });
  it('refuses a pair that was not said, a negation, and a different word', () => {
    expect(listening('il-0011')('pool', 'outdoor pool')).toBe(0);
    expect(listening('il-0011')('pool', 'no pool')).toBe(0);
    expect(listening('il-0011')('pool', 'swimming gym')).toBe(0);
    expect(listening('il-0067')('screen', 'touch screen')).toBe(1);
    expect(listening('il-0067')('screen', 'glass screen')).toBe(0);
    expect(listening('il-0057')('shoes', 'running shoes')).toBe(1);
    expect(listening('il-0057')('shoes', 'dancing shoes')).toBe(0);
  });
});

describe('f13m: missing British spellings (t13a class 1)', () => {
  it.each([
    ['adaptor', 'adapter'], ['adaptors', 'adapters'], ['sceptic', 'skeptic'], ['sceptics', 'skeptics'], ['scepticism', 'skepticism'],
    ['artefact', 'artifact'], ['artefacts', 'artifacts'], ['enquire', 'inquire'], ['enquired', 'inquired'], ['enquiry', 'inquiry'],
    ['enquiries', 'inquiries'], ['vapour', 'vapor'], ['savour', 'savor'], ['savoury', 'savory'], ['rigour', 'rigor'], ['tumour', 'tumor'],
    ['smoulder', 'smolder'], ['smouldering', 'smoldering'], ['moult', 'molt'], ['instalment', 'installment'], ['wilful', 'willful'],
  ])('accepts "%s" for "%s"', (uk, us) => {
    expect(acceptedVariant(uk, us)).toBe('spelling');
  });
});

describe('f13m: British forms that are other words (t13b class 2)', () => {
  it('derives only the noun forms of tyre, storey and kerb', () => {
    expect(canonicalWord('tyred').word).toBe('tyred');
    expect(canonicalWord('tyring').word).toBe('tyring');
    expect(canonicalWord('storeyed').word).toBe('storeyed');
    expect(canonicalWord('storeys').word).toBe('stories');
    expect(canonicalWord('tyres').word).toBe('tires');
  });
  it('marks "tyred" for lt-0124\'s "tired eyes" as a slip, not right', () => {
    const diff = alignWords('My tyred eyes need rest', 'My tired eyes need rest');
    expect(diff[1]!.op).not.toBe('ok');
    expect(alignWords('My tired eyes need rest', 'My tired eyes need rest')[1]!.op).toBe('ok');
  });
  it('refuses "storey" for a tale and accepts it for a floor', () => {
    expect(alignWords('She told us a true storey', 'She told us a true story')[5]!.op).not.toBe('ok');
    expect(alignWords('The building has one more storey', 'The building has one more story')[5]!.op).toBe('ok');
    expect(alignWords('We fixed the flat tyre', 'We fixed the flat tire')[4]!.op).toBe('ok');
    expect(alignWords('The long walk tyres me', 'The long walk tires me')[3]!.op).not.toBe('ok');
  });
  it('refuses "practise" for the noun and "programme" for a computer program, with a sentence to read', () => {
    expect(alignWords('Piano practise takes time', 'Piano practice takes time')[1]!.op).not.toBe('ok');
    expect(alignWords('I practise every day', 'I practice every day')[1]!.op).toBe('ok');
    expect(alignWords('Install the programme on your laptop', 'Install the program on your laptop')[2]!.op).not.toBe('ok');
    expect(alignWords('The city started a new programme', 'The city started a new program')[5]!.op).toBe('ok');
    expect(acceptedVariant('storey', 'story', [], { words: ['a', 'true', 'story'], index: 2 })).toBeNull();
    expect(acceptedVariant('storey', 'story', [], { words: ['a', 'two', 'story', 'house'], index: 2 })).toBe('spelling');
    // A letter gap with no sentence keeps the old leniency.
    expect(acceptedVariant('storey', 'story')).toBe('spelling');
  });
});

describe('f13m: a contraction in Listen and Type (t13b class 3)', () => {
  const score = (typed: string, key: string) => listenTypeScore(alignWords(typed, key));
  it('costs half a word for "cat\'s" typed for "cat is", less than a wrong word', () => {
    const contracted = score("The cat's sleeping on the sofa", 'The cat is sleeping on the sofa');
    const wrongWord = score('The cat is sleeping on the couch', 'The cat is sleeping on the sofa');
    expect(contracted).toBeCloseTo(6.5 / 7, 3);
    expect(contracted).toBeGreaterThan(wrongWord);
    expect(score("If I'd known, I'd have left", 'If I had known, I would have left')).toBeCloseTo(7 / 8, 3);
    expect(score("I don't know", 'I do not know')).toBeCloseTo(3.5 / 4, 3);
    expect(score("We won't stay", 'We will not stay')).toBeCloseTo(3.5 / 4, 3);
    expect(score("I can't go", 'I cannot go')).toBeCloseTo(2.5 / 3, 3);
  });
  it('costs half a word for the full form typed for a key contraction', () => {
    expect(score('It is late', "It's late")).toBeCloseTo(1.5 / 2, 3);
    expect(score('They do not know', "They don't know")).toBeCloseTo(2.5 / 3, 3);
    // A possessive typed as "noun is" is not a contraction typed in full.
    expect(score('The cat is bowl', "The cat's bowl")).toBe(0.5);
  });
  it('keeps a wrong contraction wrong', () => {
    expect(score("The cat's sleeping", 'The cat was sleeping')).toBeLessThan(0.7);
    expect(alignWords("The cat's sleeping", 'The cat is sleeping').map((d) => d.op)).toEqual(['ok', 'ok', 'typo', 'ok']);
  });
  it('marks through markListenType and markAnswer', () => {
    const r = markListenType({ itemId: 'lt-x', type: 'listen-and-type' }, { text: 'The cat is sleeping.' }, { type: 'listen-and-type', text: "The cat's sleeping.", plays: 1 });
    expect(r.score).toBeCloseTo(3.5 / 4, 3);
    const a = markAnswer({ id: 'lt-x', type: 'listen-and-type' } as never, { text: 'My phone is on the table.' }, { type: 'listen-and-type', text: "My phone's on the table.", plays: 1 });
    expect(a.score).toBeGreaterThan(0.9);
  });
});

describe('f13m: Interactive Reading highlights against the correct passage (t13e class 1)', () => {
  /** The public item and key of a set, as text-items.mjs builds them but with options in file order (answer first). */
  function reading(id: string) {
    const s = sets.find((x) => x.id === id)!;
    const [first, ...others] = s.paragraphs as string[];
    const sentences: ({ kind: 'text'; text: string } | { kind: 'choice'; index: number; options: string[] })[] = [];
    const keys: { answer: number; word: string }[] = [];
    let last = 0;
    for (const m of first!.matchAll(/\{\{([^}]+)\}\}/g)) {
      const options = m[1]!.split('|').map((x) => x.trim());
      sentences.push({ kind: 'text', text: first!.slice(last, m.index) }, { kind: 'choice', index: keys.length, options });
      keys.push({ answer: 0, word: options[0]! });
      last = m.index! + m[0].length;
    }
    sentences.push({ kind: 'text', text: first!.slice(last) });
    const at = others.findIndex((p) => /<<.+?>>/.test(p));
    const para = others[at]!;
    const removed = /<<(.+?)>>/.exec(para)!;
    const item = {
      id, type: 'interactive-reading', sentences: sentences.filter((x) => x.kind !== 'text' || x.text),
      passage: { before: [...others.slice(0, at), para.slice(0, removed.index).trimEnd()], after: [para.slice(removed.index + removed[0].length).trimStart(), ...others.slice(at + 1)], options: [removed[1]!, ...s.passageSentence.distractors] },
      highlights: s.highlights.map((h) => ({ question: h.question })), mainIdea: { options: [] }, title: { options: [] },
    } as never;
    const key = {
      sentences: keys, passage: { answer: 0, sentence: removed[1]!, why: '' }, highlights: s.highlights.map((h) => ({ answer: h.answer, why: '' })),
      mainIdea: { answer: 0, text: '', why: '' }, title: { answer: 0, text: '' }, fullText: [],
    } as never;
    return { item, key, n: keys.length };
  }
  const answer = (sentences: number[], passage: number, highlights: (string | null)[]) =>
    ({ type: 'interactive-reading', sentences, passage, highlights, mainIdea: 0, title: 0 }) as never;

  // ir-0003's first highlight key holds the fourth gap's answer ("fade"); "wade" is one of its wrong options.
  it('gives ir-0003 h1 full credit for the right place after a wrong gap choice ("allowing others to wade")', () => {
    const { item, key, n } = reading('ir-0003');
    const wrong = Array(n).fill(0);
    wrong[3] = 1; // "wade" for "fade"
    const typed = 'strengthening some memories while allowing others to wade';
    const marked = markInteractiveReading({ itemId: 'ir-0003', type: 'interactive-reading' }, item, key, answer(wrong, 0, [typed, null]));
    expect(marked.parts.find((p) => p.id === 'highlight-0')!.score).toBe(1);
    expect(highlightInCorrectPassage(item, key, answer(wrong, 0, []), 'allowing others to wade')).toBe('allowing others to fade');
    // The right choices: unchanged.
    const right = markInteractiveReading({ itemId: 'ir-0003', type: 'interactive-reading' }, item, key, answer(Array(n).fill(0), 0, ['strengthening some memories while allowing others to fade', null]));
    expect(right.parts.find((p) => p.id === 'highlight-0')!.score).toBe(1);
  });
  it('still marks a highlight in the wrong place wrong', () => {
    const { item, key, n } = reading('ir-0003');
    // A real span of the passage (its last paragraph), not the one the question asks for.
    const marked = markInteractiveReading({ itemId: 'ir-0003', type: 'interactive-reading' }, item, key, answer(Array(n).fill(1), 0, ['Naps can also help', null]));
    expect(marked.parts.find((p) => p.id === 'highlight-0')!.score).toBe(0);
  });
  it('maps an edge inside a wrongly chosen sentence to the edge of the right one', () => {
    const { item, key, n } = reading('ir-0005');
    const s = sets.find((x) => x.id === 'ir-0005')!;
    const wrongSentence = s.passageSentence.distractors[0]!;
    const right = /<<(.+?)>>/.exec(s.paragraphs.join(' '))![1]!;
    expect(highlightInCorrectPassage(item, key, answer(Array(n).fill(0), 1, []), wrongSentence)).toBe(right.toLowerCase().replace(/[^\p{L}\p{N}' -]/gu, '').replace(/\s+/g, ' ').trim());
    // Text that is in neither passage is marked as it was typed.
    expect(highlightInCorrectPassage(item, key, answer(Array(n).fill(0), 0, []), 'nothing like this')).toBe('nothing like this');
  });
});
