/**
 * Ninth sweep, n9-samples (issue 22): British usages the writing and speaking model answers carried, now gated in
 * scripts/bank/lib/us-usage.mjs. Each planted bad case is what the sweep found (or its kind); each good case is a US
 * sense of the same words that must keep passing.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { formatProblems } from '../../scripts/bank/lib/format-rules.mjs';

describe('ninth sweep: British usage in the sample answers', () => {
  it.each([
    ['Then, during a long power cut last year, I spent an evening without noise.', 'power cut', 'power outage'],
    ['Power cuts happen every winter.', 'Power cuts', 'power outage'],
    ['These days I can repair a torn shirt or take up my own pants.', 'take up my own pants', 'hem'],
    ['She took up her trousers herself.', 'took up her trousers', 'hem'],
    ['I am less tempted than when I pop into a store hungry after work.', 'pop into a store', 'stop at'],
    ['He popped into the supermarket on the way home.', 'popped into the supermarket', 'stop at'],
    ['Care at home is far cheaper than residential care.', 'residential care', 'nursing home'],
    ['the loss of wild flowers and hedges', 'wild flowers', 'wildflowers'],
    ['I think buying second-hand things is a good idea.', 'second-hand', 'secondhand'],
    ['children play in school yards and in narrow streets', 'school yards', 'schoolyard'],
    ['My cousin worked in a vet\'s clinic for a year.', "vet's clinic", 'veterinary clinic'],
  ])('flags "%s" in a model answer', (text, phrase, us) => {
    const found = britishUsages(text, 'ss').join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
    expect(britishUsages(text, 'ws').join(' ')).toContain(us);
  });

  it('leaves the US senses of the same words alone', () => {
    for (const text of [
      'An idea popped into my head, and a thought pops into her mind.',
      'The power was cut for an hour, and the power outage ended at nine.',
      'She took up the piano, took up painting and took up my offer.',
      'He takes up the whole couch, and the desk takes up my room.',
      'We walked through fields of wildflowers to a veterinary clinic and a vet clinic.',
      'I bought a secondhand bike in the schoolyard, and the kids played in the schoolyard.',
      'The residential area is quiet, and residential streets have lower speed limits.',
      'Our power company cuts prices in winter.',
    ]) expect(britishUsages(text, 'ss'), text).toEqual([]);
  });

  it('runs power cut, wild flowers and vet\'s clinic on every type once the other types\' hits were fixed', () => {
    expect(britishUsages('a long power cut', 'ws').join(' ')).toContain('power outage');
    expect(britishUsages('a long power cut', 'rts').join(' ')).toContain('power outage');
    expect(britishUsages('the loss of wild flowers', 'rc').join(' ')).toContain('wildflowers');
    expect(britishUsages("a vet's clinic", 'ph').join(' ')).toContain('vet clinic');
    expect(britishUsages('residential care and second-hand shops in school yards', 'ph').length).toBeGreaterThanOrEqual(3);
    expect(britishUsages('He popped into the bakery.')).not.toEqual([]);
  });

  it('reports the usage through the item check, prompt and notes included', () => {
    const words = Array.from({ length: 120 }, (_, i) => (i % 7 === 6 ? 'word.' : 'word')).join(' ');
    const it = { id: 'ws-0001', cefr: 'B1', topic: 'x', prompt: 'Is buying second-hand things a good idea?', samples: [{ band: 145, text: words, notes: [{ quote: 'word', tag: 'detail' }] }] };
    expect(formatProblems('ws', it).join(' ')).toContain('"second-hand" (US: secondhand)');
  });
});
