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

  // Twelfth read (t12e, is-0015): "a quiet area with little traffic" was asked how the learner copes with the traffic.
  describe('scarcity, absence and distance count as not mentioning', () => {
    const TRAFFIC = [{ ifMentions: ['traffic', 'cars', 'noise'] }];
    const ask = (answer: string) => chooseStageQuestion(TRAFFIC, [answer]);
    it('little, less, few, fewer right before the cue', () => {
      expect(ask('It is a quiet area with little traffic.')).toBeNull();
      expect(ask('There is very little noise at night.')).toBeNull();
      expect(ask('It has less traffic than downtown.')).toBeNull();
      expect(ask('There are few cars on my street.')).toBeNull();
      expect(ask('Fewer cars than before, luckily.')).toBeNull();
    });
    it('without, far from, away from, up to two words before', () => {
      expect(ask('I live without a car.')).toBeNull();
      expect(ask('My street is far from the traffic.')).toBeNull();
      expect(ask('We moved away from the noise of the center.')).toBeNull();
    });
    it('avoid, like the other negations, up to three words before', () => {
      expect(ask('I avoid the traffic by cycling.')).toBeNull();
      expect(ask('I always avoided driving cars downtown.')).toBeNull();
      expect(chooseStageQuestion([{ ifMentions: ['fast food'] }], ['I try to avoid eating fast food.'])).toBeNull();
    });
    it('still routes a real mention: "a little", "a few", the adjective "little", a negated "without", a cue further on', () => {
      expect(ask('There is a little traffic in the morning.')).toBe(0);
      expect(ask('There is too much traffic and the noise never stops.')).toBe(0);
      expect(ask('I live far from the center, so there is a lot of traffic.')).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['football'] }], ['I play a little football on weekends.'])).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['friends'] }], ['Quite a few friends live nearby.'])).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['brother'] }], ['I share a room with my little brother.'])).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['kids'] }], ['It is good for families with little kids.'])).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['phone'] }], ["I can't live without my phone."])).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['phone'] }], ['I never leave home without my phone.'])).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['phone'] }], ['I want to spend less time on my phone.'])).toBe(0);
      expect(chooseStageQuestion([{ ifMentions: ['job'] }], ['I would like a less stressful job.'])).toBe(0);
    });
  });

  // Thirteenth read (t13e, is-0031): "Not really, I'm bad at drawing" was asked what the learner enjoys about drawing.
  it('a lack of skill counts as not doing it: bad, terrible, useless, awful at', () => {
    const ART = [{ ifMentions: ['drawing', 'painting', 'sports'] }];
    expect(chooseStageQuestion(ART, ["Not really, I'm bad at drawing."])).toBeNull();
    expect(chooseStageQuestion(ART, ["I can't sing, and I'm terrible at drawing."])).toBeNull();
    expect(chooseStageQuestion(ART, ['I am useless at sports.'])).toBeNull();
    expect(chooseStageQuestion(ART, ["I'm really awful at painting portraits."])).toBeNull();
    expect(chooseStageQuestion(ART, ["I'm not very good at painting."])).toBeNull();
    // The clause ends the negation; skill is not a lack of it.
    expect(chooseStageQuestion(ART, ["I'm bad at math, but I love drawing."])).toBe(0);
    expect(chooseStageQuestion(ART, ["I'm good at drawing."])).toBe(0);
  });
});
