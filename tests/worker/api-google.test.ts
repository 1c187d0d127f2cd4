import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { useGoogleKeysForTesting } from '../../src/worker/auth/google.ts';
import { call, env, ip, register } from './api-helpers.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let privateKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256', { extractable: true })).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  useGoogleKeysForTesting(createLocalJWKSet({ keys: [jwk] }));
});
afterAll(() => useGoogleKeysForTesting(undefined));

async function nonce(): Promise<string> {
  return (await call('/common/google/nonce')).json.nonce;
}

interface TokenOptions { sub?: string; email?: string; iss?: string; aud?: string; exp?: number; verified?: boolean; nonce?: string | null; kid?: string; key?: CryptoKey }

async function idToken(o: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    email: o.email ?? `g.${crypto.randomUUID().slice(0, 8)}@gmail.com`,
    email_verified: o.verified ?? true,
    name: 'Gabriel', picture: 'https://lh3.googleusercontent.com/a/photo',
  };
  if (o.nonce !== null) claims.nonce = o.nonce ?? (await nonce());
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'test-key', typ: 'JWT' })
    .setIssuer(o.iss ?? 'https://accounts.google.com')
    .setAudience(o.aud ?? CLIENT_ID)
    .setSubject(o.sub ?? `sub-${crypto.randomUUID()}`)
    .setIssuedAt(now - 10)
    .setExpirationTime(o.exp ?? now + 3600)
    .sign(o.key ?? privateKey);
}

const login = (credential: string, extra: Record<string, unknown> = {}) =>
  call('/common/login', { body: { google: true, credential, type: 'pc', channel: '', invite_code: '', ...extra }, ip: ip() });

describe('Google sign-in', () => {
  it('signs in with a verified token; isNew only the first time; identity from the token, not the client', async () => {
    const sub = `sub-${crypto.randomUUID()}`;
    const first = await login(await idToken({ sub, email: 'real.person@gmail.com' }), { email: 'attacker@evil.example', nickname: 'Mallory' });
    expect(first.res.status).toBe(200);
    expect(first.json.isNew).toBe(true);
    expect(first.json.user).toMatchObject({ email: 'real.person@gmail.com', nickname: 'Gabriel', picture: 'https://lh3.googleusercontent.com/a/photo' });
    const second = await login(await idToken({ sub, email: 'real.person@gmail.com' }));
    expect(second.json.isNew).toBe(false);
    expect(second.json.user.id).toBe(first.json.user.id);
  });

  const refusals: [string, () => Promise<string>][] = [
    ['a wrong issuer', () => idToken({ iss: 'https://evil.example' })],
    ['a wrong audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => idToken({ exp: Math.floor(Date.now() / 1000) - 600 })],
    ['an unknown key id', () => idToken({ kid: 'not-google' })],
    ['a token signed by another key', () => idToken({ key: otherKey })],
    ['an unverified e-mail', () => idToken({ verified: false })],
    ['a token without our nonce', () => idToken({ nonce: null })],
    ['a nonce we never issued', () => idToken({ nonce: 'made-up-nonce-value' })],
    ['alg none', async () => {
      const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const now = Math.floor(Date.now() / 1000);
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://accounts.google.com', aud: CLIENT_ID, sub: 'x', email: 'none@gmail.com', email_verified: true, exp: now + 600, iat: now, nonce: await nonce() })}.`;
    }],
  ];
  for (const [name, make] of refusals) {
    it(`refuses ${name}`, async () => {
      const r = await login(await make());
      expect(r.res.status).toBe(400);
      expect(r.json).toMatchObject({ status: 400, code: 'google_rejected' });
    });
  }

  it('refuses a replayed token (its nonce is spent)', async () => {
    const token = await idToken();
    expect((await login(token)).res.status).toBe(200);
    const replay = await login(token);
    expect(replay.res.status).toBe(400);
  });

  it('links to an existing account whose e-mail we verified, keyed by subject afterwards', async () => {
    const { email, user } = await register();
    const sub = `sub-${crypto.randomUUID()}`;
    const r = await login(await idToken({ sub, email }));
    expect(r.json.user.id).toBe(user.id);
    const row = await env.DB.prepare('SELECT google_sub FROM users WHERE id = ?').bind(user.id).first<{ google_sub: string }>();
    expect(row!.google_sub).toBe(sub);
  });

  it('never merges into an unverified password account', async () => {
    const email = `unverified.${crypto.randomUUID().slice(0, 6)}@gmail.com`;
    await env.DB.prepare("INSERT INTO users (email, email_verified, password_hash, nickname, created_at, updated_at) VALUES (?, 0, 'x', 'U', 0, 0)").bind(email).run();
    const r = await login(await idToken({ email }));
    expect(r.res.status).toBe(409);
  });

  it('completes the /oauth credential exchange with token and isNew', async () => {
    const r = await call('/common/oauth/exchange', { body: { credential: await idToken() }, ip: ip() });
    expect(r.res.status).toBe(200);
    expect(r.json).toEqual({ token: expect.any(String), isNew: true });
    expect((await call('/userInfo', { token: r.json.token })).res.status).toBe(200);
  });
});

describe('POST /oauth (Google redirect-mode return)', () => {
  const post = async (fields: Record<string, string>, cookie: string) => {
    const { SELF } = await import('cloudflare:test');
    return SELF.fetch('http://localhost:8787/ja/oauth', {
      method: 'POST', redirect: 'manual', body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'https://accounts.google.com' },
    });
  };

  it('signs in when the double-submit token matches, and returns to /oauth with isNew', async () => {
    const res = await post({ credential: await idToken(), g_csrf_token: 'csrf-123' }, 'g_csrf_token=csrf-123');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ja/oauth?new=1');
    expect(res.headers.get('set-cookie')).toMatch(/^det_i18n_token=[A-Za-z0-9_-]{40,};/);
  });

  it('refuses a post whose double-submit token does not match, without touching the credential', async () => {
    const res = await post({ credential: await idToken(), g_csrf_token: 'csrf-123' }, 'g_csrf_token=other');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ja/oauth?error=request');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('reports a rejected token back to the page', async () => {
    const res = await post({ credential: await idToken({ aud: 'someone-else' }), g_csrf_token: 'x' }, 'g_csrf_token=x');
    expect(res.headers.get('location')).toBe('/ja/oauth?error=google_rejected');
  });
});

describe('jwtDecode', () => {
  it('decodes the middle part for display and signs nobody in', async () => {
    const r = await call('/common/jwtDecode', { body: { credential: await idToken({ email: 'show.me@gmail.com' }) } });
    expect(r.json).toEqual({ data: { email: 'show.me@gmail.com', name: 'Gabriel', picture: 'https://lh3.googleusercontent.com/a/photo' } });
    expect(r.res.headers.get('set-cookie')).toBeNull();
    expect(r.json.token).toBeUndefined();
  });

  it('rejects a credential that does not have three parts', async () => {
    const r = await call('/common/jwtDecode', { body: { credential: 'only.two' } });
    expect(r.res.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'credential_format', field: 'credential' });
  });
});
