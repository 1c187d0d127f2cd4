/**
 * Read and Complete and Fill in the Blanks generation (scripts/bank/lib/text-items.mjs, issue 22): the DET layout
 * (first and last sentences whole, every second word of the middle gapped, a gap count in the guide's range) and
 * one right completion per gap, or the alternative accepted.
 */
import { describe, expect, it } from 'vitest';
import { C_TEST_GAPS, cTest, deadAccept, fillBlanksSplit, phrasalGloss, PHRASAL_REVIEWED, readCompleteItem, resolveGap } from '../../scripts/bank/lib/text-items.mjs';
import { plausibleAlternatives, slotPos, usualPos } from '../../scripts/bank/lib/gap-check.mjs';

const render = (r: ReturnType<typeof cTest>) => r.segments.map((s: any) => (s.kind === 'gap' ? `${s.prefix}${'_'.repeat(s.missing)}` : s.text)).join('');

describe('C-test in the DET layout', () => {
  const text = 'Our town has a small market. Every Saturday farmers bring fresh fruit and vegetables from nearby villages. People come early because the best bread sells out quickly. Children often buy sweets with their pocket money. It is the busiest morning of the week.';

  it('keeps the first and the last sentence whole and gaps every second word between them', () => {
    const r = cTest(text);
    const shown = render(r);
    expect(shown.startsWith('Our town has a small market. ')).toBe(true);
    expect(shown.endsWith(' It is the busiest morning of the week.')).toBe(true);
    // "Saturday" is a name inside the sentence: skipped and not counted.
    expect(r.gaps.map((g: any) => g.word).slice(0, 5)).toEqual(['farmers', 'fresh', 'and', 'from', 'villages']);
    expect(shown).toContain('Every Saturday far____ bring fr___ fruit a__ vegetables fr__ nearby vill____.');
  });

  it('counts on across sentence boundaries and gives back the passage when the gaps are filled', () => {
    const r = cTest(text);
    const filled = r.segments.map((s: any) => (s.kind === 'gap' ? r.gaps[s.index].word : s.text)).join('');
    expect(filled).toBe(text);
  });

  it('stops at the guide\'s maximum and leaves short texts ungapped', () => {
    const long = `First sentence stays. ${'Many people enjoy walking in the park near the river every day. '.repeat(6)}Last sentence stays.`;
    expect(cTest(long).gaps.length).toBe(C_TEST_GAPS.max);
    expect(render(cTest(long)).endsWith('Last sentence stays.')).toBe(true);
    expect(cTest('Only one. And two.').gaps).toEqual([]);
  });
});

describe('one right completion per gap', () => {
  it('fails on an ambiguous gap nobody ruled on (th___ these/those)', () => {
    expect(() => resolveGap({ id: 'rc-x' }, 'these', 'th')).toThrow(/ambiguous gap th… \(these\) could also be those/);
    expect(() => resolveGap({ id: 'fib-x' }, 'charge', 'cha')).toThrow(/could also be change/);
  });

  it('accepts the alternative an editor listed, or passes when the editor ruled it out', () => {
    expect(resolveGap({ id: 'rc-x', accept: { these: ['those'] }, notAlternatives: { these: ['their'] } }, 'these', 'th')).toEqual(['those']);
    expect(resolveGap({ id: 'rc-x', notAlternatives: { that: ['this'] } }, 'that', 'th')).toEqual([]);
  });

  it('flags the reviewed open-class confusables (exp____ explore/explain) until an editor rules', () => {
    expect(() => resolveGap({ id: 'rc-x' }, 'explore', 'exp')).toThrow(/could also be explain, express/);
    expect(() => resolveGap({ id: 'fib-x' }, 'review', 'rev')).toThrow(/could also be revise, reveal/);
    expect(() => resolveGap({ id: 'fib-x' }, 'contain', 'con')).toThrow(/could also be contact, control/);
    expect(resolveGap({ id: 'rc-x', accept: { explore: ['explain'] }, notAlternatives: { explore: ['express'] } }, 'explore', 'exp')).toEqual(['explain']);
    // A reporting verb's two forms fit the same slot ("The man sa__ he could fix it"): an editor rules.
    expect(() => resolveGap({ id: 'rc-x' }, 'said', 'sa')).toThrow(/could also be says/);
    expect(() => resolveGap({ id: 'rc-x' }, 'says', 'sa')).toThrow(/could also be said/);
    expect(resolveGap({ id: 'rc-x', notAlternatives: { said: ['says'] } }, 'said', 'sa')).toEqual([]);
    // Grammar decides other tense pairs and other parts of speech: no false alarm.
    expect(resolveGap({ id: 'rc-x' }, 'spend', 'sp')).toEqual([]);
    expect(resolveGap({ id: 'rc-x' }, 'than', 'th')).toEqual([]);
  });

  it('lets unambiguous gaps through', () => {
    expect(resolveGap({ id: 'rc-x' }, 'market', 'mar')).toEqual([]);
  });
});

