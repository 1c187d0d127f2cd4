import { describe, expect, it } from 'vitest';
import { copiedShare } from './detectors.ts';
import { applyFixes, findIssues } from './grammar.ts';
import { COMMON_WORDS, frequencyRank, isKnownSpelling, suggestSpelling } from './lexicon.ts';
import { mtld } from './mtld.ts';
import { relevance } from './relevance.ts';
import { bandFromSubscore, ramp } from './scale.ts';
import { assessSpeakingOffline, transcriptFeatures } from './speaking-score.ts';
import { measureSpeech, waveform } from './speech-features.ts';
import { sentences, tokens } from './text.ts';
import { measureWriting } from './writing-features.ts';
import { assessWritingOffline } from './writing-score.ts';

const PROMPT = 'Describe a piece of technology that has changed the way you live. Explain how your life was different before you had it.';
const STRONG = 'The piece of technology that has changed my daily life most is a simple map application on my phone. Before I had it, '
  + 'every trip to an unfamiliar part of the city required careful planning. I would print directions, write down bus numbers, and still '
  + 'get lost at least once. I often avoided visiting new places simply because the journey felt stressful. Now I can check the fastest '
  + 'route in seconds, see when the next bus will arrive, and even find out which exit of a station to use. As a result, I explore much '
  + 'more than I used to: I try new restaurants, visit friends in distant neighbourhoods, and feel confident travelling abroad. However, '
  + 'the only disadvantage is that I no longer remember routes as well as before, because I rely on the screen instead of my own sense of direction.';
const WEAK = 'my phone is good. i use it every day. before i have not phone and it was bad. now it is good. i like my phone very much. '
  + 'he help me to talk with my family. it is a important thing for me.';

