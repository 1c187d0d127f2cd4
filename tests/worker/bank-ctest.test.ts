/**
 * Read and Complete and Fill in the Blanks generation (scripts/bank/lib/text-items.mjs, issue 22): the DET layout
 * (first and last sentences whole, every second word of the middle gapped, a gap count in the guide's range) and
 * one right completion per gap, or the alternative accepted.
 */
import { describe, expect, it } from 'vitest';
import { C_TEST_GAPS, cTest, resolveGap } from '../../scripts/bank/lib/text-items.mjs';

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
    expect(resolveGap({ id: 'rc-x', accept: { these: ['those'] } }, 'these', 'th')).toEqual(['those']);
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
