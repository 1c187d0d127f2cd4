/**
 * Twelfth read, fix f12ir (issue 22): gate rules for the Interactive Reading highlight classes the read t12e found.
 * Each planted bad case is what the read found; each good case must keep passing.
 */
import { describe, expect, it } from 'vitest';
import { highlightProblems } from '../../scripts/bank/lib/format-rules.mjs';

const set = (paragraph: string, question: string, answer: string) => ({
  id: 'ir-0086',
  paragraphs: [paragraph, 'Two.', 'Three.'],
  highlights: [{ question, answer, why: 'w' }],
});

const surprise = 'Left-handers are common in tennis. One explanation is simple surprise: because most opponents practice against right-handers, a left-handed player\'s shots come from unexpected angles.';

describe('twelfth read: a key does not start after a label that names the answer (ir-0086)', () => {
  it('flags a key that starts after "One explanation is simple surprise: because"', () => {
    const found = highlightProblems(set(surprise, 'Why might left-handed tennis players have an advantage?',
      "most opponents practice against right-handers, a left-handed player's shots come from unexpected angles")).join(' ');
    expect(found).toContain('starts after a label that names the answer');
    expect(found).toContain('One explanation is simple surprise:');
  });

  it('flags the label without "because" and with a longer name (boundary: four words)', () => {
    const text = 'The main reason is a lack of sleep: most students go to bed after midnight.';
    expect(highlightProblems(set(text, 'Why?', 'most students go to bed after midnight')).join(' ')).toContain('label that names the answer');
  });

  it('passes a key that includes the label, and a colon that names no answer', () => {
    expect(highlightProblems(set(surprise, 'Why might left-handed tennis players have an advantage?', 'simple surprise'))).toEqual([]);
    const podcast = 'For language learners, podcasts offer something textbooks rarely can: hours of natural speech on almost any topic.';
    expect(highlightProblems(set(podcast, 'What do podcasts offer language learners?', 'hours of natural speech on almost any topic'))).toEqual([]);
    const independent = 'Above all, the guesses must be independent: errors cancel out only when people do not influence one another.';
    expect(highlightProblems(set(independent, 'Why must the guesses be independent?', 'errors cancel out only when people do not influence one another'))).toEqual([]);
  });

  it('passes a label of more than four words before the colon (boundary)', () => {
    const text = 'The reason is one that few people expect at first: the ball spins the other way.';
    expect(highlightProblems(set(text, 'Why?', 'the ball spins the other way'))).toEqual([]);
  });
});

describe('twelfth read: a key carries no price comparison the question does not ask (ir-0043)', () => {
  const shop = 'When a battery becomes very weak, a repair shop can change the battery for much less than the price of a new device.';

  it('flags "change the battery for much less than the price of a new device" for "What can a repair shop do?"', () => {
    const found = highlightProblems(set(shop, 'What can a repair shop do?', 'change the battery for much less than the price of a new device')).join(' ');
    expect(found).toContain('price comparison the question does not ask about');
  });

  it('flags "at a fraction of" too', () => {
    const text = 'A small lab can now read a genome at a fraction of the old cost.';
    expect(highlightProblems(set(text, 'What can a small lab now do?', 'read a genome at a fraction of the old cost')).join(' ')).toContain('price comparison');
  });

  it('passes the plain answer, and the comparison when the question asks about price', () => {
    expect(highlightProblems(set(shop, 'What can a repair shop do?', 'change the battery'))).toEqual([]);
    expect(highlightProblems(set(shop, 'How much does a repair shop charge for a new battery?', 'much less than the price of a new device'))).toEqual([]);
    expect(highlightProblems(set(shop, 'Why is a new battery often better than a new phone?', 'for much less than the price of a new device'))).toEqual([]);
  });
});
