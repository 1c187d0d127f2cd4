import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, hashPassword, verifyPassword } from '../../src/worker/auth/passwords.ts';
import { call, env, forgetSendLimit, ip, latestCode, register, uniqueEmail, UPSTREAM_MODE } from './api-helpers.ts';

describe('registration with an e-mail code', () => {
  it('signs a new learner in and returns the SPEC user', async () => {
    const { token, user, res } = await register();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user).toMatchObject({ temp: false, vipEndTime: null, examNum: 0, correctNum: 0, nickname: 'Ana' });
    if (UPSTREAM_MODE) {
      expect(res.headers.get('set-cookie')).toBeNull(); // the upstream's cookies never reach the browser
    } else {
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toContain(`det_i18n_token=${token}`);
      expect(cookie).toContain('Max-Age=7776000');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure'); // plain-http localhost only
    }
    const info = await call('/userInfo', { token });
    expect(info.res.status).toBe(200);
    expect(info.json).toMatchObject({ email: user.email, temp: false, vipEndTime: null, freeVipEndTime: null });
  });

  it('refuses a second account for the same address and mails the owner instead of a code', async () => {
    const { email } = await register();
    await forgetSendLimit(email);
    const again = await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: ip() });
    expect(again.res.status).toBe(200);
    const { json } = await call(`/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(json.messages[0].subject).toMatch(/already have/);
    expect(json.messages[0].body).not.toMatch(/\b\d{6}\b/);
  });

  it('answers the same whether or not an account exists', async () => {
    const { email } = await register();
    await forgetSendLimit(email);
    const known = await call('/common/sesCode', { body: { email, purpose: 'reset' }, ip: ip() });
    const unknown = await call('/common/sesCode', { body: { email: uniqueEmail('nobody'), purpose: 'reset' }, ip: ip() });
    expect(known.res.status).toBe(unknown.res.status);
    expect(known.json).toEqual(unknown.json);
  });

  it('rejects each invalid field with a 400 naming it', async () => {
    const cases: [unknown, string][] = [
      [{ email: 'not-an-email', purpose: 'register' }, 'email'],
      [{ email: 'a@example.com', purpose: 'hack' }, 'purpose'],
      [{ purpose: 'register' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const r = await call('/common/sesCode', { body, ip: ip() });
      expect(r.res.status).toBe(400);
      expect(r.json).toMatchObject({ status: 400, field });
      expect(typeof r.json.message).toBe('string');
    }
    const badCode = await call('/common/sesCodeVerify', { body: { email: 'a@example.com', purpose: 'register', code: '12ab56' }, ip: ip() });
    expect(badCode.json).toMatchObject({ status: 400, field: 'code', code: 'code_format' });
    const shortPw = await call('/common/register', { body: { ticket: 'x'.repeat(30), nickname: 'A', password: 'short' }, ip: ip() });
    expect(shortPw.json).toMatchObject({ status: 400, field: 'password', code: 'password_too_short' });
  });

  it('refuses a common password', async () => {
    const email = uniqueEmail('common');
    const where = ip();
    await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: where });
    const v = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code: await latestCode(email) }, ip: where });
    const r = await call('/common/register', { body: { ticket: v.json.ticket, nickname: 'A', password: 'password123' }, ip: where });
    expect(r.json).toMatchObject({ status: 400, code: 'password_common', field: 'password' });
  });

  it('needs JSON and an allowed origin for every state change', async () => {
    const body = { email: 'a@example.com', purpose: 'register' };
    const form = await call('/common/sesCode', { raw: 'email=a@example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' }, ip: ip() });
    expect(form.res.status).toBe(415);
    expect(form.json).toMatchObject({ status: 415 });
    const broken = await call('/common/sesCode', { raw: '{"email":', ip: ip() });
    expect(broken.json).toMatchObject({ status: 400, code: 'json_invalid' });
    const evil = await call('/common/sesCode', { body, origin: 'https://evil.example', ip: ip() });
    expect(evil.res.status).toBe(403);
    const noOrigin = await call('/common/sesCode', { body, origin: null, ip: ip() });
    expect(noOrigin.res.status).toBe(403);
    const sameSite = await call('/common/sesCode', { body, origin: null, headers: { 'sec-fetch-site': 'same-origin' }, ip: ip() });
    expect(sameSite.res.status).toBe(200);
    const crossLogout = await call('/logout', { body: { domain: '' }, origin: 'https://evil.example' });
    expect(crossLogout.res.status).toBe(403);
  });

  it('changes nothing on GET', async () => {
    const r = await call('/common/register', { method: 'GET' });
    expect(r.res.status).toBe(404);
  });
});

describe('e-mail codes', () => {
  async function freshCode(tag: string) {
    const email = uniqueEmail(tag);
    const where = ip();
    await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: where });
    return { email, code: await latestCode(email), where };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('dies after five wrong guesses: the correct code no longer works', async () => {
    const { email, code, where } = await freshCode('brute');
    for (let i = 0; i < 5; i++) {
      const r = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code: wrong(code) }, ip: where });
      expect(r.res.status).toBe(400);
      expect(r.json.code).toBe(i < 4 ? 'code_invalid' : 'code_locked');
    }
    const right = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code }, ip: where });
    expect(right.json.code).toBe('code_locked');
  });

  it('counts 20 parallel wrong guesses as no more than 5', async () => {
    const { email, code } = await freshCode('parallel');
    await Promise.all(Array.from({ length: 20 }, () => call('/common/sesCodeVerify', { body: { email, purpose: 'register', code: wrong(code) }, ip: ip() })));
    const row = await env.DB.prepare('SELECT attempts FROM email_codes WHERE email = ? ORDER BY id DESC LIMIT 1').bind(email).first<{ attempts: number }>();
    expect(row!.attempts).toBe(5);
  });

  it('works once, for its purpose only, and not after 10 minutes', async () => {
    const { email, code, where } = await freshCode('once');
    const otherPurpose = await call('/common/sesCodeVerify', { body: { email, purpose: 'reset', code }, ip: where });
    expect(otherPurpose.res.status).toBe(400);
    const first = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code }, ip: where });
    expect(first.res.status).toBe(200);
    const second = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code }, ip: where });
    expect(second.res.status).toBe(400);
    const late = await freshCode('late');
    await env.DB.prepare('UPDATE email_codes SET expires_at = ? WHERE email = ?').bind(Date.now() - 1, late.email).run();
    const expired = await call('/common/sesCodeVerify', { body: { email: late.email, purpose: 'register', code: late.code }, ip: late.where });
    expect(expired.json.code).toBe('code_expired');
  });

  it('limits how often codes are sent to one address', async () => {
    const email = uniqueEmail('flood');
    const first = await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: ip() });
    const second = await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: ip() });
    expect(first.res.status).toBe(200);
    expect(second.res.status).toBe(429);
    expect(Number(second.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('password sign-in', () => {
  it('signs in with the right password and refuses a wrong one or an unknown address alike', async () => {
    const { email, password } = await register();
    const ok = await call('/common/login', { body: { email, password }, ip: ip() });
    expect(ok.res.status).toBe(200);
    expect(ok.json).toMatchObject({ isNew: false, user: { email } });
    const wrongPw = await call('/common/login', { body: { email, password: 'not the password' }, ip: ip() });
    const unknown = await call('/common/login', { body: { email: uniqueEmail('ghost'), password: 'whatever123' }, ip: ip() });
    expect(wrongPw.res.status).toBe(400);
    expect(wrongPw.json).toEqual(unknown.json);
  });

});

describe('sessions', () => {
  it('are revoked by logout, and the cookie is expired with the same path', async () => {
    const { token } = await register();
    const out = await call('/logout', { body: { domain: 'localhost' }, token });
    expect(out.res.status).toBe(200);
    if (UPSTREAM_MODE) expect(out.res.headers.get('set-cookie')).toBeNull();
    else expect(out.res.headers.get('set-cookie')).toMatch(/det_i18n_token=; Max-Age=0; Path=\/; SameSite=Lax/);
    const after = await call('/userInfo', { token });
    expect(after.res.status).toBe(401);
    expect(after.json).toMatchObject({ status: 401 });
  });

  it('answer 401 for a missing, unknown or expired token', async () => {
    expect((await call('/userInfo')).res.status).toBe(401);
    expect((await call('/userInfo', { token: 'A'.repeat(43) })).res.status).toBe(401);
    const { token, user } = await register();
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?').bind(Date.now() - 1, user.id).run();
    expect((await call('/userInfo', { token })).res.status).toBe(401);
  });

  it('read the token from the cookie too', async () => {
    const { token } = await register();
    const { SELF } = await import('cloudflare:test');
    const res = await SELF.fetch('http://localhost:8787/weapp/api/userInfo', { headers: { cookie: `det_i18n_token=${token}` } });
    expect(res.status).toBe(200);
  });

  it('all end when the password is reset', async () => {
    const { email, password } = await register();
    const a = await call('/common/login', { body: { email, password }, ip: ip() });
    const b = await call('/common/login', { body: { email, password }, ip: ip() });
    const where = ip();
    await forgetSendLimit(email);
    await call('/common/sesCode', { body: { email, purpose: 'reset' }, ip: where });
    const code = await latestCode(email);
    const v = await call('/common/sesCodeVerify', { body: { email, purpose: 'reset', code }, ip: where });
    const reset = await call('/common/findPassword', { body: { ticket: v.json.ticket, password: 'a brand new passphrase' }, ip: where });
    expect(reset.res.status).toBe(200);
    expect((await call('/userInfo', { token: a.json.token })).res.status).toBe(401);
    expect((await call('/userInfo', { token: b.json.token })).res.status).toBe(401);
    expect((await call('/common/login', { body: { email, password }, ip: ip() })).res.status).toBe(400);
    expect((await call('/common/login', { body: { email, password: 'a brand new passphrase' }, ip: ip() })).res.status).toBe(200);
  });

  it('leave no raw token, code or ticket in the database', async () => {
    const email = uniqueEmail('secrets');
    const where = ip();
    await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: where });
    const code = await latestCode(email);
    const v = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code }, ip: where });
    const reg = await call('/common/register', { body: { ticket: v.json.ticket, nickname: 'S', password: 'secret sauce 42' }, ip: where });
    const secrets = [reg.json.token, v.json.ticket, code, 'secret sauce 42'];
    for (const table of ['users', 'sessions', 'email_codes', 'email_tickets', 'auth_nonces', 'rate_limits']) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
      const dump = JSON.stringify(results);
      for (const s of secrets) expect(dump, `${table} holds a secret`).not.toContain(s);
    }
  });
});

describe('passwords', () => {
  it('stay within the production PBKDF2 limit and verify only the right password', async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
  });
});

describe('guests', () => {
  it('keep their progress when they register', async () => {
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    expect(guest.json.user.temp).toBe(true);
    await call('/progress', { body: { item: 'read-and-select-1', score: 110 }, token: guest.json.token });
    const { user, token } = await register(uniqueEmail('upgrade'), 'from guest to member', { token: guest.json.token });
    expect(user.id).toBe(guest.json.user.id);
    expect(user.temp).toBe(false);
    const progress = await call('/progress', { token });
    expect(progress.json.items).toEqual([expect.objectContaining({ item: 'read-and-select-1', score: 110 })]);
  });
});
