/**
 * The contact form without JavaScript in upstream mode: the page's form post hands its JSON to the same API path
 * the island calls, so the proxy forwards it to the upstream's /common/portalContact, and the upstream's answer
 * decides the redirect or the refused page.
 */
import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { env, ip, uniqueEmail } from '../worker/api-helpers.ts';
import { fakeUpstream, upstreamCalls } from './stub-upstream.ts';

const SITE = 'http://localhost:8787';

function post(path: string, fields: Record<string, string>) {
  return SELF.fetch(`${SITE}${path}`, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams(fields),
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip() },
  });
}

describe('the contact form without JavaScript, upstream mode', () => {
  it('is handled by the upstream and redirected to the thank-you page with its reference', async () => {
    const email = uniqueEmail('upstream-contact');
    const res = await post('/es/contact-us', { name: 'Lucía', email, topic: 'courses', message: '¿Cuándo sale el curso de escritura?', startedAt: String(Date.now() - 20_000) });
    expect(res.status).toBe(303);
    const reference = res.headers.get('location')!.split('/').pop()!;
    expect(upstreamCalls.some((c) => c.method === 'POST' && c.path === '/weapp/api/common/portalContact')).toBe(true);
    const row = await env.DB.prepare('SELECT locale, email FROM contact_messages WHERE reference = ?').bind(reference).first();
    expect(row).toEqual({ locale: 'es', email });
  });

  it('shows the upstream\'s refusal on the page with the text kept', async () => {
    fakeUpstream(() => Response.json({ status: 429, message: 'Too many', code: 'rate_limited' }, { status: 429 }));
    try {
      const res = await post('/contact-us', { name: 'Lucía', email: uniqueEmail('upstream-429'), topic: 'other', message: 'Text that must survive the refusal.', startedAt: String(Date.now() - 20_000) });
      expect(res.status).toBe(429);
      const html = await res.text();
      expect(html).toContain('Text that must survive the refusal.');
      expect(html).toContain('You have sent several messages in a short time.');
    } finally {
      fakeUpstream(null);
    }
  });
});
