/**
 * Ninth sweep (n9-photos, issue 22): British usage in the photos. Every photo was read; the hits were "stall" for a
 * seller's stand (ph-0007, ph-0066, ph-0077), "autumn" (ph-0057, ph-0065), "queue" / "parcel" in the keywords, "until
 * the washing is done" and "clothes going round" (ph-0070), "keen to see" (ph-0096), "at the vet's" / "at the
 * dentist's" (ph-0108, ph-0132), "paper bunting" (ph-0112) and "funnily enough" (ph-0131). A planted photo with each
 * makes the build's check report it, and a US counterpart passes; a photo's keywords are now checked too.
 */
import { describe, expect, it } from 'vitest';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { formatProblems } from '../../scripts/bank/lib/format-rules.mjs';
import photos from '../../content/photos/photos.json';

const photo = (over: Record<string, unknown>) => ({
  id: 'ph-9901', cefr: 'B1', topic: 'shopping', file: 'ph-9901.svg',
  alt: 'A seller hands fruit to a customer at a market stand.',
  scene: 'A seller stands behind a fruit stand.',
  keywords: ['market', 'stand', 'fruit'],
  samples: [], spokenSamples: [],
  ...over,
});
const usage = (it: Record<string, unknown>) => formatProblems('ph', it).filter((p: string) => p.includes('US usage'));

describe('ninth sweep: British usage in the photos', () => {
  it.each([
    ['Behind the stall, a seller in a red cap reaches forward.', 'stall', 'stand'],
    ['She is reaching out toward the stall.', 'stall', 'stand'],
    ['On a windy autumn day in a park, leaves fly.', 'autumn', 'fall'],
    ['A boy is passing the time until the washing is done.', 'until the washing', 'laundry'],
    ['In a few of them you can see colorful clothes going round.', 'going round', 'around'],
    ['She is keen to see how much progress he is making.', 'keen to', 'eager to'],
    ['At the vet\'s, a friendly yellow dog is standing on a table.', 'At the vet\'s', 'office'],
    ['A girl is having a check-up at the dentist\'s.', 'at the dentist\'s', 'office'],
    ['A school gym is decorated with a line of colorful paper bunting.', 'paper bunting', 'paper flags'],
    ['And funnily enough there\'s a cow grazing nearby.', 'funnily enough', 'oddly enough'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = usage(photo({ scene: text }));
    expect(found.length).toBe(1);
    expect(found[0]).toContain(phrase);
    expect(found[0]).toContain(us);
  });

  it.each([
    'A seller in a red cap stands behind a fruit stand.',
    'She stood in the shower stall. Talks stalled for a week.',
    'On a windy fall day in a park, leaves fly.',
    'He runs the washing machine only when it is full, until the laundry is done.',
    'The clothes are going around in the dryer after a round of applause.',
    'She has a keen interest in music and is eager to see his progress.',
    'At the vet\'s office the vet\'s checking the dog, and what the vet\'s doing is simple.',
    'An indigo bunting sings in the tree, and a string of small paper flags hangs across the gym.',
    'Oddly enough, there is a cow grazing nearby.',
  ])('passes "%s"', (text) => {
    expect(usage(photo({ scene: text }))).toEqual([]);
  });

  it('checks a photo\'s keywords, which the learner sees as material', () => {
    expect(usage(photo({ keywords: ['food truck', 'queue', 'line'] })).join(' ')).toContain('queue');
    expect(usage(photo({ keywords: ['market', 'stall'] })).join(' ')).toContain('stall');
    expect(usage(photo({ keywords: ['food truck', 'order', 'line'] }))).toEqual([]);
  });

  it('leaves other types\' keyword lists alone (they match learners\' answers)', () => {
    expect(formatProblems('iw', { id: 'iw-9901', keywords: ['queue'] }).filter((p: string) => p.includes('US usage'))).toEqual([]);
  });

  it('the scoped patterns run on the photos only where their owners still have hits', () => {
    expect(britishUsages('a cold autumn morning', 'fib')).toEqual([]);
    expect(britishUsages('a cold autumn morning', 'ph').join(' ')).toContain('fall');
  });

  it('the committed photos are clean', () => {
    const bad = (photos as Array<Record<string, unknown>>).flatMap((p) => usage(p));
    expect(bad).toEqual([]);
  });
});
