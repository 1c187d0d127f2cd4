import { describe, expect, it } from 'vitest';
import { chooseStageQuestion } from './speaking-route.ts';

// Shaped like a stage of the bank's free-time tree: a sports question and a books question besides the default.
const HOBBY = [
  { ifMentions: ['sport', 'football', 'basketball', 'running', 'swimming', 'gym'] },
  { ifMentions: ['reading', 'books', 'novels'] },
];

describe('chooseStageQuestion', () => {
  it('asks about the side the latest answer mentions, inflected or not', () => {
    expect(chooseStageQuestion(HOBBY, ['On weekends I mostly play sports with my cousins.'])).toBe(0);
    expect(chooseStageQuestion(HOBBY, ['I usually go swimming after work.'])).toBe(0);
    expect(chooseStageQuestion(HOBBY, ['I love detective novels; I read one a week.'])).toBe(1);
  });

  it('keeps the default without a transcript, without alternatives or without any cue', () => {
    expect(chooseStageQuestion(HOBBY, [])).toBeNull();
    expect(chooseStageQuestion(HOBBY, [null, null])).toBeNull();
    expect(chooseStageQuestion([], ['I play football every day.'])).toBeNull();
    expect(chooseStageQuestion(HOBBY, ['I like cooking for my family.'])).toBeNull();
  });

  it('finds whole words only', () => {
    expect(chooseStageQuestion(HOBBY, ['I teach gymnastics to children.'])).toBeNull();
    expect(chooseStageQuestion(HOBBY, ['We sat on the bookshelf of the sportive hall.'])).toBeNull();
  });

  it('does not ask about what the learner said they do not do', () => {
    expect(chooseStageQuestion(HOBBY, ["I don't really play sports. I read novels in bed."])).toBe(1);
    expect(chooseStageQuestion(HOBBY, ['I never go to the gym, I prefer books.'])).toBe(1);
    expect(chooseStageQuestion(HOBBY, ["I don't like football."])).toBeNull();
  });

  it('ends a negation at its clause: a later clause still counts', () => {
    expect(chooseStageQuestion(HOBBY, ["I don't watch TV, I play basketball."])).toBe(0);
    expect(chooseStageQuestion(HOBBY, ["I don't like reading. Football is my thing."])).toBe(0);
  });

  it('more cues win; as many for two alternatives keep the default', () => {
    expect(chooseStageQuestion(HOBBY, ['I play football and go running, and sometimes I read books.'])).toBe(0);
    expect(chooseStageQuestion(HOBBY, ['I play football and I read books.'])).toBeNull();
    // One cue said twice is still one cue.
    expect(chooseStageQuestion(HOBBY, ['Books, books and more books, and a little football.'])).toBeNull();
  });

  it('reads the latest answer first and earlier answers only when it has no cue', () => {
    expect(chooseStageQuestion(HOBBY, ['I play football.', 'Mostly I read books at night.'])).toBe(1);
    expect(chooseStageQuestion(HOBBY, ['I play football.', 'At home, after dinner.'])).toBe(0);
    expect(chooseStageQuestion(HOBBY, ['I play football.', null])).toBe(0);
  });
});
