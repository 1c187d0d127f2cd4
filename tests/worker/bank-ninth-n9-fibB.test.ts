/**
 * Ninth sweep, n9-fibB (issue 22): a Fill in the Blanks key's own other tense of the same length is a second answer
 * grammar does not rule out after a singular subject (fib-0344 "The cat cha___ the mouse": chased or chases;
 * fib-0593 refutes/refuted). The build asks for a ruling; each planted case must be reported, its ruled or
 * grammatical counterpart must pass.
 */
import { describe, expect, it } from 'vitest';
import { tenseSiblings } from '../../scripts/bank/lib/gap-check.mjs';
import { fillBlanksItem, ruledTenseSibling } from '../../scripts/bank/lib/text-items.mjs';

// A toy lexicon: the verb forms the cases need, as WordNet reads them.
const FORMS: Record<string, [string, string]> = {
  chased: ['chase', 'past tense of'], chases: ['chase', 'present tense (he, she, it) of'],
  refutes: ['refute', 'present tense (he, she, it) of'], refuted: ['refute', 'past tense of'],
  carries: ['carry', 'present tense (he, she, it) of'], carried: ['carry', 'past tense of'],
  launched: ['launch', 'past tense of'], launches: ['launch', 'present tense (he, she, it) of'],
  measured: ['measure', 'past tense of'], measures: ['measure', 'present tense (he, she, it) of'],
};
const isVerbForm = (x: string, lemma: string, form: string) => FORMS[x]?.[0] === lemma && FORMS[x]?.[1] === form;
const label = (word: string) => {
  const [lemma, form] = FORMS[word] ?? ['', ''];
  return `${form} “${lemma}”: a sense`;
};
const lexicon = {
  spell: { correct: (x: string) => x in FORMS },
  wordnet: { readings: (x: string) => (FORMS[x] ? [{ pos: 'verb', lemma: FORMS[x][0], form: FORMS[x][1] }] : []) },
};

describe('the key\'s other tense of the same length', () => {
  it.each([
    ['chased', 'cha', 'The cat ', ['chases']],
    ['refutes', 'ref', 'The new evidence ', ['refuted']],
    ['carried', 'carr', 'She ', ['carries']],
    ['launched', 'laun', 'The company ', ['launches']],
  ])('%s (%s…) after "%s" also reads as %j', (word, prefix, before, alts) => {
    expect(tenseSiblings(word, prefix, label(word), isVerbForm, before)).toEqual(alts);
  });

  it('is silent when the -s form cannot follow the subject, or the label is a participle or a plural', () => {
    expect(tenseSiblings('measured', 'meas', label('measured'), isVerbForm, 'The researchers ')).toEqual([]);
    expect(tenseSiblings('chased', 'cha', label('chased'), isVerbForm, 'We ')).toEqual([]);
    expect(tenseSiblings('chased', 'cha', 'past participle of “chase”: a sense', isVerbForm, 'The cat was ')).toEqual([]);
    expect(tenseSiblings('chases', 'cha', 'plural of “chase”: a sense', isVerbForm, 'Two ')).toEqual([]);
  });

  it('fails an unruled item and passes once it accepts or rules out the sibling', () => {
    const defs = [{ pos: 'verb', text: label('chased') }];
    const item = { id: 'fib-9', text: 'The cat [[chased]] the mouse.' };
    expect(() => ruledTenseSibling(item, 'chased', 'cha', defs, lexicon, 'The cat ')).toThrow(/chases/);
    expect(() => ruledTenseSibling({ ...item, notAlternatives: { chased: ['chases'] } }, 'chased', 'cha', defs, lexicon, 'Yesterday the cat ')).not.toThrow();
    expect(() => ruledTenseSibling({ ...item, accept: { chased: ['chases'] } }, 'chased', 'cha', defs, lexicon, 'The cat ')).not.toThrow();
  });
});

describe('a notAlternatives ruling left from an older key (fib-0427 "write" carried {"fill": […]})', () => {
  const lexicon = { zipf: () => 5, syllables: () => 1, definitions: () => [] };
  const item = (notAlternatives: object) => ({ id: 'fib-9', cefr: 'B1', topic: 'daily life', text: 'Please [[write]] your name and address clearly at the top of this form.', notAlternatives });

  it('fails when the ruled key is not the gap or the word cannot be typed into it', () => {
    expect(() => fillBlanksItem(item({ fill: ['file', 'find'] }), lexicon)).toThrow(/notAlternatives entry that matches no gap: "fill" \(no gap is fill\)/);
    expect(() => fillBlanksItem(item({ write: ['white'] }), lexicon)).toThrow(/"write" → "white" \(cannot be typed into wr…\)/);
  });

  it('passes a ruling on the gap itself', () => {
    expect(() => fillBlanksItem(item({ write: ['wrote'] }), lexicon)).not.toThrow();
    expect(() => fillBlanksItem(item({}), lexicon)).not.toThrow();
  });
});
