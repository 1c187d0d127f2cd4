/**
 * Sign-in without races or leaks (issue 7): limits that count before they evaluate, an owner who still gets in
 * while a stranger guesses, guest tokens that die on registration, answers and locks that do not reveal
 * accounts, tickets that survive a refused password, and inputs people really have.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/worker/api/embedded/auth-routes.ts';
import { LOG_PATH_LIMIT } from '../../src/worker/api/embedded/content-routes.ts';
import { useMailProviderForTesting } from '../../src/worker/services/mail.ts';
import { call, env, forgetSendLimit, ip, latestCode, register, uniqueEmail } from './api-helpers.ts';
import { forgetLocalGoogleKeys, googleIdToken, trustLocalGoogleKeys } from './google-tokens.ts';

const login = (email: string, password: string, from: string) => call('/common/login', { body: { email, password }, ip: from });
const evaluated = (answers: { res: Response; json: { code?: string } }[]) =>
  answers.filter((a) => a.res.status === 200 || a.json?.code === 'credentials_invalid').length;

async function ticketFor(email: string, purpose: 'register' | 'reset', from = ip()) {
  await forgetSendLimit(email);
  expect((await call('/common/sesCode', { body: { email, purpose }, ip: from })).res.status).toBe(200);
  const verified = await call('/common/sesCodeVerify', { body: { email, purpose, code: await latestCode(email) }, ip: from });
  expect(verified.res.status).toBe(200);
  return verified.json.ticket as string;
}

// Dozens of PBKDF2 evaluations per test: generous timeouts, so a loaded machine is slow rather than failing.
describe('password guessing', { timeout: 60_000 }, () => {
  it('evaluates no more than the limit of 50 parallel tries from one address, even with the right password last', async () => {
    const { email, password } = await register();
    const from = ip();
    const tries = [...Array.from({ length: 49 }, (_, i) => `wrong-guess-${i}`), password];
    const answers = await Promise.all(tries.map((pw) => login(email, pw, from)));
    expect(evaluated(answers)).toBeLessThanOrEqual(LIMITS.loginPair.limit);
    expect(answers.filter((a) => a.res.status === 429).length).toBeGreaterThanOrEqual(50 - LIMITS.loginPair.limit);
    expect(answers.find((a) => a.res.status === 429)!.res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('caps one address across many accounts', async () => {
    const from = ip();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(`nobody${i}.${crypto.randomUUID().slice(0, 4)}@example.com`, 'wrong-password', from)));
    expect(evaluated(answers)).toBeLessThanOrEqual(LIMITS.loginIp.limit);
  });

  it('lets the owner sign in while a stranger guesses', async () => {
    const { email, password } = await register();
    const stranger = ip();
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `guess-${i}`, stranger)));
    expect(guesses.some((g) => g.res.status === 429)).toBe(true);
    const owner = await login(email, password, ip());
    expect(owner.res.status).toBe(200);
  });

  it('bounds guessing from many addresses with a slower ceiling per account', async () => {
    const { email } = await register();
    const answers = [];
    for (let batch = 0; batch < 3; batch++) {
      answers.push(...await Promise.all(Array.from({ length: 25 }, () => login(email, 'wrong-password', ip()))));
    }
    expect(evaluated(answers)).toBeLessThanOrEqual(LIMITS.loginAccount.limit);
    expect(answers.at(-1)!.res.status).toBe(429);
  });
});

describe('guests', () => {
  afterAll(forgetLocalGoogleKeys);
  beforeAll(trustLocalGoogleKeys);

  it('lose their token when they register: it never opens the new account', async () => {
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    const guestToken = guest.json.token as string;
    const { token, user } = await register(uniqueEmail('upgraded'), 'correct horse battery', { token: guestToken });
    expect(user.id).toBe(guest.json.user.id);
    expect((await call('/userInfo', { token: guestToken })).res.status).toBe(401);
    expect((await call('/userInfo', { token })).json.email).toBe(user.email);
  });

  it('lose their token when they sign up with Google too', async () => {
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    const guestToken = guest.json.token as string;
    const res = await call('/common/login', { body: { google: true, credential: await googleIdToken(), type: 'pc' }, token: guestToken, ip: ip() });
    expect(res.res.status).toBe(200);
    expect(res.json.user.id).toBe(guest.json.user.id);
    expect((await call('/userInfo', { token: guestToken })).res.status).toBe(401);
  });

  it('are created only by a JSON request', async () => {
    const res = await call('/common/guest', { raw: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' }, ip: ip() });
    expect(res.res.status).toBe(415);
  });
});

describe('parallel registrations', () => {
  it('of one address end in one account and a clear 409, never a 500', async () => {
    const email = uniqueEmail('twice');
    const first = await ticketFor(email, 'register');
    const second = await ticketFor(email, 'register');
    // The second code replaced the first, but its ticket was issued before: both tickets are live.
    const answers = await Promise.all([first, second].map((ticket) =>
      call('/common/register', { body: { ticket, nickname: 'Ana', password: 'correct horse battery' }, ip: ip() })));
    expect(answers.map((a) => a.res.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.res.status === 409)!.json.code).toBe('email_taken');
  });

  it('spend one ticket once', async () => {
    const email = uniqueEmail('oneticket');
    const ticket = await ticketFor(email, 'register');
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      call('/common/register', { body: { ticket, nickname: 'Ana', password: 'correct horse battery' }, ip: ip() })));
    expect(answers.filter((a) => a.res.status === 200)).toHaveLength(1);
  });
});

describe('accounts cannot be told apart', () => {
  afterEach(() => useMailProviderForTesting(undefined));

  async function fiveWrongGuesses(email: string, purpose: 'register' | 'reset') {
    await forgetSendLimit(email);
    const from = ip();
    const sent = await call('/common/sesCode', { body: { email, purpose }, ip: from });
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await call('/common/sesCodeVerify', { body: { email, purpose, code: '000000' }, ip: from })).json.code);
    }
    return { sent: sent.json, codes };
  }

  it('by the answers and the code lock of a password reset', async () => {
    const { email } = await register();
    const known = await fiveWrongGuesses(email, 'reset');
    const unknown = await fiveWrongGuesses(uniqueEmail('nobody'), 'reset');
    expect(known).toEqual(unknown);
    expect(known.codes.slice(-2)).toEqual(['code_locked', 'code_locked']);
  });

  it('by the answers and the code lock of a registration', async () => {
    const { email } = await register();
    expect(await fiveWrongGuesses(email, 'register')).toEqual(await fiveWrongGuesses(uniqueEmail('fresh'), 'register'));
  });

  it('by waiting: every code request has sent its one mail before it answers', async () => {
    const { email } = await register();
    const delivered: string[] = [];
    useMailProviderForTesting(async (_url, init) => {
      await new Promise((r) => setTimeout(r, 50));
      delivered.push(JSON.parse(String(init?.body)).to);
      return new Response('{}', { status: 202 });
    });
    const bindings = { MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'k' };
    for (const [address, purpose] of [[email, 'reset'], [uniqueEmail('nobody'), 'reset'], [email, 'register'], [uniqueEmail('new'), 'register']] as const) {
      await forgetSendLimit(address);
      const res = await call('/common/sesCode', { body: { email: address, purpose }, ip: ip(), bindings });
      expect(res.res.status).toBe(200);
      expect(delivered.at(-1)).toBe(address);
    }
    expect(delivered).toHaveLength(4);
  });
});

describe('a mail that cannot be sent', () => {
  afterEach(() => useMailProviderForTesting(undefined));

  it('is reported, leaves no usable code, and can be retried at once', async () => {
    const email = uniqueEmail('outage');
    let mailed = '';
    useMailProviderForTesting(async (_url, init) => {
      mailed = JSON.parse(String(init?.body)).text;
      return new Response('provider down', { status: 503 });
    });
    const bindings = { MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'k' };
    const from = ip();
    const res = await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: from, bindings });
    expect(res.res.status).toBe(503);
    expect(res.json.code).toBe('mail_failed');
    const code = /\b(\d{6})\b/.exec(mailed)![1]!;
    const verify = await call('/common/sesCodeVerify', { body: { email, purpose: 'register', code }, ip: from });
    expect(verify.json.code).toBe('code_invalid');
    useMailProviderForTesting(async () => new Response('{}', { status: 202 }));
    expect((await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: from, bindings })).res.status).toBe(200);
  });
});

describe('a refused password', () => {
  it('leaves the registration ticket usable', async () => {
    const email = uniqueEmail('fixit');
    const ticket = await ticketFor(email, 'register');
    const refused = await call('/common/register', { body: { ticket, nickname: 'Ana', password: 'password123' }, ip: ip() });
    expect(refused.json).toMatchObject({ code: 'password_common', field: 'password' });
    const asEmail = await call('/common/register', { body: { ticket, nickname: 'Ana', password: email }, ip: ip() });
    expect(asEmail.json).toMatchObject({ code: 'password_is_email', field: 'password' });
    const ok = await call('/common/register', { body: { ticket, nickname: 'Ana', password: 'correct horse battery' }, ip: ip() });
    expect(ok.res.status).toBe(200);
    expect(ok.json.user.email).toBe(email);
  });

  it('leaves the reset ticket usable', async () => {
    const { email } = await register();
    const ticket = await ticketFor(email, 'reset');
    expect((await call('/common/findPassword', { body: { ticket, password: 'qwerty123' }, ip: ip() })).json.code).toBe('password_common');
    expect((await call('/common/findPassword', { body: { ticket, password: 'a much better password' }, ip: ip() })).res.status).toBe(200);
    expect((await login(email, 'a much better password', ip())).res.status).toBe(200);
  });
});

describe('unauthenticated GETs that write', () => {
  it('refuse other sites (an <img> on another page) and write nothing', async () => {
    const path = `/xsite-${crypto.randomUUID().slice(0, 8)}`;
    const res = await call(`/common/logPath?path=${path}&locale=en`, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' } });
    expect(res.res.status).toBe(403);
    const nonce = await call('/common/google/nonce', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(nonce.res.status).toBe(403);
    await new Promise((r) => setTimeout(r, 50));
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM path_log WHERE path = ?').bind(path).first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it('are bounded per client address', async () => {
    const from = ip();
    const path = `/flood-${crypto.randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: LOG_PATH_LIMIT.limit + 30 }, () =>
      call(`/common/logPath?path=${path}&locale=en`, { ip: from, headers: { 'sec-fetch-site': 'same-origin' } })));
    // The page's beacon never sees an error (fire and forget); what is over the limit is simply not written.
    expect(answers.every((a) => a.res.status === 200)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM path_log WHERE path = ?').bind(path).first<{ n: number }>();
    expect(rows!.n).toBeLessThanOrEqual(LOG_PATH_LIMIT.limit);
  });
});

describe('addresses and names people really have', () => {
  for (const email of ["o'brien@example.com", 'ana+det@example.com', 'a@xn--bcher-kva.ch']) {
    it(`accepts ${email}`, async () => {
      const res = await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: ip() });
      expect(res.res.status).toBe(200);
    });
  }

  it('stores an internationalized domain in its ASCII form', async () => {
    const res = await call('/common/sesCode', { body: { email: 'Lena@Bücher.ch', purpose: 'register' }, ip: ip() });
    expect(res.res.status).toBe(200);
    expect((await call('/dev/outbox?email=lena@xn--bcher-kva.ch')).json.messages).toHaveLength(1);
  });

  for (const email of ['plain', 'a@b', 'a..b@example.com', 'a@-example.com', 'a b@example.com']) {
    it(`refuses ${JSON.stringify(email)}`, async () => {
      const res = await call('/common/sesCode', { body: { email, purpose: 'register' }, ip: ip() });
      expect(res.json).toMatchObject({ status: 400, code: 'email_invalid', field: 'email' });
    });
  }

  it('counts a nickname the way a person sees it and refuses hidden characters', async () => {
    const nick = async (nickname: string) => {
      const ticket = await ticketFor(uniqueEmail('nick'), 'register');
      return call('/common/register', { body: { ticket, nickname, password: 'correct horse battery' }, ip: ip() });
    };
    const emoji = '👩‍👩‍👧'.repeat(21);
    expect((await nick(emoji)).json.user.nickname).toBe(emoji);
    expect((await nick('x'.repeat(41))).json.code).toBe('nickname_too_long');
    for (const hidden of ['Ana\u202Egnp.exe', 'Ana\u0007', 'A\u200Bna', 'Ana\u2066x']) {
      expect((await nick(hidden)).json).toMatchObject({ code: 'nickname_invalid', field: 'nickname' });
    }
  });
});
