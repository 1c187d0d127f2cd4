/**
 * Issue 26 §1: nobody else's guessing locks the owner out. Addresses count as every per-address limit counts them
 * (an IPv6 /64, an IPv4 address plus its /24), and the per-account ceiling applies only to browsers that never
 * signed in to the account, with an e-mailed unlock link as the way out for a new device.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/worker/api/embedded/auth-routes.ts';
import { DEVICE_COOKIE } from '../../src/worker/auth/device.ts';
import { call, env, ip, register, UPSTREAM_MODE } from './api-helpers.ts';

const login = (email: string, password: string, from: string, cookie?: string) =>
  call('/common/login', { body: { email, password }, ip: from, headers: cookie ? { cookie } : {} });
const evaluated = (answers: { res: Response; json: { code?: string } }[]) => answers.filter((a) => a.json?.code === 'credentials_invalid').length;

/** The device cookie (name=value) a response set, if any. */
function deviceCookieOf(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return set?.split(';')[0];
}

let block = 0;
/** A fresh IPv6 /64 (2001:db8:<n>::/64) and any address inside it. */
function v6(prefix: number, host: number): string {
  return `2001:db8:${prefix.toString(16)}:${block}:${(host >> 16).toString(16)}:${(host & 0xffff).toString(16)}:${host % 7}:1`;
}

async function guesses(email: string, addresses: string[], perAddress: number) {
  const answers = [];
  for (const from of addresses) answers.push(...await Promise.all(Array.from({ length: perAddress }, (_, i) => login(email, `wrong-guess-${i}`, from))));
  return answers;
}

async function outboxFor(email: string): Promise<{ subject: string; body: string }[]> {
  const { results } = await env.DB.prepare('SELECT subject, body FROM outbox WHERE to_email = ? ORDER BY id DESC').bind(email).all<{ subject: string; body: string }>();
  return results;
}

