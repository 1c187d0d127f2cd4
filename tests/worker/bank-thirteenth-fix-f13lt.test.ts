/**
 * Thirteenth read, t13b fixes (issue 22): Listen and Type and Read Aloud.
 * - A Listen and Type or Read Aloud sentence that holds a Fill in the Blanks key in that sentence's frame fails the
 *   build (spokenFibFrameProblems): lt-0066 "The findings were so unexpected that the editors…" beside fib-0066 "The
 *   findings were so [[unexpected]] that the team…", lt-0029 "a birthday card for my aunt" beside fib-0375, lt-0049
 *   "personal data … collect" beside fib-0059. The key in a stock frame passes.
 * - A Read Aloud sentence at A1–B1 with a full form nobody says ("so I do not forget anything") fails, as Listen and
 *   Type's did already.
 * - The fourteen retold items the read counted, and the sweep's plain copies, are rewritten.
 * Each planted case fails if its rule is removed.
 */
import { describe, expect, it } from 'vitest';
import fibSentences from '../../content/fill-in-the-blanks/sentences.json';
import ltSentences from '../../content/listen-and-type/sentences.json';
import raSentences from '../../content/speaking/read-aloud.json';
import { SPOKEN_FIB_ALLOWED, SPOKEN_FIB_MIN_RUN, SPOKEN_FIB_MIN_SHARED, spokenFibFrameProblems } from '../../scripts/bank/lib/cross-type.mjs';
import { readAloudProblems } from '../../scripts/bank/lib/format-rules.mjs';

type Item = { id: string; cefr?: string; topic?: string; text?: string; [k: string]: unknown };
const it_ = (id: string, text: string, cefr = 'B1'): Item => ({ id, cefr, topic: 'test', text });

describe('a Fill in the Blanks key spoken in the same frame', () => {
  it('fails a spoken sentence that copies the frame around the key (the read\'s lt-0066 and lt-0029)', () => {
    const items = [
      it_('lt-0001', 'The findings were so unexpected that the editors requested additional data before publication.'),
      it_('fib-0001', 'The findings were so [[unexpected]] that the team spent another year trying to confirm them.'),
      it_('ra-0001', 'Can you remind me to buy a birthday card for my aunt?'),
      it_('fib-0002', 'I bought a [[birthday]] card for my best friend.'),
    ];
    const problems = spokenFibFrameProblems(items);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^lt-0001: holds the key "unexpected" of fib-0001 in the frame "the findings were so unexpected that the"/);
    expect(problems[1]).toMatch(/^ra-0001: holds the key "birthday" of fib-0002 in the frame "a birthday card for my"/);
  });

  it('fails a spoken sentence that holds the key and two more of the sentence\'s content words (lt-0049)', () => {
    const items = [
      it_('lt-0001', 'Most people have no idea how much personal data their phones collect.'),
      it_('fib-0001', 'Before installing an app, it is worth reading which personal data it will [[collect]].'),
    ];
    expect(spokenFibFrameProblems(items)).toEqual([expect.stringMatching(/^lt-0001: holds the key "collect" of fib-0001 with personal, data/)]);
  });

  it('passes the corrected forms and the key in a stock frame', () => {
    const items = [
      it_('lt-0001', 'The researchers spent three winters counting seals on the ice before publishing a single figure.'),
      it_('fib-0001', 'The findings were so [[unexpected]] that the team spent another year trying to confirm them.'),
      it_('lt-0002', 'Can you remind me to take the spare key to my cousin tomorrow?'),
      it_('fib-0002', 'I bought a [[birthday]] card for my best friend.'),
      // The key with one more shared word, outside a three-word run: "the guitar" is a stock frame.
      it_('lt-0003', 'He plays the guitar in a small band.'),
      it_('fib-0003', 'My cousin is learning to play the [[guitar]] and practices every evening.'),
      // A three-word run whose other words are function words: "view of the".
      it_('ra-0001', 'Our room has a small balcony with a view of the sea.'),
      it_('fib-0004', 'We booked a room with a beautiful [[view]] of the mountains.'),
    ];
    expect(spokenFibFrameProblems(items)).toEqual([]);
  });

  it('sits on its boundaries: two more shared stems, a run of three', () => {
    expect(SPOKEN_FIB_MIN_SHARED).toBe(2);
    expect(SPOKEN_FIB_MIN_RUN).toBe(3);
    // Key plus one shared stem and no run: passes; plus two: fails.
    const one = [it_('lt-0001', 'Fresh bread comes from the bakery early.'), it_('fib-0001', 'The [[bakery]] sells bread.')];
    expect(spokenFibFrameProblems(one)).toEqual([]);
    const two = [it_('lt-0001', 'Fresh bread comes from the bakery that sells it.'), it_('fib-0001', 'The [[bakery]] sells bread.')];
    expect(spokenFibFrameProblems(two)).toHaveLength(1);
    // The key with one more shared word but no three-word run: passes; a run of three with that word: fails.
    const short = [it_('lt-0001', 'This dish is traditionally eaten in spring.'), it_('fib-0001', 'A dish that was [[traditionally]] served cold.')];
    expect(spokenFibFrameProblems(short)).toEqual([]);
    const three = [it_('lt-0001', 'That dish is traditionally eaten in spring.'), it_('fib-0001', 'The dish is [[traditionally]] served at weddings.')];
    expect(spokenFibFrameProblems(three)).toEqual([expect.stringMatching(/in the frame "dish is traditionally"/)]);
    // The key must be in the spoken sentence as a word, not inside another word.
    const inside = [it_('lt-0001', 'The documentary followers of the team grew.'), it_('fib-0001', 'The documentary [[follows]] a team.')];
    expect(spokenFibFrameProblems(inside)).toEqual([]);
  });

  it('leaves engine fixtures, other task types and reviewed pairs alone', () => {
    const fib = it_('fib-0001', 'The findings were so [[unexpected]] that the team spent another year trying to confirm them.');
    const copy = 'The findings were so unexpected that the editors requested additional data.';
    expect(spokenFibFrameProblems([it_('lt-9001', copy), fib])).toEqual([]);
    expect(spokenFibFrameProblems([it_('lt-0001', copy), { ...fib, id: 'fib-9001' }])).toEqual([]);
    expect(spokenFibFrameProblems([it_('rc-0001', copy), fib])).toEqual([]);
    const allowed = new Map([['lt-0001|fib-0001', 'reviewed']]);
    expect(spokenFibFrameProblems([it_('lt-0001', copy), fib], { allowed })).toEqual([]);
    expect([...SPOKEN_FIB_ALLOWED.keys()].every((k) => /^(?:lt|ra)-\d{4}\|fib-\d{4}$/.test(k))).toBe(true);
  });
});

