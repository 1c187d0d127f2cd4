/**
 * Ninth read, e9c fixes (issue 22): Interactive Listening and Interactive Writing.
 * - British usage: "in six weeks' time" (il-0024), "in ten years' time" (iw-0026), "book a place online" (il-0011) and
 *   the non-US "take a loan" (iw-0030) are flagged; the US frames ("six weeks from now", "book a place to stay",
 *   "take out a loan") pass.
 * - A note that praises a quote overlapping an `error` note (iw-0026 "My sister write a diary every night") fails.
 * - An Interactive Listening notes gap whose key ends a compound said in the conversation ("haircut" for {{cut}},
 *   il-0051) must accept the compound.
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { annotationProblems, praisedErrorProblems } from '../../scripts/bank/lib/samples.mjs';
import { compoundGapProblems } from '../../scripts/bank/lib/listening-notes.mjs';

describe('e9c fixes: British and non-US usage', () => {
  it.each([
    ['il', "We could start the project in six weeks' time.", "in six weeks' time"],
    ['iw', "What would you like to remember about this year in ten years' time?", "in ten years' time"],
    [null, 'The results will be out in a week’s time.', 'in a week’s time'],
    ['il', 'On Tuesday and Friday evenings at six. You need to book a place online.', 'book a place'],
    ['il', "Okay. So I don't need to book a place?", 'book a place'],
    [null, 'She got a place on the pottery course.', 'got a place on the pottery course'],
    ['iw', 'A young person may take a loan for a phone.', 'take a loan'],
    [null, 'They took a small loan from the bank.', 'took a small loan'],
  ])('flags %s "%s"', (prefix, text, phrase) => {
    expect(britishUsages(text, prefix).join(' ')).toContain(`"${phrase}"`);
  });

  it.each([
    ['il', 'We could start the project six weeks from now.'],
    ['iw', 'What would you like to remember about this year ten years from now?'],
    ['il', 'You need to reserve a spot online.'],
    ['ws', 'I look up the bus schedules, book a place to stay and make a list.'],
    [null, 'We need to book a place for the wedding.'],
    ['iw', 'A young person may take out a loan for a phone.'],
    [null, 'Ask the loan officer. It takes time.'],
  ])('passes %s "%s"', (prefix, text) => {
    expect(britishUsages(text, prefix)).toEqual([]);
  });
});

describe('e9c fixes: a praised quote must not hold a tagged error', () => {
  const text = 'I think diary is good idea. When I am sad I write in my diary. My sister write a diary every night since ten years.';
  const item = (notes: { quote: string; tag: string }[]) => ({ id: 'iw-9999', samples: [{ band: 85, text, notes }] });

  it('flags an example note that overlaps an error note, and a note tagged both ways', () => {
    const found = annotationProblems(item([
      { quote: 'every night since ten years', tag: 'error' },
      { quote: 'My sister write a diary every night', tag: 'example' },
      { quote: 'I think diary is good idea.', tag: 'error' },
      { quote: 'I think diary is good idea.', tag: 'opinion' },
    ])).join('\n');
    expect(found).toContain('"example" note praises "My sister write a diary every night"');
    expect(found).toContain('"opinion" note praises "I think diary is good idea."');
  });

  it('passes praise beside an error, and a repetition note over one', () => {
    expect(praisedErrorProblems('iw-9999 band 85', {
      text,
      notes: [
        { quote: 'When I am sad I write in my diary', tag: 'example' },
        { quote: 'My sister write a diary', tag: 'error' },
        { quote: 'every night since ten years', tag: 'error' },
        { quote: 'My sister write a diary every night', tag: 'repetition' },
      ],
    })).toEqual([]);
  });
});

describe('e9c fixes: Interactive Listening notes gap and a compound of its key', () => {
  const common = (w: string) => ['hair', 'birth', 'sun'].includes(w);
  const item = (notes: string, notAlternatives?: string[]) => ({
    id: 'il-9999',
    turns: [
      { speaker: 'partner', text: 'Hello, how can I help?' },
      { speaker: 'you', answer: "I'd like an appointment for a haircut on Sunday, for my birthday." },
      { speaker: 'partner', text: 'Just a cut, or a cut and color? It takes two days to confirm.' },
    ],
    complete: { text: notes, why: '', ...(notAlternatives ? { notAlternatives } : {}) },
  });

  it('flags {{cut}} when the caller said "haircut"', () => {
    expect(compoundGapProblems(item('I want just a {{cut}}, not too short.'), common).join(' ')).toContain('also takes "haircut"');
  });

  it('passes an accepted compound and a compound of another number ("birthday" for {{days}})', () => {
    expect(compoundGapProblems(item('I want just a {{cut|haircut}}. It takes two {{days}}.'), common)).toEqual([]);
  });

  it('flags "birthday" for {{day}} until an editor rules it out, and never a name ("Sunday")', () => {
    expect(compoundGapProblems(item('I will know in a {{day}}.'), common).join(' ')).toContain('also takes "birthday"');
    expect(compoundGapProblems(item('I will know in a {{day}}.'), common).join(' ')).not.toContain('sunday');
    expect(compoundGapProblems(item('I will know in a {{day}}.', ['birthday']), common)).toEqual([]);
  });
});