// A small word list standing in for the lexicon (gap-check.mjs gapContext): parts of speech, Zipf and forms.
const POS: Record<string, string[]> = {
  wait: ['verb', 'noun'], walk: ['verb', 'noun'], want: ['verb'], wake: ['verb'], wash: ['verb'], idea: ['noun'],
  eat: ['verb'], egg: ['noun'], end: ['noun', 'verb'], nice: ['adjective'], nine: ['noun', 'adjective'],
  very: ['adverb'], old: ['adjective'], walked: ['verb'], walled: ['verb'], wanted: ['verb'], wrote: ['verb'], write: ['verb'],
  park: ['noun'], part: ['noun'], path: ['noun'], pack: ['verb', 'noun'],
};
const FORM: Record<string, string> = { walked: 'past', walled: 'past', wanted: 'past', wrote: 'past' };
const words = new Map<number, string[]>();
for (const w of Object.keys(POS)) words.set(w.length, [...(words.get(w.length) ?? []), w]);
const ctx = {
  words, zipf: () => 5, possiblePos: (w: string) => new Set(POS[w] ?? []),
  forms: (w: string) => new Set((POS[w] ?? []).map((p) => `${p}:${p === 'verb' ? FORM[w] ?? 'base' : 'base'}`)),
};

describe('second completions the build fails on (plausibleAlternatives)', () => {
  it('flags a common word of the same length, letters and part of speech in the slot', () => {
    expect(plausibleAlternatives('wait', 'wa', 'The train was late, so we had to ', ctx)).toEqual(['walk', 'want', 'wake', 'wash']);
    expect(plausibleAlternatives('park', 'pa', 'We walked through the ', ctx)).toEqual(['part', 'path', 'pack']);
  });

  it('lets through alternatives grammar rules out: another part of speech in the slot, another form, a rare word', () => {
    // "a very ni__": an adjective-or-noun slot; "nine" is a noun or an adjective too, so it is flagged...
    expect(plausibleAlternatives('nice', 'ni', 'It was a very ', ctx)).toEqual(['nine']);
    // ...but a verb never fits after a determiner, even with an adjective or an intensifier between them.
    expect(plausibleAlternatives('park', 'pa', 'We walked through the old ', { ...ctx, possiblePos: (w: string) => new Set(w === 'pack' ? ['verb'] : POS[w] ?? []) })).toEqual(['part', 'path']);
    // wrote/write: the past tense is not the base form.
    expect(plausibleAlternatives('wrote', 'wr', 'Before paper, people ', ctx)).toEqual([]);
    expect(plausibleAlternatives('wait', 'wa', 'We had to ', { ...ctx, zipf: (w: string) => (w === 'wait' ? 5 : 3) })).toEqual([]);
  });

  it('counts a word only in the parts of speech it usually has (egg and eye are nouns)', () => {
    const readings = (w: string) => (w === 'egg' ? [{ pos: 'noun', tagged: 6 }, { pos: 'verb', tagged: 0 }] : [{ pos: 'verb', tagged: 5 }, { pos: 'noun', tagged: 4 }]);
    expect([...usualPos(readings)('egg')]).toEqual(['noun']);
    expect([...usualPos(readings)('end')].sort()).toEqual(['noun', 'verb']);
  });
});

describe('the part of speech a slot takes (slotPos)', () => {
  const pos = (w: string) => new Set(POS[w] ?? []);
  it('skips adjectives and intensifiers back to a determiner: "a very ___" is an adjective or a noun', () => {
    expect([...slotPos('It was a very ', pos)!].sort()).toEqual(['adjective', 'noun']);
    expect([...slotPos('We walked through the old ', pos)!].sort()).toEqual(['adjective', 'noun']);
    expect([...slotPos('They had a ', pos)!].sort()).toEqual(['adjective', 'noun']);
  });

  it('reads verbs after a subject or a modal, and says nothing after a noun or at a sentence start', () => {
    expect(slotPos('Yesterday we ', pos)!.has('verb')).toBe(true);
    expect(slotPos('You should ', pos)!.has('noun')).toBe(false);
    expect(slotPos('The farmers ', pos)).toBeNull();
    expect(slotPos('It rained. ', pos)).toBeNull();
    // "very" alone is not a determiner: "was very ___" is not read as a noun slot through it.
    expect(slotPos('He was very ', pos)).toBeNull();
  });
});

