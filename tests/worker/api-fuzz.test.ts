/**
 * Issue 26 §4: fuzzing the learning routes (tutor, correction uploads, mock, practice) with fast-check. Every
 * answer is below 500, and a refused request (4xx) writes nothing: the learner's rows, credits and stored
 * recordings are the same before and after.
 */
import { SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, env, ip, ORIGIN } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

const RUNS = 25;

async function learner() {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  const id = g.json.user.id as number;
  await env.DB.prepare('UPDATE users SET correct_num = 3 WHERE id = ?').bind(id).run();
  return { token: g.json.token as string, id };
}

/** Everything a refused call must leave as it was. */
async function footprint(userId: number) {
  const n = async (sql: string) => (await env.DB.prepare(sql).bind(userId).first<{ n: number }>())!.n;
  return {
    mocks: await n('SELECT COUNT(*) AS n FROM mock_tests WHERE user_id = ?'),
    mockAnswers: await n('SELECT COUNT(*) AS n FROM mock_items WHERE user_id = ? AND answered_at IS NOT NULL'),
    attempts: await n('SELECT COUNT(*) AS n FROM practice_attempts WHERE user_id = ?'),
    answered: await n('SELECT COUNT(*) AS n FROM practice_attempts WHERE user_id = ? AND answered_at IS NOT NULL'),
    conversations: await n('SELECT COUNT(*) AS n FROM tutor_conversations WHERE user_id = ?'),
    messages: await n('SELECT COUNT(*) AS n FROM tutor_messages WHERE user_id = ?'),
    jobs: await n('SELECT COUNT(*) AS n FROM correction_jobs WHERE user_id = ?'),
    credits: await n('SELECT correct_num AS n FROM users WHERE id = ?'),
    recordings: (await env.RECORDINGS.list({ prefix: `recordings/${userId}/` })).objects.length,
  };
}

const junk = fc.oneof(
  fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom('', '\u200b\u200b', '\u202e', '<script>', 'x'.repeat(5000), '../../etc', 'NaN', '-1', '1e309'),
);
const jsonish = fc.anything({ maxDepth: 2, withNullPrototype: false, withObjectString: true });

function fieldsOf(keys: readonly string[]) {
  return fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(junk, jsonish)])), { requiredKeys: [] });
}

async function fuzz(name: string, body: fc.Arbitrary<unknown>, path: (token: string) => string, opts: { method?: string } = {}) {
  const u = await learner();
  await fc.assert(fc.asyncProperty(body, async (b) => {
    const before = await footprint(u.id);
    const r = await call(path(u.token), { method: opts.method ?? 'POST', body: b, token: u.token });
    expect(r.res.status, `${name} ${JSON.stringify(b)?.slice(0, 200)} → ${r.text.slice(0, 200)}`).toBeLessThan(500);
    if (r.res.status >= 400) expect(await footprint(u.id), `${name} refused but wrote`).toEqual(before);
  }), { numRuns: RUNS });
}

describe('fuzzing the learning routes', { timeout: 300_000 }, () => {
  it('tutor: completion, new conversations, rename', async () => {
    await fuzz('completion', fieldsOf(['model', 'messages', 'conversationId', 'mode', 'language', 'lesson']), () => '/common/tutor/completion');
    await fuzz('conversation', fieldsOf(['mode', 'model', 'language', 'title']), () => '/tutor/conversations');
    await fuzz('rename', fieldsOf(['title']), () => `/tutor/conversations/${'A'.repeat(22)}/rename`);
  });

  it('mock: start and answer', async () => {
    await fuzz('mock start', fieldsOf(['idempotencyKey', 'kind']).filter((b) => (b as { kind?: unknown }).kind !== 'diagnostic' && (b as { kind?: unknown }).kind !== 'full'), () => '/mock/start');
    await fuzz('mock answer', fieldsOf(['testId', 'position', 'answer', 'elapsedMs']), () => '/mock/answer');
  });

  it('practice: answers and the public sample', async () => {
    await fuzz('practice answer', fieldsOf(['attemptId', 'answer', 'elapsedMs']), () => '/practice/answer');
    await fuzz('sample answer', fieldsOf(['itemId', 'answer']), () => '/practice/sample/answer');
    const u = await learner();
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 30 }), fc.string({ maxLength: 6 }), async (type, count) => {
      const r = await call(`/practice/next?type=${encodeURIComponent(type)}&count=${encodeURIComponent(count)}`, { token: u.token });
      expect(r.res.status).toBeLessThan(500);
    }), { numRuns: RUNS });
  });

  it('corrections: JSON requests and recording uploads of any bytes and type', async () => {
    await fuzz('correction', fieldsOf(['requestId', 'kind', 'prompt', 'text', 'attemptId', 'mockTestId', 'position', 'recordingId', 'taskType']), () => '/corrections');
    const u = await learner();
    const type = fc.constantFrom('audio/wav', 'audio/x-wav', 'audio/wave; codecs=1', 'audio/webm', 'application/json', 'text/plain', '');
    const riff = fc.uint8Array({ maxLength: 2048 }).map((tail) => new Uint8Array([...new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), ...tail]));
    await fc.assert(fc.asyncProperty(type, fc.oneof(fc.uint8Array({ maxLength: 4096 }), riff), async (t, bytes) => {
      const before = await footprint(u.id);
      const res = await SELF.fetch(`${ORIGIN}/weapp/api/corrections/recordings`, {
        method: 'POST', body: bytes as unknown as BodyInit, headers: { origin: ORIGIN, 'content-type': t, authorization: `Bearer ${u.token}`, 'cf-connecting-ip': ip() },
      });
      await res.arrayBuffer();
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(await footprint(u.id)).toEqual(before);
    }), { numRuns: RUNS });
  });
});
