/**
 * Interactive Speaking transcripts in workerd (ADR 058): one answer's audio in, its text out, nothing kept; the
 * offline default says it cannot transcribe so the screen never uploads; bad input gets a clear error.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { MAX_SPOKEN_ANSWER_BYTES, TRANSCRIPTS_PER_HOUR } from '../../src/shared/constants.ts';
import { SPEECH_MODEL } from '../../src/worker/learning/correction/workers-ai-provider.ts';
import { call, ip, ORIGIN } from './api-helpers.ts';
import { fakeAi } from './correction-fake-ai.ts';

// A few bytes stand for a compressed answer: the route passes audio through to the model, it never decodes it.
const OPUS = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);

async function guest(): Promise<string> {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  return g.json.token as string;
}

async function post(token: string | null, body: Uint8Array, opts: { type?: string; ai?: unknown; address?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': opts.type ?? 'audio/webm;codecs=opus', 'cf-connecting-ip': opts.address ?? ip(), ...opts.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}/weapp/api/practice/transcripts`, { method: 'POST', headers, body: body as unknown as BodyInit }),
    opts.ai ? { ...env, AI: opts.ai } : env, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown>, headers: res.headers };
}

async function stored(): Promise<number> {
  return (await env.RECORDINGS.list({ prefix: 'recordings/' })).objects.length;
}

describe('GET /practice/transcripts', () => {
  it('says whether answers can be transcribed: not offline, yes with Workers AI; a session is needed', async () => {
    const token = await guest();
    expect((await call('/practice/transcripts', { token })).json).toEqual({ available: false });
    const withAi = await call('/practice/transcripts', { token, bindings: { AI: fakeAi({}) as never } });
    expect(withAi.json).toEqual({ available: true });
    expect((await call('/practice/transcripts', {})).res.status).toBe(401);
  });
});

describe('POST /practice/transcripts', () => {
  it('returns the text of the answer and keeps nothing of the audio', async () => {
    const token = await guest();
    const before = await stored();
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM recordings').first<number>('n');
    const ai = fakeAi({ [SPEECH_MODEL]: { text: ' Mostly I play football with my brother. ', segments: [] } });
    const r = await post(token, OPUS, { ai });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ text: 'Mostly I play football with my brother.' });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]!.model).toBe(SPEECH_MODEL);
    expect(ai.calls[0]!.input.audio).toBe(btoa(String.fromCharCode(...OPUS)));
    expect(await stored()).toBe(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM recordings').first<number>('n')).toBe(rows);
  });

  it('gives no text, not an error, offline or when the model fails or hears nothing', async () => {
    const token = await guest();
    expect(await post(token, OPUS)).toMatchObject({ status: 200, json: { text: null } });
    const broken = fakeAi({ [SPEECH_MODEL]: () => { throw new Error('model down'); } });
    expect(await post(token, OPUS, { ai: broken })).toMatchObject({ status: 200, json: { text: null } });
    const garbled = fakeAi({ [SPEECH_MODEL]: { segments: 'nope' } });
    expect(await post(token, OPUS, { ai: garbled })).toMatchObject({ status: 200, json: { text: null } });
    const silent = fakeAi({ [SPEECH_MODEL]: { text: '   ', segments: [] } });
    expect(await post(token, OPUS, { ai: silent })).toMatchObject({ status: 200, json: { text: null } });
  });

  it('refuses a missing session, a type that is not audio, an empty body and an answer over the limit', async () => {
    const token = await guest();
    const ai = fakeAi({ [SPEECH_MODEL]: { text: 'x', segments: [] } });
    expect((await post(null, OPUS, { ai })).status).toBe(401);
    expect(await post(token, OPUS, { ai, type: 'application/json' })).toMatchObject({ status: 415, json: { code: 'recording_type' } });
    expect(await post(token, OPUS, { ai, type: 'video/webm' })).toMatchObject({ status: 415 });
    expect(await post(token, new Uint8Array(0), { ai })).toMatchObject({ status: 422, json: { code: 'recording_empty' } });
    // At the limit it is read; one byte over is refused.
    expect((await post(token, new Uint8Array(MAX_SPOKEN_ANSWER_BYTES), { ai })).status).toBe(200);
    expect(await post(token, new Uint8Array(MAX_SPOKEN_ANSWER_BYTES + 1), { ai })).toMatchObject({ status: 413, json: { code: 'recording_too_large' } });
    expect(ai.calls).toHaveLength(1);
  });

  it(`allows ${TRANSCRIPTS_PER_HOUR} answers a learner an hour, then says when to try again`, async () => {
    const token = await guest();
    const address = ip();
    for (let i = 0; i < TRANSCRIPTS_PER_HOUR; i++) expect((await post(token, OPUS, { address })).status).toBe(200);
    const over = await post(token, OPUS, { address });
    expect(over).toMatchObject({ status: 429, json: { code: 'rate_limited' } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another learner is not held back by this one.
    expect((await post(await guest(), OPUS)).status).toBe(200);
  });
});