async function unlockMails(email: string, atLeast: number) {
  for (let i = 0; i < 50; i++) {
    const mails = (await outboxFor(email)).filter((m) => m.body.includes('/common/login/unlock?'));
    if (mails.length >= atLeast) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
  return (await outboxFor(email)).filter((m) => m.body.includes('/common/login/unlock?'));
}

describe.skipIf(UPSTREAM_MODE)('the owner is never locked out by strangers', { timeout: 120_000 }, () => {
  it('60 wrong guesses from 60 addresses of one IPv6 /64 count as one address; the owner signs in from a fresh address', async () => {
    block += 1;
    const { email, password } = await register();
    const prefix = 0x6400 + block;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(email, `wrong-guess-${i}`, v6(prefix, i + 1))));
    expect(evaluated(answers)).toBeLessThanOrEqual(LIMITS.loginPair.limit);
    expect(answers.filter((a) => a.res.status === 429).length).toBeGreaterThanOrEqual(60 - LIMITS.loginPair.limit);
    // A fresh address, no cookie: a browser that never signed in before.
    expect((await login(email, password, v6(prefix + 1, 9))).res.status).toBe(200);
  });

  it('60 wrong guesses from 12 IPv4 addresses of one /24 share its budget; the owner signs in from a fresh address', async () => {
    const { email, password } = await register();
    const net = `10.251.${(block += 1)}`;
    const answers = await guesses(email, Array.from({ length: 12 }, (_, i) => `${net}.${i + 10}`), 5);
    expect(evaluated(answers)).toBeLessThanOrEqual(LIMITS.loginPair.limit * 2);
    expect((await login(email, password, ip())).res.status).toBe(200);
  });

  it('60 wrong guesses from 12 unrelated addresses fill the account ceiling for new devices only: the owner\'s browser signs in from a fresh address', async () => {
    const { email, password } = await register();
    // The owner signed in once on this browser: it keeps a signed device cookie.
    const first = await login(email, password, ip());
    const cookie = deviceCookieOf(first.res);
    expect(cookie).toBeDefined();
    await env.DB.prepare('DELETE FROM rate_limits WHERE key = ?').bind(`login:account:${email}`).run();

    const answers = await guesses(email, Array.from({ length: 12 }, () => ip()), 5);
    expect(answers.at(-1)!.res.status).toBe(429);
    expect(answers.at(-1)!.json.code).toBe('account_locked');
    expect(evaluated(answers)).toBeLessThanOrEqual(LIMITS.loginAccount.limit);

    expect((await login(email, password, ip(), cookie)).res.status).toBe(200);
    // A new browser of the owner's is held back like the strangers' ...
    expect((await login(email, password, ip())).json.code).toBe('account_locked');
  });

  it('a new device gets in through the e-mailed unlock link, mailed once an hour however many tries are refused', async () => {
    const { email, password } = await register();
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)').bind(`login:account:${email}`, Date.now(), LIMITS.loginAccount.limit).run();
    const refused = await Promise.all(Array.from({ length: 6 }, () => login(email, 'wrong-password', ip())));
    expect(refused.every((r) => r.res.status === 429 && r.json.code === 'account_locked')).toBe(true);
    expect(refused[0]!.res.headers.get('retry-after')).toMatch(/^\d+$/);
    const mails = await unlockMails(email, 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(await unlockMails(email, 2)).toHaveLength(1);

    const link = new URL(/https:\/\/\S+/.exec(mails[0]!.body)![0]);
    expect(link.searchParams.get('email')).toBe(email);
    const opened = await call(`${link.pathname.replace('/weapp/api', '')}${link.search}`);
    expect(opened.res.status).toBe(303);
    expect(opened.res.headers.get('location')).toBe('/login');
    const cookie = deviceCookieOf(opened.res);
    expect(cookie).toBeDefined();
    // Nobody is signed in by the link itself; with the password, the owner is.
    expect(opened.res.headers.getSetCookie().some((c) => c.startsWith('det_i18n_token='))).toBe(false);
    expect((await login(email, password, ip(), cookie)).res.status).toBe(200);
  });

  it('a tampered, expired or other account\'s unlock or device cookie lifts nothing', async () => {
    const owner = await register();
    const other = await register();
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)').bind(`login:account:${owner.email}`, Date.now(), LIMITS.loginAccount.limit).run();
    const otherCookie = deviceCookieOf((await login(other.email, other.password, ip())).res)!;
    expect((await login(owner.email, owner.password, ip(), otherCookie)).json.code).toBe('account_locked');
    const forged = `${DEVICE_COOKIE}=${Date.now() + 9e9}.${'0'.repeat(64)}`;
    expect((await login(owner.email, owner.password, ip(), forged)).json.code).toBe('account_locked');
    const bad = await call(`/common/login/unlock?email=${encodeURIComponent(owner.email)}&token=${Date.now() + 60_000}.${'a'.repeat(64)}&lang=de`);
    expect(bad.res.status).toBe(303);
    expect(bad.res.headers.get('location')).toBe('/de/login?unlock=expired');
    expect(deviceCookieOf(bad.res)).toBeUndefined();
  });
});

describe.skipIf(UPSTREAM_MODE)('every per-address limit keys addresses the same way', { timeout: 60_000 }, () => {
  it('20 guests from one /64 cannot drag an article\'s rating: a few count, the rest are refused', async () => {
    const path = (await env.DB.prepare('SELECT path FROM articles LIMIT 1').first<{ path: string }>())!.path;
    block += 1;
    const prefix = 0x7700 + block;
    const answers = [];
    for (let i = 0; i < 20; i++) {
      const from = v6(prefix, 100 + i);
      const guest = await call('/common/guest', { body: {}, ip: from });
      if (guest.res.status !== 200) { answers.push(guest); continue; }
      answers.push(await call('/common/article/rate', { body: { path, score: 1 }, token: guest.json.token, ip: from }));
    }
    expect(answers.filter((a) => a.res.status === 200).length).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.res.status >= 500)).toHaveLength(0);
  });

  it('guest creation from one /64 stops at the per-address limit', async () => {
    block += 1;
    const answers = await Promise.all(Array.from({ length: LIMITS.guestIp.limit + 5 }, (_, i) => call('/common/guest', { body: {}, ip: v6(0x8800 + block, i) })));
    expect(answers.filter((a) => a.res.status === 200)).toHaveLength(LIMITS.guestIp.limit);
  });

  it('code requests from one IPv4 /24 share a budget of four addresses', async () => {
    const net = `10.252.${(block += 1)}`;
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(...await Promise.all(Array.from({ length: 10 }, (_, j) => call('/common/sesCode', { body: { email: `n${i}-${j}.${crypto.randomUUID().slice(0, 6)}@example.com`, purpose: 'register' }, ip: `${net}.${i + 1}` }))));
    }
    expect(answers.filter((a) => a.res.status === 200)).toHaveLength(LIMITS.codeSendIp.limit * 4);
  });
});
