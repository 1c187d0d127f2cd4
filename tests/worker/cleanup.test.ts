/** The hourly clean-up (Cron Trigger): expired rows go, live rows stay, and big backlogs drain in batches. */
import { describe, expect, it } from 'vitest';
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/worker/index.ts';
import { cleanUp } from '../../src/worker/maintenance/cleanup.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function count(sql: string, ...args: unknown[]): Promise<number> {
  return (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;
}

describe('the scheduled clean-up', () => {
  it('deletes what has expired in every table and keeps what is live', async () => {
    const now = Date.now();
    const tag = crypto.randomUUID().slice(0, 8);
    const user = await env.DB.prepare("INSERT INTO users (nickname, temp, created_at, updated_at) VALUES ('Cleanup', 1, ?, ?) RETURNING id").bind(now, now).first<{ id: number }>();
    const db = env.DB;
    await db.batch([
      db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(`old-${tag}`, user!.id, now - 100 * DAY, now - DAY),
      db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?)').bind(`revoked-${tag}`, user!.id, now - 3 * DAY, now + 80 * DAY, now - 2 * DAY),
      db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(`live-${tag}`, user!.id, now, now + 80 * DAY),
      db.prepare("INSERT INTO email_codes (email, purpose, code_hash, created_at, expires_at) VALUES (?, 'reset', 'x', ?, ?)").bind(`old-${tag}@example.com`, now - 3 * DAY, now - 2 * DAY),
      db.prepare("INSERT INTO email_codes (email, purpose, code_hash, created_at, expires_at) VALUES (?, 'reset', 'x', ?, ?)").bind(`live-${tag}@example.com`, now, now + 600_000),
      db.prepare("INSERT INTO email_tickets (ticket_hash, email, purpose, expires_at) VALUES (?, 'a@example.com', 'reset', ?)").bind(`old-${tag}`, now - 2 * DAY),
      db.prepare('INSERT INTO auth_nonces (nonce_hash, expires_at) VALUES (?, ?)').bind(`old-${tag}`, now - 1000),
      db.prepare('INSERT INTO auth_nonces (nonce_hash, expires_at) VALUES (?, ?)').bind(`live-${tag}`, now + 600_000),
      db.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 3)').bind(`old-${tag}`, now - 2 * DAY),
      db.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 3)').bind(`live-${tag}`, now - HOUR / 2),
      db.prepare("INSERT INTO path_log (path, locale, created_at) VALUES (?, 'en', ?)").bind(`/old-${tag}`, now - 100 * DAY),
      db.prepare("INSERT INTO path_log (path, locale, created_at) VALUES (?, 'en', ?)").bind(`/live-${tag}`, now - DAY),
      db.prepare("INSERT INTO outbox (to_email, subject, body, created_at) VALUES (?, 's', 'b', ?)").bind(`old-${tag}@example.com`, now - 8 * DAY),
      db.prepare("INSERT INTO outbox (to_email, subject, body, created_at) VALUES (?, 's', 'b', ?)").bind(`live-${tag}@example.com`, now),
      // Daily counters: last week's go, today's (still limiting the learner) stays.
      db.prepare('INSERT INTO practice_allowance (user_id, day, used) VALUES (?, ?, 5)').bind(user!.id, Math.floor((now - 7 * DAY) / DAY)),
      db.prepare('INSERT INTO practice_allowance (user_id, day, used) VALUES (?, ?, 5)').bind(user!.id, Math.floor(now / DAY)),
      db.prepare('INSERT INTO tutor_usage (user_id, day, used) VALUES (?, ?, 3)').bind(user!.id, Math.floor((now - 7 * DAY) / DAY)),
      db.prepare('INSERT INTO tutor_usage (user_id, day, used) VALUES (?, ?, 3)').bind(user!.id, Math.floor(now / DAY)),
    ]);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(now), cron: '23 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE token_hash IN (?, ?)', `old-${tag}`, `revoked-${tag}`)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?', `live-${tag}`)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM email_codes WHERE email = ?', `old-${tag}@example.com`)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM email_codes WHERE email = ?', `live-${tag}@example.com`)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM email_tickets WHERE ticket_hash = ?', `old-${tag}`)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM auth_nonces WHERE nonce_hash IN (?, ?)', `old-${tag}`, `live-${tag}`)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM rate_limits WHERE key IN (?, ?)', `old-${tag}`, `live-${tag}`)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM path_log WHERE path IN (?, ?)', `/old-${tag}`, `/live-${tag}`)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM outbox WHERE to_email IN (?, ?)', `old-${tag}@example.com`, `live-${tag}@example.com`)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM practice_allowance WHERE user_id = ? AND day = ?', user!.id, Math.floor(now / DAY))).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM practice_allowance WHERE user_id = ?', user!.id)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM tutor_usage WHERE user_id = ? AND day = ?', user!.id, Math.floor(now / DAY))).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM tutor_usage WHERE user_id = ?', user!.id)).toBe(1);
  });

  it('drains a backlog in bounded batches', async () => {
    const now = Date.now();
    const stmts = Array.from({ length: 7 }, (_, i) => env.DB.prepare('INSERT INTO auth_nonces (nonce_hash, expires_at) VALUES (?, ?)').bind(`backlog-${i}-${now}`, now - 1));
    await env.DB.batch(stmts);
    const report = await cleanUp(env.DB, now, 3);
    expect(report.auth_nonces).toBeGreaterThanOrEqual(7);
    expect(await count("SELECT COUNT(*) AS n FROM auth_nonces WHERE expires_at < ?", now)).toBe(0);
  });
});
