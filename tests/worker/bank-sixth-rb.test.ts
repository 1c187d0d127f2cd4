/**
 * Sixth read, rB (issue 22): three gate rules with planted cases. A temperature without its scale
 * (format-rules.mjs), British usages that the rB read found (us-usage.mjs, "sixth read, rB") and the same question in
 * two Interactive Speaking trees (topics.mjs). Each planted bad case fails; its good counterpart passes.
 */
import { describe, expect, it } from 'vitest';
import { formatProblems, temperatureProblems } from '../../scripts/bank/lib/format-rules.mjs';
import { britishUsages } from '../../scripts/bank/lib/us-usage.mjs';
import { repeatedStageQuestions, stageQuestionPairs } from '../../scripts/bank/lib/topics.mjs';

const sentence = (id: string, text: string) => ({ id, cefr: 'B1', text });

describe('temperatures need a scale', () => {
  it.each([
    'That morning it was extremely hot, over forty degrees.',
    'In winter it can fall below minus forty degrees.',
    'It reached 35 degrees in the afternoon.',
    'Summers are around twenty-five degrees in July.',
    'It was a hundred degrees in the shade.',
    'The thermometer said 30°.',
  ])('fails "%s"', (text) => {
    expect(temperatureProblems(sentence('lt-9999', text)).join(' ')).toMatch(/lt-9999: a temperature needs its scale/);
    expect(formatProblems('lt', sentence('lt-9999', text)).join(' ')).toMatch(/a temperature needs its scale/);
  });

  it.each([
    'That morning it was extremely hot, over forty degrees Celsius.',
    'It was over a hundred degrees Fahrenheit.',
    'The thermometer said 30°C.',
    'A city center can be several degrees warmer than the countryside.',
    'The road makes a ninety-degree turn.',
    'She has two degrees in biology.',
    'Will university degrees still matter in twenty years?',
  ])('passes "%s"', (text) => {
    expect(temperatureProblems(sentence('lt-9998', text))).toEqual([]);
  });

  it('checks every string of an item, such as a model answer inside a stage list', () => {
    const item = { id: 'is-9999', intro: 'Let us talk about the weather.', stages: [], samples: [{ band: 145, text: ['Fine.', 'It was over thirty degrees.'], notes: [] }] };
    expect(formatProblems('is', item).join(' ')).toMatch(/is-9999: a temperature needs its scale.*"thirty degrees"/);
  });
});

describe('British usage: sixth read, rB', () => {
  it.each([
    ['I usually get up at half past six.', 'half past six', 'six-thirty'],
    ['Pedestrian crossings that give people enough time to cross.', 'Pedestrian crossings', 'crosswalk'],
    ['Not everyone enjoys ball games.', 'ball games', 'team sports'],
    ['The hotel staff were very helpful.', 'staff were', 'staff was'],
    ['Our staff are trained to help.', 'staff are', 'staff was'],
  ])('flags "%s"', (text, phrase, us) => {
    const found = britishUsages(text).join(' ');
    expect(found).toContain(`"${phrase}`);
    expect(found).toContain(us);
    expect(formatProblems('ra', sentence('ra-9999', text)).join(' ')).toMatch(/ra-9999: US usage, found/);
  });

  it('passes the US forms and the US senses of the same words', () => {
    for (const text of [
      'I usually get up at six-thirty.',
      'Crosswalk signals give people enough time to cross.',
      'Not everyone enjoys team sports.',
      'We went to ball games every summer when I was a kid.',
      'The hotel staff was very helpful.',
      'The staff members were very helpful.',
      'It was past six when we left.',
    ]) expect(britishUsages(text), text).toEqual([]);
  });
});

describe('the same question in two Interactive Speaking trees', () => {
  const tree = (id: string, questions: string[], alternatives: string[] = []) => ({
    id,
    intro: 'Let us talk.',
    stages: questions.map((q, i) => ({ default: q, alternatives: i === 0 ? alternatives.map((a) => ({ ifMentions: ['x'], question: a })) : [] })),
    samples: [],
  });
  const food = tree('is-9101', ['What did you eat yesterday?', 'Has the way people in your family eat changed over the years? How?'], ['Would you consider eating less meat? Why or why not?']);
  const farming = tree('is-9102', ['How much do you think about where your food comes from?', 'How has the way your family eats changed over the generations?']);
  const distinct = tree('is-9103', ['Should people eat less meat? Why or why not?', 'How might technology change the way food is produced?']);
  const frame = tree('is-9104', ['Can technology change the way we experience history?', 'What makes someone a good tourist, in your opinion?']);
  const frame2 = tree('is-9105', ['What makes someone a good leader?']);

  it('fails a planted repeat of a default question and names both trees and stages', () => {
    const problems = repeatedStageQuestions([food, farming]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/is-9102: stage 1 asks the same as is-9101 stage 1 \(similarity 0\.7\d; shared: way, family, eat, chang\)/);
  });

  it('compares the alternatives too', () => {
    expect(repeatedStageQuestions([food, distinct]).join(' ')).toMatch(/is-9103: stage 0 asks the same as is-9101 stage 0 alternative 0/);
  });

  it('passes questions of one frame about different subjects, and a tree repeating itself', () => {
    expect(repeatedStageQuestions([farming, frame, frame2])).toEqual([]);
    expect(stageQuestionPairs([tree('is-9106', ['What games did you play as a child?', 'What games did you play when you were a child?'])])).toEqual([]);
  });
});
