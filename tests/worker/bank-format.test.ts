/**
 * Format rules of content/FORMAT.md enforced by the bank build (scripts/bank/lib/format-rules.mjs, issue 22):
 * each test plants one violation and expects the build's report to name the item and the rule.
 */
import { describe, expect, it } from 'vitest';
import { duplicateTargetProblems, formatProblems, PROGRESSIVE_ALLOWED, progressiveSinceProblems } from '../../scripts/bank/lib/format-rules.mjs';

const sentence = (n: number) => `${Array.from({ length: n - 1 }, () => 'word').join(' ')} end.`;
// Six sentences of 14 words: 84 words, inside 70–110 and 4–7.
const passage = (first = sentence(14), extra = '') => [first, ...Array.from({ length: 5 }, () => sentence(14))].join(' ') + extra;

describe('Read and Complete passages', () => {
  it('accepts a plain passage and allows digits and apostrophes in the first sentence', () => {
    expect(formatProblems('rc', { id: 'rc-0001', text: passage() })).toEqual([]);
    expect(formatProblems('rc', { id: 'rc-0001', text: passage("I wake at 7 o'clock and it's cold word word word word word end.") })).toEqual([]);
  });
  it('fails below 70 or above 110 words and outside 4–7 sentences', () => {
    expect(formatProblems('rc', { id: 'rc-0002', text: [1, 2, 3, 4].map(() => sentence(10)).join(' ') }).join()).toMatch(/rc-0002: passage words/);
    expect(formatProblems('rc', { id: 'rc-0002', text: [1, 2, 3, 4, 5, 6, 7, 8].map(() => sentence(13)).join(' ') }).join()).toMatch(/sentences must be 4–7, is 8/);
    expect(formatProblems('rc', { id: 'rc-0002', text: passage(sentence(14), ' ' + sentence(30)) }).join()).toMatch(/passage words must be 70–110, is 114/);
  });
  it.each([
    ['digit', 'word has 3 word.', /digit/],
    ['quote', 'word said "hi" word.', /quote or apostrophe/],
    ['apostrophe', "word isn't word.", /quote or apostrophe/],
    ['abbreviation', 'word met Dr. Lee word.', /abbreviation/],
    ['acronym', 'word joined the UN word.', /abbreviation/],
    ['hyphen', 'a well-known word.', /hyphenated/],
  ])('fails on a %s after the first sentence', (_, bad, rule) => {
    const text = passage().replace(/word end\.$/, bad);
    expect(formatProblems('rc', { id: 'rc-0003', text }).join()).toMatch(rule);
  });
});

describe('Read Aloud, Fill in the Blanks, Listen and Type', () => {
  it('Read Aloud is 8–20 words, numbers as words, no abbreviations', () => {
    expect(formatProblems('ra', { id: 'ra-0001', text: 'We have seven cats and two dogs at home.' })).toEqual([]);
    expect(formatProblems('ra', { id: 'ra-0001', text: 'We have seven cats.' }).join()).toMatch(/ra-0001: read aloud words must be 8–20, is 4/);
    expect(formatProblems('ra', { id: 'ra-0001', text: sentence(21) }).join()).toMatch(/is 21/);
    expect(formatProblems('ra', { id: 'ra-0001', text: 'We have 7 cats and two dogs at home.' }).join()).toMatch(/digit/);
    expect(formatProblems('ra', { id: 'ra-0001', text: 'We met Mr. Smith and his two dogs at home.' }).join()).toMatch(/abbreviation/);
  });
  it('Fill in the Blanks is 8–22 words with a target of 4–14 letters', () => {
    expect(formatProblems('fib', { id: 'fib-0001', text: 'Please [[shut]] the window; it is getting cold.' })).toEqual([]);
    expect(formatProblems('fib', { id: 'fib-0001', text: 'Please [[shut]] the window now.' }).join()).toMatch(/words must be 8–22, is 5/);
    expect(formatProblems('fib', { id: 'fib-0001', text: `[[shut]] ${sentence(22)}` }).join()).toMatch(/is 23/);
    expect(formatProblems('fib', { id: 'fib-0001', text: 'My brother is six years [[old]] and reads books.' }).join()).toMatch(/target letters must be 4–14, is 3/);
    expect(formatProblems('fib', { id: 'fib-0001', text: 'The [[incomprehensibly]] long speech bored every single listener there.' }).join()).toMatch(/is 16/);
  });
  it('no Fill in the Blanks target twice across sources, whatever the case', () => {
    const items = [{ id: 'fib-9001', text: 'Please [[close]] it.' }, { id: 'fib-0006', text: 'Please [[Close]] it.' }, { id: 'fib-0007', text: 'Please [[shut]] it.' }];
    expect(duplicateTargetProblems(items)).toEqual(['fib-0006: fill in the blanks target "close" already used by fib-9001']);
  });
  it('Listen and Type is 4–18 words', () => {
    expect(formatProblems('lt', { id: 'lt-0001', text: 'She drinks coffee daily.' })).toEqual([]);
    expect(formatProblems('lt', { id: 'lt-0001', text: 'She drinks coffee.' }).join()).toMatch(/lt-0001: listen and type words must be 4–18, is 3/);
    expect(formatProblems('lt', { id: 'lt-0001', text: sentence(19) }).join()).toMatch(/is 19/);
  });
});

