import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { call, ip, register } from './api-helpers.ts';

const withSession = (path: string, token: string) =>
  SELF.fetch(`http://localhost:8787${path}`, { headers: { cookie: `det_i18n_token=${token}` }, redirect: 'manual' });

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

  it('shows the sign-in form again once the session is revoked', async () => {
    const { token } = await register();
    await call('/logout', { body: { domain: '' }, token });
    expect((await withSession('/login', token)).status).toBe(200);
  });

  it('opens the app and payment success pages for a member', async () => {
    const { token } = await register();
    expect((await withSession('/app', token)).status).toBe(200);
    // A success page exists only for the member's own payment (issue 9): unknown ids are 404.
    const started = await call('/stripe/payUrl?vipId=41&path=pricing&isMobile=0', { token });
    expect((await withSession(`/success/${started.json.logVipId}`, token)).status).toBe(200);
    expect((await withSession('/success/12', token)).status).toBe(404);
  });
});
