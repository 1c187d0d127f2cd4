/**
 * Issue 26 §2, points 4–6: recordings are read with a running byte count and cut at the limit, accepted only from
 * someone who could spend them, deletable and expiring; creating diagnostics and tutor conversations has a
 * ceiling; a text answer needs visible characters and an invisible one costs no credit.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORDING_BYTES } from '../../src/shared/api/correction.ts';
import { encodeWav } from '../../src/shared/learning/correction/wav.ts';
import { MOCK_STARTS_PER_HOUR } from '../../src/worker/api/embedded/mock-routes.ts';
import { CONVERSATIONS_PER_HOUR } from '../../src/worker/api/embedded/tutor-routes.ts';
import { expireRecordings, RECORDING_DAYS } from '../../src/worker/learning/correction/recordings-repo.ts';
import { call, env, ip, ORIGIN } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function guest(credits: number) {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  const id = g.json.user.id as number;
  await env.DB.prepare('UPDATE users SET correct_num = ? WHERE id = ?').bind(credits, id).run();
  return { token: g.json.token as string, id };
}

const recordingsOf = async (userId: number) => (await env.RECORDINGS.list({ prefix: `recordings/${userId}/` })).objects.length;

function upload(token: string, body: BodyInit, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/weapp/api/corrections/recordings`, {
    method: 'POST', body, headers: { origin: ORIGIN, 'content-type': 'audio/wav', authorization: `Bearer ${token}`, 'cf-connecting-ip': ip(), ...headers },
  });
}

function tone(seconds: number, rate = 8000) {
  const s = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < s.length; i++) s[i] = 0.4 * Math.sin(2 * Math.PI * 200 * (i / rate));
  return encodeWav(s, rate);
}

describe('recording uploads', { timeout: 60_000 }, () => {
  it('cut a chunked upload without Content-Length at the limit instead of reading it whole', async () => {
    const u = await guest(1);
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const total = 60 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(ctrl) {
        if (sent >= total) { ctrl.close(); return; }
        sent += chunk.byteLength;
        ctrl.enqueue(chunk);
      },
    });
    const res = await upload(u.token, body);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('recording_too_large');
    expect(sent).toBeLessThan(MAX_RECORDING_BYTES * 2);
    expect(await recordingsOf(u.id)).toBe(0);
  });

  it('are refused (402, nothing stored) from a guest or member with no correction to spend', async () => {
    const u = await guest(0);
    const res = await upload(u.token, tone(2) as unknown as BodyInit);
    expect(res.status).toBe(402);
    expect(((await res.json()) as { code: string }).code).toBe('no_credits');
    expect(await recordingsOf(u.id)).toBe(0);
  });

  it('can be deleted by their owner only, and expire after the retention period', async () => {
    const u = await guest(1);
    const other = await guest(1);
    const up = await upload(u.token, tone(2) as unknown as BodyInit);
    expect(up.status).toBe(201);
    const { recordingId } = (await up.json()) as { recordingId: string };
    expect((await call(`/corrections/recordings/${recordingId}`, { method: 'DELETE', token: other.token })).res.status).toBe(404);
    expect(await recordingsOf(u.id)).toBe(1);
    expect((await call(`/corrections/recordings/${recordingId}`, { method: 'DELETE', token: u.token })).res.status).toBe(200);
    expect(await recordingsOf(u.id)).toBe(0);

    const kept = await upload(u.token, tone(2) as unknown as BodyInit);
    expect(kept.status).toBe(201);
    await expireRecordings(env, Date.now());
    expect(await recordingsOf(u.id)).toBe(1);
    await expireRecordings(env, Date.now() + RECORDING_DAYS * 24 * 3_600_000 + 60_000);
    expect(await recordingsOf(u.id)).toBe(0);
  });
});

describe('creation limits', { timeout: 120_000 }, () => {
  it('100 parallel diagnostics: only the hourly ceiling is created, the rest 429, never a 5xx', async () => {
    const u = await guest(0);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('/mock/start', { body: { idempotencyKey: crypto.randomUUID().replace(/-/g, ''), kind: 'diagnostic' }, token: u.token })));
    expect(answers.filter((a) => a.res.status >= 500)).toHaveLength(0);
    expect(answers.filter((a) => a.res.status === 429).length).toBe(100 - MOCK_STARTS_PER_HOUR.limit);
    const n = (await env.DB.prepare('SELECT COUNT(*) AS n FROM mock_tests WHERE user_id = ?').bind(u.id).first<{ n: number }>())!.n;
    expect(n).toBeLessThanOrEqual(MOCK_STARTS_PER_HOUR.limit);
  });

  it('100 parallel tutor conversations: only the hourly ceiling is created', async () => {
    const u = await guest(0);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('/tutor/conversations', { token: u.token, body: { mode: 'test', model: 'offline', language: 'en' } })));
    expect(answers.filter((a) => a.res.status >= 500)).toHaveLength(0);
    expect(answers.filter((a) => a.res.status === 201)).toHaveLength(CONVERSATIONS_PER_HOUR.limit);
    const n = (await env.DB.prepare('SELECT COUNT(*) AS n FROM tutor_conversations WHERE user_id = ?').bind(u.id).first<{ n: number }>())!.n;
    expect(n).toBe(CONVERSATIONS_PER_HOUR.limit);
  });
});

describe('text answers', () => {
  it('of only zero-width or blank characters are refused and cost no credit', async () => {
    const u = await guest(2);
    for (const text of ['\u200b\u200b\u200b', '\u200b\u200c\u200d\u2060\ufeff', '\u3164\u3164', '\u2800 \u200b']) {
      const r = await call('/corrections', { token: u.token, body: { requestId: crypto.randomUUID().replace(/-/g, ''), kind: 'writing', prompt: 'Describe a park.', text } });
      expect(r.res.status, JSON.stringify(text)).toBe(400);
      expect(r.json.code).toBe('text_required');
    }
    const zw = await call('/corrections', { token: u.token, body: { requestId: crypto.randomUUID().replace(/-/g, ''), kind: 'writing', prompt: '\u200b\u200b', text: 'A real answer.' } });
    expect(zw.json.code).toBe('prompt_required');
    expect((await env.DB.prepare('SELECT correct_num FROM users WHERE id = ?').bind(u.id).first<{ correct_num: number }>())!.correct_num).toBe(2);
  });
});