describe('Read Aloud full forms at A1–B1', () => {
  it('fails an everyday sentence with a full form nobody says (the read\'s ra-0085, ra-0160)', () => {
    expect(readAloudProblems(it_('ra-0001', 'I always make a list before I go shopping, so I do not forget anything.', 'A2')))
      .toEqual([expect.stringMatching(/^ra-0001: read aloud "do not" is a full form/)]);
    expect(readAloudProblems(it_('ra-0002', 'Eating slowly gives your body time to notice when it is full.', 'B1')))
      .toEqual([expect.stringMatching(/^ra-0002: read aloud "it is" is a full form/)]);
  });

  it('passes the reworded sentences and full forms at B2 and above', () => {
    expect(readAloudProblems(it_('ra-0001', 'I hang my keys on a hook by the front door as soon as I get home.', 'A2'))).toEqual([]);
    expect(readAloudProblems(it_('ra-0002', 'Eating slowly gives your body time to notice that you have had enough.', 'B1'))).toEqual([]);
    expect(readAloudProblems(it_('ra-0003', 'It is not yet clear whether the new policy will reduce traffic in the center.', 'B2'))).toEqual([]);
  });
});

describe('the bank as committed', () => {
  const items = [...(fibSentences as Item[]), ...(ltSentences as Item[]), ...(raSentences as Item[])];
  const text = (id: string): string => items.find((x) => x.id === id)?.text ?? '';

  it('passes both rules', () => {
    expect(spokenFibFrameProblems(items)).toEqual([]);
    expect((raSentences as Item[]).flatMap(readAloudProblems)).toEqual([]);
  });

  it('has rewritten the retold items the read counted', () => {
    expect(text('lt-0029')).not.toMatch(/birthday card/i);
    expect(text('lt-0071')).not.toMatch(/empire/i);
    expect(text('lt-0105')).not.toMatch(/cycling|driving/i);
    expect(text('lt-0313')).not.toMatch(/treaty/i);
    expect(text('lt-0162')).not.toMatch(/Fridays/i);
    expect(text('lt-0304')).not.toMatch(/rebuilt|fire/i);
    expect(text('lt-0076')).not.toMatch(/hypothesis|evidence/i);
    expect(text('ra-0071')).not.toMatch(/cooking/i);
    expect(text('ra-0156')).not.toMatch(/ducks/i);
    expect(text('ra-0193')).not.toMatch(/headlines/i);
    expect(text('ra-0126')).not.toMatch(/downtown|online shopping/i);
    expect(text('ra-0079')).not.toMatch(/recipes/i);
    expect(text('ra-0010')).not.toMatch(/breakfast/i);
    expect(text('ra-0085')).not.toMatch(/list|forget/i);
    expect(text('ra-0154')).not.toMatch(/Fridays/i);
    expect(ltSentences).toHaveLength(323);
  });
});