describe('the generator gaps a different word instead of an ambiguous one', () => {
  const text = 'Our town has a small market. Every Saturday farmers bring fresh fruit and vegetables from nearby villages. People come early because the best bread sells out quickly. Children often buy sweets with their pocket money. It is the busiest morning of the week.';

  it('leaves an ambiguous word whole and gaps the next one, keeping the alternation', () => {
    const plain = cTest(text).gaps.map((g: any) => g.word);
    const skipped = cTest(text, { ambiguous: (w: string) => w === 'fresh' }).gaps.map((g: any) => g.word);
    expect(plain.slice(0, 3)).toEqual(['farmers', 'fresh', 'and']);
    expect(skipped.slice(0, 4)).toEqual(['farmers', 'fruit', 'vegetables', 'nearby']);
    expect(render(cTest(text, { ambiguous: (w: string) => w === 'fresh' }))).toContain('far____ bring fresh fr___ and veget_____ from nea___ villages.');
  });

  it('fails the build on any found alternative nobody ruled on, and passes an accepted or ruled-out one', () => {
    expect(() => resolveGap({ id: 'rc-x' }, 'wait', 'wa', ['walk'])).toThrow(/could also be walk/);
    expect(resolveGap({ id: 'rc-x', accept: { wait: ['walk'] } }, 'wait', 'wa', ['walk'])).toEqual(['walk']);
    expect(resolveGap({ id: 'rc-x', notAlternatives: { wait: ['walk'] } }, 'wait', 'wa', ['walk'])).toEqual([]);
  });

  it('shows one more letter in Fill in the Blanks when that removes the alternative, leaving two or more to type', () => {
    const split = fillBlanksSplit({ id: 'fib-x' }, 'walked', 'On Sunday we ', { ...ctx, forms: () => new Set(['verb:past']) });
    expect(split).toEqual({ prefix: 'walk', missing: 'ed' });
    expect(fillBlanksSplit({ id: 'fib-x' }, 'wait', 'We had to ', ctx)).toEqual({ prefix: 'wa', missing: 'it' });
    expect(fillBlanksSplit({ id: 'fib-x', notAlternatives: { wait: ['walk', 'want', 'wake', 'wash'] } }, 'wait', 'We had to ', ctx)).toEqual({ prefix: 'wa', missing: 'it' });
  });
});

describe('an accept entry that matches no gap is refused (fifth read, rc-0053)', () => {
  const lexicon = { zipf: () => 5, syllables: () => 1, definitions: () => [] };
  const passage = { id: 'rc-9999', cefr: 'B1', topic: 'food', title: 'Market Day', text: 'Our town has a small market. Every Saturday farmers bring fresh fruit and vegetables from nearby villages. People come early because the best bread sells out quickly. Children often buy candy with the money they save. It is the busiest morning of the week.' };

  it('fails a passage whose accept key is not one of its gaps, and passes it without the entry', () => {
    expect(() => readCompleteItem({ ...passage, accept: { that: ['this'] } }, lexicon)).toThrow(/rc-9999: accept entry that matches no gap: "that" \(no gap is that\)/);
    expect(readCompleteItem(passage, lexicon).key.gaps.length).toBeGreaterThanOrEqual(C_TEST_GAPS.min);
  });

  it('fails an alternative that cannot be typed into its gap, and passes a live one', () => {
    expect(() => deadAccept({ id: 'fib-9999', accept: { worth: ['world'] } }, [{ word: 'worth', prefix: 'wor' }])).not.toThrow();
    expect(() => deadAccept({ id: 'fib-9999', accept: { worth: ['wealth'] } }, [{ word: 'worth', prefix: 'wor' }])).toThrow(/"worth" → "wealth" \(cannot be typed into wor…\)/);
    expect(() => deadAccept({ id: 'fib-9999', accept: { charge: ['change'] } }, [{ word: 'worth', prefix: 'wor' }])).toThrow(/no gap is charge/);
    expect(() => deadAccept({ id: 'fib-9999', accept: { charge: ['change'] } }, [{ word: 'charge', prefix: 'cha' }])).not.toThrow();
  });
});

describe('a phrasal-verb key needs the phrasal sense (fifth read, fib-0316 "wiped out")', () => {
  const bare = [{ pos: 'verb', text: 'past tense of “wipe”: rub with a circular motion' }];
  const phrasal = [{ pos: 'verb', text: 'past tense of “wipe”: (with “out”) to destroy something completely, or to use all of it up' }];
  const item = { id: 'fib-9999' };

  it('fails a key followed by a particle whose definition is the bare verb\'s', () => {
    expect(() => phrasalGloss(item, 'wiped', ' out the savings of millions of families.', bare)).toThrow(/fib-9999: "wiped out" is a phrasal verb/);
    expect(() => phrasalGloss(item, 'turn', ' off the television.', [{ pos: 'verb', text: 'to move so that you face a different direction' }])).toThrow(/"turn off"/);
  });

  it('passes a definition that names the particle, a key with no particle, a noun, and a reviewed item', () => {
    expect(() => phrasalGloss(item, 'wiped', ' out the savings.', phrasal)).not.toThrow();
    expect(() => phrasalGloss(item, 'wiped', ' the table clean.', bare)).not.toThrow();
    expect(() => phrasalGloss(item, 'viewers', ' around the world.', [{ pos: 'noun', text: 'people who watch' }])).not.toThrow();
    expect(PHRASAL_REVIEWED.has('fib-0563')).toBe(true);
    expect(() => phrasalGloss({ id: 'fib-0563' }, 'wake', ' up early tomorrow.', [{ pos: 'verb', text: 'to stop sleeping' }])).not.toThrow();
  });
});