describe('compound numbers in any authored text', () => {
  it('fails on "twenty five" in a model answer of any type and accepts "twenty-five"', () => {
    const sample = (answer: string) => ({ id: 'ws-0001', prompt: 'Describe a trip.', samples: [{ band: 115, text: answer }] });
    expect(formatProblems('ws', sample('We were twenty-five people on the bus.'))).toEqual([]);
    expect(formatProblems('ws', sample('We were Twenty five people on the bus.'))).toEqual(['ws-0001: write "Twenty-five" with a hyphen, found "Twenty five"']);
    expect(formatProblems('ra', { id: 'ra-0002', text: 'It was the thirty first of May and the park was full.' }).join()).toMatch(/thirty-first/);
    // Not a compound: "twenty" before another word, or a tens word on its own.
    expect(formatProblems('ra', { id: 'ra-0003', text: 'Twenty people and forty more came to the small party.' })).toEqual([]);
  });
});

describe('US spelling in authored text', () => {
  it('names each British form in any field a learner reads, with the US form', () => {
    const item = { id: 'iw-0001', prompt: 'Describe your favourite colour.', followUps: [{ question: 'Where did you go travelling?' }] };
    expect(formatProblems('iw', item)).toEqual(['iw-0001: US spelling, found "favourite" (US: favorite), "colour" (US: color), "travelling" (US: traveling)']);
    expect(formatProblems('ws', { id: 'ws-0001', prompt: 'They organised a programme of events at the centre.' }).join()).toMatch(/"organised".*"programme".*"centre"/);
    expect(formatProblems('ws', { id: 'ws-0001', prompt: 'Describe your favorite color and where you like traveling.' })).toEqual([]);
  });
  it('leaves alone US words that only look British, and the lists answers are matched against', () => {
    expect(formatProblems('ws', { id: 'ws-0002', prompt: 'A realistic exercise in analysis and criticism, with emphasis on practice.' })).toEqual([]);
    const cues = { id: 'iw-0002', prompt: 'Can kindness be taught?', followUps: [{ question: 'How?', stance: ['learned', 'learnt'], ifMentions: ['colour'] }] };
    expect(formatProblems('iw', cues)).toEqual([]);
  });
});

describe('Interactive Listening', () => {
  // The build reads FORMAT.md's 50–70 words for a model summary (fifth read: il-0068 had 72).
  const summary = (n: number) => ({ id: 'il-0001', sampleSummary: sentence(n) });
  it('the sample summary is 50–70 words', () => {
    expect(formatProblems('il', summary(50))).toEqual([]);
    expect(formatProblems('il', summary(70))).toEqual([]);
    expect(formatProblems('il', summary(72)).join()).toMatch(/il-0001: sample summary words must be 50–70, is 72/);
    expect(formatProblems('il', summary(49)).join()).toMatch(/is 49/);
    expect(formatProblems('il', { id: 'il-0002' }).join()).toMatch(/il-0002: sample summary words must be 50–70, is 0/);
  });
});

describe('present progressive with since/for of past time (fifth read, lt-0027)', () => {
  const lt = (text: string) => ({ id: 'lt-9999', cefr: 'B1', topic: 'society', text });
  it.each([
    'More people are cycling to work since the new bike lanes opened.',
    'She is working at the bank since 2019.',
    "I'm learning Spanish since last summer.",
    'They are living in this town for the past ten years.',
    'Scientists are studying this problem for decades.',
    'Prices are rising steadily since the factory closed.',
  ])('fails "%s"', (text) => {
    expect(progressiveSinceProblems(lt(text)).join(' ')).toMatch(/lt-9999: present progressive with since\/for of past time/);
    expect(formatProblems('lt', lt(text)).join(' ')).toMatch(/present progressive/);
  });

  it('passes the present perfect, the causal "since", and a planned stretch of time', () => {
    for (const text of [
      'More people have been biking to work since the new bike lanes opened.',
      'We are leaving early since the roads are icy.',
      'We are staying with my aunt for two weeks.',
      'She is looking for a new apartment.',
      'There is nothing since the storm.',
      'I have been learning Spanish since last summer.',
    ]) expect(progressiveSinceProblems(lt(text)), text).toEqual([]);
  });

  it('lets a reviewed item through the allow-list', () => {
    PROGRESSIVE_ALLOWED.set('lt-9999', 'planted');
    try { expect(progressiveSinceProblems(lt('She is working at the bank since 2019.'))).toEqual([]); }
    finally { PROGRESSIVE_ALLOWED.delete('lt-9999'); }
  });
});

describe('a number and a unit used as a modifier take a hyphen (fifth read, ir-0039)', () => {
  const title = (answer: string) => ({ id: 'ir-9999', title: { answer: 'How New Habits Form', distractors: [answer, 'The Best Time to Drink Coffee'] } });
  it('fails "A Five Kilometer Running Plan" and "a two hour drive"', () => {
    expect(formatProblems('ir', title('A Five Kilometer Running Plan')).join(' ')).toMatch(/ir-9999: a measure used as a modifier takes a hyphen \("Five-Kilometer"\)/);
    expect(formatProblems('ir', title('It was a two hour drive.')).join(' ')).toMatch(/"two-hour"/);
  });
  it('passes the hyphenated form, plural units and clock hands', () => {
    for (const t of ['A Five-Kilometer Running Plan', 'The run is five kilometers long.', 'Some clocks had two minute hands.', 'It took two hours to get there.'])
      expect(formatProblems('ir', title(t)), t).toEqual([]);
  });
});
