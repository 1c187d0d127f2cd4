import { describe, expect, it } from 'vitest';
import { blendWriting, ideasKept } from '../../src/shared/learning/correction/blend.ts';
import { writingGuidance } from '../../src/shared/learning/correction/guidance.ts';
import { assessWritingOffline } from '../../src/shared/learning/correction/writing-score.ts';
import { offlineProvider } from '../../src/worker/learning/correction/offline-provider.ts';
import { ProviderOutputError } from '../../src/worker/learning/correction/provider.ts';
import { SPEECH_MODEL, TEXT_MODEL, workersAiProvider } from '../../src/worker/learning/correction/workers-ai-provider.ts';
import { fakeAi } from './correction-fake-ai.ts';

const PROMPT = 'Describe a place in your town where people like to spend time.';
const ANSWER = 'In my town, people like to spend time in the central park. There is a big lake and many trees, so families go there at weekends. '
  + 'Children play football while their parents have a picnic. i think it is a important place becuase it is free and everyone can relax.';
const TASK = { text: ANSWER, prompt: PROMPT, samples: [], targetWords: 80 };
const GOOD_MODEL = {
  scores: { content: 5, coherence: 5, lexis: 5, grammar: 5 },
  corrections: [{ original: 'at weekends', fix: 'on weekends', kind: 'grammar' }, { original: 'a sentence that is not there', fix: 'x', kind: 'grammar' }],
  improved: ANSWER.replace('i think', 'I think').replace('a important', 'an important').replace('becuase', 'because'),
};

describe('Workers AI provider output is validated', () => {
  it('accepts a schema-conforming JSON-mode answer and sends the JSON schema with the request', async () => {
    const ai = fakeAi({ [TEXT_MODEL]: { response: GOOD_MODEL } });
    const out = await workersAiProvider(ai).assessWriting(TASK);
    expect(out?.scores.grammar).toBe(5);
    expect((ai.calls[0]!.input.response_format as { type: string }).type).toBe('json_schema');
  });
  it('accepts the answer as a JSON string too', async () => {
    const out = await workersAiProvider(fakeAi({ [TEXT_MODEL]: { response: JSON.stringify(GOOD_MODEL) } })).assessWriting(TASK);
    expect(out?.corrections).toHaveLength(2);
  });
  it.each([
    ['a score outside 0–5', { ...GOOD_MODEL, scores: { ...GOOD_MODEL.scores, lexis: 9 } }],
    ['a missing criterion', { ...GOOD_MODEL, scores: { content: 4, coherence: 4, lexis: 4 } }],
    ['an extra field', { ...GOOD_MODEL, band: 160 }],
    ['prose instead of JSON', 'Great essay! 10/10'],
  ])('rejects %s', async (_label, bad) => {
    await expect(workersAiProvider(fakeAi({ [TEXT_MODEL]: { response: bad } })).assessWriting(TASK)).rejects.toBeInstanceOf(ProviderOutputError);
  });
  it('turns whisper segments into words with timings and sends base64 audio', async () => {
    const ai = fakeAi({ [SPEECH_MODEL]: { text: ' I like the park. ', segments: [{ words: [{ word: ' I', start: 0.1, end: 0.2 }, { word: 'like', start: 0.3, end: 0.5 }] }, { words: [{ word: 'the', start: 0.6, end: 0.7 }, { word: 'park.', start: 0.7, end: 1.1 }] }] } });
    const t = await workersAiProvider(ai).transcribe(new Uint8Array([1, 2, 3]), 'audio/webm');
    expect(t?.text).toBe('I like the park.');
    expect(t?.words.map((w) => w.word)).toEqual(['I', 'like', 'the', 'park.']);
    expect(ai.calls[0]!.input.audio).toBe('AQID');
  });
  it('rejects a transcription without text', async () => {
    await expect(workersAiProvider(fakeAi({ [SPEECH_MODEL]: { segments: [] } })).transcribe(new Uint8Array(1), 'audio/webm')).rejects.toBeInstanceOf(ProviderOutputError);
  });
  it('never keeps a pronunciation score from a transcript-only model', async () => {
    const out = await workersAiProvider(fakeAi({ [TEXT_MODEL]: { response: { scores: { content: 3, lexis: 3, grammar: 3, pronunciation: null }, corrections: [] } } }))
      .assessSpeech({ transcript: 'I like the park', prompt: PROMPT, samples: [], targetSeconds: 30 });
    expect(out?.scores.pronunciation).toBeNull();
  });
  it('offline provider has no model', async () => {
    expect(await offlineProvider.assessWriting(TASK)).toBeNull();
    expect(await offlineProvider.transcribe(new Uint8Array(1), 'audio/webm')).toBeNull();
  });
});

describe('blending model opinion with measured features', () => {
  const measured = assessWritingOffline(ANSWER, { prompt: PROMPT, targetWords: 80 });
  it('moves each score at most half a point towards an enthusiastic model', () => {
    const b = blendWriting(ANSWER, measured, GOOD_MODEL);
    for (const k of ['content', 'coherence', 'lexis', 'grammar'] as const) {
      expect(b.scores[k]).toBeLessThanOrEqual(measured.scores[k] + 0.5 + 1e-9);
      expect(b.scores[k]).toBeGreaterThanOrEqual(measured.scores[k]);
    }
  });
  it('keeps rule findings, adds model corrections found in the text, drops invented ones', () => {
    const b = blendWriting(ANSWER, measured, GOOD_MODEL);
    expect(b.corrections.map((c) => c.original)).toEqual(expect.arrayContaining(['i', 'a', 'becuase', 'at weekends']));
    expect(b.corrections.some((c) => c.original === 'a sentence that is not there')).toBe(false);
    for (const c of b.corrections) expect(ANSWER.slice(c.start, c.end)).toBe(c.original);
  });
  it('uses the model rewrite only when it keeps the learner\'s ideas', () => {
    expect(blendWriting(ANSWER, measured, GOOD_MODEL).improvedBy).toBe('model');
    const hijacked = blendWriting(ANSWER, measured, { ...GOOD_MODEL, improved: 'Museums offer culture, history and art exhibitions to curious visitors every day of the year.' });
    expect(hijacked.improvedBy).toBe('rules');
    expect(hijacked.improved).toContain('I think it is an important place because');
    expect(ideasKept(ANSWER, hijacked.improved)).toBeGreaterThan(0.9);
  });
  it('a model cannot lift an answer the detectors flagged', () => {
    const copied = assessWritingOffline(PROMPT, { prompt: PROMPT, targetWords: 80 });
    expect(blendWriting(PROMPT, copied, GOOD_MODEL).band).toBeLessThanOrEqual(20);
  });
  it('guidance names the weakest points, or the flag', () => {
    expect(writingGuidance(measured.scores, measured.features, [], 80)).toEqual(expect.arrayContaining(['spelling']));
    expect(writingGuidance(measured.scores, measured.features, ['offTopic'], 80)).toEqual(['flag.offTopic']);
  });
});
