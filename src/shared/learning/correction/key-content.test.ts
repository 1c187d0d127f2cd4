import { describe, expect, it } from 'vitest';
import { assessWritingOffline } from './writing-score.ts';
import { editDistance, keyWords, sharesKeyContent } from './key-content.ts';

const PROMPT = 'Some people think technology harms the environment. Others say technology protects the environment. Discuss both views.';
/** On topic, but nearly every key word misspelled as learners do. */
const MISSPELLED = 'I beleive tecnolgy is verry usefull but it can hurt the enviroment. Factorys make polution and the wether is changing. '
  + 'But new tecnologys like solar panals can save the planit and the enviroment for our childs.';
const FOOTBALL = 'Football tactics changed a lot in the last decade. Coaches now ask defenders to press high, midfielders to switch the play quickly, and strikers to defend from the front, because every team studies data about passing lanes before each match.';

describe('relevance survives misspelling (issue 24)', () => {
  it('finds the prompt\'s key words exactly or one or two edits away', () => {
    expect(keyWords(PROMPT)).toEqual(expect.arrayContaining(['technology', 'environ']));
    expect(editDistance('enviroment', 'environment')).toBe(1);
    expect(editDistance('tecnolgy', 'technology')).toBe(2);
    expect(editDistance('football', 'environment', 2)).toBeGreaterThan(2);
    expect(sharesKeyContent(MISSPELLED, PROMPT)).toBe(true);
    expect(sharesKeyContent(FOOTBALL, PROMPT)).toBe(false);
  });

  it('a misspelled on-topic answer is not capped as off-topic; a truly off-topic one still is', () => {
    const onTopic = assessWritingOffline(MISSPELLED, { prompt: PROMPT, targetWords: 50 });
    expect(onTopic.flags).not.toContain('offTopic');
    expect(onTopic.band).toBeGreaterThan(30);
    expect(assessWritingOffline(FOOTBALL, { prompt: PROMPT, targetWords: 50 }).flags).toContain('offTopic');
  });
});