describe('text and word lists', () => {
  it('splits sentences and keeps offsets that point into the original text', () => {
    const text = 'I went home.  Then I slept!\nNo title';
    expect(sentences(text).map((s) => s.text)).toEqual(['I went home.', 'Then I slept!', 'No title']);
    for (const t of tokens(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokens(text).map((t) => t.sentence)).toEqual([0, 0, 0, 1, 1, 1, 2, 2]);
  });
  it('ranks frequent words inside the top 2,000 and rare ones beyond it', () => {
    expect(frequencyRank('the')).toBeLessThan(10);
    expect(frequencyRank('houses')).toBeLessThan(COMMON_WORDS);
    expect(frequencyRank('meticulous')).toBeGreaterThan(COMMON_WORDS);
    expect(frequencyRank('qzxv')).toBe(Infinity);
  });
  it('knows inflected and prefixed forms, and suggests the frequent word one slip away', () => {
    expect(isKnownSpelling('studied')).toBe(true);
    expect(isKnownSpelling('reusing')).toBe(true);
    expect(isKnownSpelling('becuase')).toBe(false);
    expect(suggestSpelling('becuase')).toBe('because');
    expect(suggestSpelling('recieve')).toBe('receive');
  });
});

describe('MTLD (McCarthy & Jarvis 2010)', () => {
  it('is the word count over factors, here computed by hand', () => {
    // "a b a b": forward TTR falls to 0.5 at word 4 → one full factor; backward the same → 4 / 1 = 4.
    expect(mtld(['a', 'b', 'a', 'b'])).toBeCloseTo(4);
    // Eight distinct words never reach the threshold: partial factor (1 - 1) / 0.28 = 0 → the length itself.
    expect(mtld('one two three four five six seven eight'.split(' '))).toBe(8);
  });
  it('rates varied writing above repetitive writing', () => {
    const varied = tokens(STRONG).map((t) => t.lower);
    const repetitive = tokens('it is good and it is good and it is good and it is nice and it is good '.repeat(4)).map((t) => t.lower);
    expect(mtld(varied)).toBeGreaterThan(60);
    expect(mtld(repetitive)).toBeLessThan(10);
  });
});

describe('grammar heuristics and rule-based fixes', () => {
  it('finds the learner slips with offsets and fixes them without touching anything else', () => {
    const text = 'i think a apple is an good snack. He go to school becuase he could of walked. People is happy';
    const found = findIssues(text);
    expect(found.map((f) => [f.rule, f.original, f.fix])).toEqual([
      ['capitalI', 'i', 'I'],
      ['articleAn', 'a', 'an'],
      ['articleA', 'an', 'a'],
      ['thirdPersonS', 'go', 'goes'],
      ['spelling', 'becuase', 'because'],
      ['phrase', 'could of', 'could have'],
      ['agreement', 'is', 'are'],
      ['finalStop', '', '.'],
    ]);
    expect(applyFixes(text, found)).toBe('I think an apple is a good snack. He goes to school because he could have walked. People are happy.');
  });
  it('leaves correct English alone', () => {
    expect(findIssues(STRONG)).toEqual([]);
  });
});

describe('writing features and the offline scorer', () => {
  it('measures a strong answer as long, varied, linked and on topic', () => {
    const { features } = measureWriting(STRONG, { prompt: PROMPT });
    expect(features.words).toBe(142);
    expect(features.sentences).toBe(7);
    expect(features.spellingPer100).toBe(0);
    expect(features.cohesiveDistinct).toBeGreaterThanOrEqual(3);
    expect(features.relevance).toBeGreaterThan(0.1);
  });
  it('scores the strong answer well above the weak one, with the weak one\'s errors counted', () => {
    const strong = assessWritingOffline(STRONG, { prompt: PROMPT, targetWords: 120 });
    const weak = assessWritingOffline(WEAK, { prompt: PROMPT, targetWords: 120 });
    expect(strong.band).toBeGreaterThanOrEqual(130);
    expect(weak.band).toBeLessThanOrEqual(90);
    expect(weak.features.grammarPer100).toBeGreaterThan(10);
    expect(strong.flags).toEqual([]);
  });
  it('relevance is higher for an answer about the prompt than for one about something else', () => {
    expect(relevance(STRONG, PROMPT)).toBeGreaterThan(relevance('My favourite football team won the league after a long season of matches.', PROMPT));
  });
});

describe('adversarial answers are scored low and named', () => {
  const assess = (text: string) => assessWritingOffline(text, { prompt: PROMPT, targetWords: 120 });
  it('gibberish', () => {
    const r = assess('sdkfj qwpoe zmxn vbqwe lkjhs poiuy trewq asdfg mnbvc xzlkj qwert yuiop');
    expect(r.flags).toContain('gibberish');
    expect(r.band).toBe(10);
  });
  it('the prompt copied back', () => {
    const r = assess(PROMPT + ' ' + PROMPT);
    expect(r.flags).toContain('copiedPrompt');
    expect(r.band).toBeLessThanOrEqual(20);
  });
  it('off topic', () => {
    const r = assess('Football is the most popular sport in my country. Every weekend the stadium is full of supporters who sing songs for their team. '
      + 'The players train hard during the week and the coach chooses tactics carefully before each match against strong rivals.');
    expect(r.flags).toContain('offTopic');
    expect(r.band).toBeLessThanOrEqual(30);
  });
  it('repeated text', () => {
    const r = assess('My phone changed my life because it helps me every day. '.repeat(8));
    expect(r.flags).toContain('repeatedText');
    expect(r.band).toBeLessThanOrEqual(40);
  });
  it('a memorised template', () => {
    const r = assess("In today's modern world, technology plays a vital role in our life. It is a controversial issue and every coin has two sides. "
      + 'There are many advantages and disadvantages. Last but not least, it goes without saying that technology has both pros and cons. '
      + 'In conclusion, I strongly believe that it plays a vital role in our life.');
    expect(r.flags).toContain('memorizedTemplate');
    expect(r.band).toBeLessThanOrEqual(55);
  });
  it('too short', () => {
    const r = assess('My phone changed my life.');
    expect(r.flags).toContain('tooShort');
    expect(r.band).toBeLessThanOrEqual(35);
  });
  it('copied share counts four-word runs shared with the prompt', () => {
    expect(copiedShare(PROMPT, PROMPT)).toBe(1);
    expect(copiedShare(STRONG, PROMPT)).toBeLessThan(0.1);
  });
});

describe('the 10–160 scale', () => {
  it('maps subscores to bands in steps of 5 and ramps clamp', () => {
    expect(bandFromSubscore(0)).toBe(10);
    expect(bandFromSubscore(5)).toBe(160);
    expect(bandFromSubscore(2.5)).toBe(85);
    expect(ramp(-1, 0, 1)).toBe(0);
    expect(ramp(0.5, 1, 0)).toBe(0.5);
  });
});

/** Synthesized recording: voiced stretches (a 180 Hz tone with a little noise) separated by silences of known length. */
function synthesize(segments: readonly (readonly ['voice' | 'silence', number])[], sampleRate = 16000): Float32Array {
  const total = segments.reduce((a, [, s]) => a + Math.round(s * sampleRate), 0);
  const out = new Float32Array(total);
  let at = 0;
  let seed = 7;
  const noise = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31 - 0.5; };
  for (const [kind, seconds] of segments) {
    const n = Math.round(seconds * sampleRate);
    for (let i = 0; i < n; i++) out[at + i] = kind === 'voice' ? 0.4 * Math.sin((2 * Math.PI * 180 * i) / sampleRate) + 0.02 * noise() : 0.002 * noise();
    at += n;
  }
  return out;
}

