/**
 * Where the correction screens' strings go (ADR 030): /app's boot data carries them; public pages' boot data does
 * not, and the correction islands carry exactly their own in their props. Also the task type a pasted or
 * recorded answer may name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../src/shared/constants.ts';
import { call, env, ip, register } from './api-helpers.ts';
import { DEV, get, page } from './helpers.ts';
import { seedBank } from './bank-seed.ts';
import { findJob } from '../../src/worker/learning/correction/jobs-repo.ts';

function bootMessages(html: string): string[] {
  const json = /<script type="application\/json" id="__boot"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return Object.keys((JSON.parse(json) as { messages?: Record<string, unknown> }).messages ?? {});
}

function islandProps(html: string, name: string): Record<string, unknown> | null {
  const m = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!m) return null;
  const decoded = m[1]!.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(decoded) as Record<string, unknown>;
}

describe('correction strings delivery', () => {
  it('/app receives the correction namespaces', async () => {
    const { token } = await register();
    const res = await get('/app', { headers: { cookie: `${TOKEN_COOKIE}=${token}` } });
    const keys = bootMessages(await res.text());
    expect(keys).toContain('correctionUi.band');
    expect(keys).toContain('correctionApp.report.notAssessed');
  });

  it('public pages do not carry them; the correction islands carry only their own, in the page language', async () => {
    for (const path of ['/', '/ja/pricing', '/writing-ai-correction']) {
      const { html } = await page(path, DEV);
      expect(bootMessages(html).filter((k) => k.startsWith('correction')), path).toEqual([]);
    }
    const { html } = await page('/de/speaking-ai-correction', DEV);
    const props = islandProps(html, 'SpeakingCorrection');
    expect(props).not.toBeNull();
    const keys = Object.keys(props!.messages as Record<string, unknown>);
    expect(keys).toContain('correctionApp.speaking.mic.denied');
    expect(keys.every((k) => k.startsWith('correctionUi.') || k.startsWith('correctionApp.'))).toBe(true);
    expect(props!.tasks).toContainEqual({ id: 'read-aloud', label: expect.any(String) });
    expect(html).toContain('Mein Sprechen prüfen');
  });
});

describe('a pasted answer names its task', () => {
  it('keeps a task type that fits the kind and refuses one that does not', async () => {
    const g = await call('/common/guest', { body: {}, ip: ip() });
    await env.DB.prepare('UPDATE users SET correct_num = 2 WHERE id = ?').bind(g.json.user.id).run();
    const body = { kind: 'writing', prompt: 'Describe your favourite room.', text: 'My favourite room is the kitchen because it is warm and bright.' };
    const ok = await call('/corrections', { token: g.json.token, body: { ...body, requestId: crypto.randomUUID().replace(/-/g, ''), taskType: 'writing-sample' } });
    expect(ok.res.status, ok.text).toBe(202);
    expect(ok.json.job.taskType).toBe('writing-sample');
    const wrong = await call('/corrections', { token: g.json.token, body: { ...body, requestId: crypto.randomUUID().replace(/-/g, ''), taskType: 'read-aloud' } });
    expect(wrong.res.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'task_invalid', field: 'taskType' });
    const unknown = await call('/corrections', { token: g.json.token, body: { ...body, requestId: crypto.randomUUID().replace(/-/g, ''), taskType: 'poetry' } });
    expect(unknown.res.status).toBe(400);
    expect((await env.DB.prepare('SELECT correct_num FROM users WHERE id = ?').bind(g.json.user.id).first<{ correct_num: number }>())!.correct_num).toBe(1);
  });
});

describe('correcting a mock test answer', () => {
  beforeAll(seedBank);

  async function learner(credits: number) {
    const g = await call('/common/guest', { body: {}, ip: ip() });
    await env.DB.prepare('UPDATE users SET correct_num = ? WHERE id = ?').bind(credits, g.json.user.id).run();
    return { token: g.json.token as string, id: g.json.user.id as number };
  }

  /** A finished mock test of the learner's with a Writing Sample answer at position 3 and an unanswered one at 4. */
  async function mockWithAnswer(userId: number, text: string) {
    const item = (await env.DB.prepare("SELECT id FROM bank_items WHERE type = 'writing-sample' LIMIT 1").first<{ id: string }>())!;
    const testId = crypto.randomUUID().replace(/-/g, '').slice(0, 22);
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO mock_tests (user_id, id, idempotency_key, kind, plan, state, started_at, deadline_at, finished_at) VALUES (?, ?, ?, 'full', '{}', '{}', ?, ?, ?)")
        .bind(userId, testId, testId, now - 3_600_000, now, now - 60_000),
      env.DB.prepare("INSERT INTO mock_items (user_id, test_id, position, item_id, type, issued_at, answered_at, answer) VALUES (?, ?, 3, ?, 'writing-sample', ?, ?, ?)")
        .bind(userId, testId, item.id, now - 600_000, now - 300_000, JSON.stringify({ type: 'writing-sample', text })),
      env.DB.prepare("INSERT INTO mock_items (user_id, test_id, position, item_id, type, issued_at) VALUES (?, ?, 4, ?, 'writing-sample', ?)")
        .bind(userId, testId, item.id, now - 200_000),
    ]);
    return testId;
  }

  it('uses the saved mock answer and its prompt; someone else\'s test or an unanswered item is a 404 and costs nothing', async () => {
    const text = 'Working from home saves time, but I miss my colleagues and the short talks we had at lunch every day.';
    const u = await learner(2);
    const testId = await mockWithAnswer(u.id, text);
    const r = await call('/corrections', { token: u.token, body: { requestId: crypto.randomUUID().replace(/-/g, ''), mockTestId: testId, position: 3 } });
    expect(r.res.status, r.text).toBe(202);
    expect(r.json.job).toMatchObject({ kind: 'writing', taskType: 'writing-sample' });
    expect((await findJob(env.DB, u.id, r.json.job.id))?.answer_text).toBe(text);

    const unanswered = await call('/corrections', { token: u.token, body: { requestId: crypto.randomUUID().replace(/-/g, ''), mockTestId: testId, position: 4 } });
    expect(unanswered.res.status).toBe(404);
    expect(unanswered.json.code).toBe('answer_not_found');
    const other = await learner(1);
    const stolen = await call('/corrections', { token: other.token, body: { requestId: crypto.randomUUID().replace(/-/g, ''), mockTestId: testId, position: 3 } });
    expect(stolen.res.status).toBe(404);
    const noPosition = await call('/corrections', { token: u.token, body: { requestId: crypto.randomUUID().replace(/-/g, ''), mockTestId: testId } });
    expect(noPosition.res.status).toBe(400);
    expect(noPosition.json.field).toBe('position');
    expect((await env.DB.prepare('SELECT correct_num FROM users WHERE id = ?').bind(other.id).first<{ correct_num: number }>())!.correct_num).toBe(1);
  });
});
