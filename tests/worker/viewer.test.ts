import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { call, env, ip, register } from './api-helpers.ts';

const withSession = (path: string, token: string) =>
  SELF.fetch(`http://localhost:8787${path}`, { headers: { cookie: `det_i18n_token=${token}` }, redirect: 'manual' });

async function cta(path: string, token?: string) {
  const res = token ? await withSession(path, token) : await SELF.fetch(`http://localhost:8787${path}`);
  const html = await res.text();
  return /<a class="btn btn-primary header-cta" href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html)!.slice(1);
}

describe('the header call-to-action follows the session', () => {
  it('is Try for free → /login for anonymous visitors and guests', async () => {
    expect(await cta('/courses')).toEqual(['/login', 'Try for free']);
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    expect(await cta('/courses', guest.json.token)).toEqual(['/login', 'Try for free']);
  });

  it('is Get started → /app for a signed-in member, and for a VIP', async () => {
    const { token, user } = await register();
    expect((await cta('/ja/courses', token))[0]).toBe('/app');
    expect((await cta('/courses', token))).toEqual(['/app', 'Get started']);
    await env.DB.prepare('UPDATE users SET vip_end_time = ? WHERE id = ?').bind(Date.now() + 86_400_000, user.id).run();
    expect((await cta('/courses', token))).toEqual(['/app', 'Get started']);
  });

  it('falls back to Try for free once the session is revoked', async () => {
    const { token } = await register();
    await call('/logout', { body: { domain: '' }, token });
    expect(await cta('/courses', token)).toEqual(['/login', 'Try for free']);
  });
});

describe('route access', () => {
  it('sends signed-in members away from guest-only pages to the app, but lets guests register', async () => {
    const { token } = await register();
    for (const p of ['/login', '/register', '/ja/resetPassword', '/forget']) {
      const res = await withSession(p, token);
      expect(res.status, p).toBe(302);
      expect(res.headers.get('location')).toBe('/app/#/home');
    }
    const guest = await call('/common/guest', { body: {}, ip: ip() });
    expect((await withSession('/register', guest.json.token)).status).toBe(200);
  });

  it('opens the app and payment success pages for a member', async () => {
    const { token } = await register();
    expect((await withSession('/app', token)).status).toBe(200);
    // A success page exists only for the member's own payment (issue 9): unknown ids are 404.
    const started = await call('/stripe/payUrl?vipId=41&path=pricing&isMobile=0', { token });
    expect((await withSession(`/success/${started.json.logVipId}`, token)).status).toBe(200);
    expect((await withSession('/success/12', token)).status).toBe(404);
  });

  it('never serves a member page from the anonymous cache', async () => {
    await SELF.fetch('http://localhost:8787/pricing');
    const { token } = await register();
    const res = await withSession('/pricing', token);
    expect(res.headers.get('x-page-cache')).toBeNull();
    expect(await res.text()).toContain('href="/app"');
  });
});