describe('speech features from synthesized audio', () => {
  const audio = synthesize([['silence', 0.5], ['voice', 2], ['silence', 0.3], ['voice', 1.5], ['silence', 1.2], ['voice', 2], ['silence', 0.1], ['voice', 1], ['silence', 0.4]]);
  const s = measureSpeech(audio, 16000, 60);
  it('finds the pauses over 150 ms at the right times and ignores the 100 ms gap', () => {
    expect(s.pauses).toHaveLength(2);
    expect(s.pauses[0]!.start).toBeCloseTo(2.5, 1);
    expect(s.pauses[0]!.end - s.pauses[0]!.start).toBeCloseTo(0.3, 1);
    expect(s.pauses[1]!.end - s.pauses[1]!.start).toBeCloseTo(1.2, 1);
    expect(s.longPauses).toBe(1);
  });
  it('computes phonation-time ratio, runs and rates from the timings', () => {
    expect(s.speakingSpanSeconds).toBeCloseTo(8.1, 1);
    expect(s.phonationSeconds).toBeCloseTo(6.6, 1);
    expect(s.phonationTimeRatio).toBeCloseTo(6.6 / 8.1, 1);
    expect(s.runs).toBe(3);
    expect(s.meanRunWords).toBe(20);
    expect(s.speechRate!).toBeCloseTo(60 / (8.1 / 60), -1);
    expect(s.articulationRate!).toBeGreaterThan(s.speechRate!);
  });
  it('draws a normalised waveform', () => {
    const w = waveform(s.envelope, 50);
    expect(w).toHaveLength(50);
    expect(Math.max(...w)).toBe(1);
    expect(w[0]).toBeLessThan(0.05);
  });
  it('rates fluent speech above halting speech and leaves pronunciation not assessed', () => {
    const halting = measureSpeech(synthesize([['voice', 0.6], ['silence', 1.5], ['voice', 0.5], ['silence', 2], ['voice', 0.7], ['silence', 1.8], ['voice', 0.5]]), 16000);
    const ctx = { prompt: PROMPT, targetSeconds: 10 };
    const fluent = assessSpeakingOffline({ speech: s, transcript: null, context: ctx });
    const slow = assessSpeakingOffline({ speech: halting, transcript: null, context: ctx });
    expect(fluent.scores.fluency!).toBeGreaterThan(slow.scores.fluency! + 1.5);
    expect(fluent.scores.pronunciation).toBeNull();
    expect(fluent.scores.grammar).toBeNull();
  });
  it('counts fillers and repetitions in a transcript', () => {
    const t = transcriptFeatures('Um I I think that uh the city is you know very busy');
    expect(t.fillers).toBe(3);
    expect(t.repetitionsPer100).toBeGreaterThan(0);
  });
});
