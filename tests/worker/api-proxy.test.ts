import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import app from '../../src/worker/index.ts';

const UPSTREAM = 'https://upstream.example';
const SITE = 'http://localhost:8787';

async function viaWorker(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${SITE}/weapp/api${path}`, init), { ...env, API_ORIGIN: UPSTREAM, API_TIMEOUT_MS: '300', ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(() => vi.restoreAllMocks());

describe('proxy to API_ORIGIN', () => {
  it('forwards the cookie token as a bearer, drops cookies, and streams the answer back', async () => {
    const seen: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      seen.push(new Request(input as RequestInfo, init));
      return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json', 'set-cookie': 'upstream=1' } });
    });
    const res = await viaWorker('/userInfo?x=1', { headers: { cookie: 'det_i18n_token=tok_abcdefghijklmnopqrstu; other=1', locale: 'ja' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`${UPSTREAM}/weapp/api/userInfo?x=1`);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok_abcdefghijklmnopqrstu');
    expect(seen[0]!.headers.get('cookie')).toBeNull();
    expect(seen[0]!.headers.get('locale')).toBe('ja');
  });

  it('answers 504 JSON when the upstream hangs', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => new Promise((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    }));
    const res = await viaWorker('/userInfo');
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ status: 504, message: expect.any(String) });
  });

  it('passes an upstream 500 through', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ status: 500, message: 'boom' }), { status: 500 }));
    const res = await viaWorker('/userInfo');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ status: 500, message: 'boom' });
  });

  it('never retries a POST', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connection reset'));
    const res = await viaWorker('/common/login', { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(502);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('does not follow a redirect to another host, so the token goes nowhere else', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/steal' } }));
    const res = await viaWorker('/userInfo', { headers: { authorization: 'Bearer tok_abcdefghijklmnopqrstu' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://elsewhere.example/steal');
    expect(spy).toHaveBeenCalledTimes(1);
    expect((spy.mock.calls[0]![1] as RequestInit).redirect).toBe('manual');
  });

  it('cuts off a body that stalls', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new ReadableStream({
      start(controller) { controller.enqueue(new TextEncoder().encode('{"partial":')); },
    }), { status: 200 }));
    const res = await viaWorker('/userInfo');
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('still applies the origin rules before forwarding', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const res = await viaWorker('/logout', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
    expect(spy).not.toHaveBeenCalled();
  });
});

/**
 * The same contract, answered by the embedded backend directly and through the proxy (the stub upstream is the
 * embedded backend itself), so both paths behave the same for the client.
 */
describe.each([
  ['embedded', false],
  ['proxied', true],
])('contract (%s)', (_name, proxied) => {
  async function request(path: string, init: RequestInit = {}) {
    if (!proxied) {
      const ctx = createExecutionContext();
      return app.fetch(new Request(`${SITE}/weapp/api${path}`, init), { ...env, API_ORIGIN: '' }, ctx);
    }
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, reqInit) => {
      const upstreamReq = new Request(input as RequestInfo, reqInit);
      const url = upstreamReq.url.replace(UPSTREAM, SITE);
      const headers = new Headers(upstreamReq.headers);
      headers.set('origin', SITE);
      const ctx = createExecutionContext();
      return app.fetch(new Request(url, { method: upstreamReq.method, headers, body: upstreamReq.body, duplex: 'half' } as RequestInit), { ...env, API_ORIGIN: '' }, ctx);
    });
    return viaWorker(path, init);
  }

  it('answers unknown calls with {status, message}', async () => {
    const res = await request('/no/such/call');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, message: expect.any(String) });
  });

  it('reports a missing session as 401', async () => {
    const res = await request('/userInfo');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 401 });
  });

  it('validates logPath', async () => {
    expect((await request('/common/logPath?path=/courses&locale=ja')).status).toBe(200);
    const bad = await request('/common/logPath?path=courses&locale=xx');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400, field: 'path' });
  });

  it('serves the priceSaveUp setting', async () => {
    const res = await request('/common/setting?status=1&keys=priceSaveUp');
    expect(await res.json()).toEqual({ priceSaveUp: '40' });
  });
});

describe('content calls', () => {
  it('serve 18 testimonials with ids 34–51 and JSON data', async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${SITE}/weapp/api/common/testimonials`), env, ctx);
    const list = await res.json() as { id: number; type: number; data: string; order: number; createTime: string }[];
    expect(list.map((t) => t.id)).toEqual(Array.from({ length: 18 }, (_, i) => 34 + i));
    for (const t of list) {
      const data = JSON.parse(t.data);
      expect(t.type).toBe(1);
      expect(typeof data.rate).toBe('string');
      expect(data.nickname.length).toBeGreaterThan(0);
      expect(data.content.length).toBeGreaterThan(20);
      expect(Number.isNaN(Date.parse(t.createTime))).toBe(false);
    }
  });

  it('serve landing statistics as strings with a plus, never below the floors', async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${SITE}/weapp/api/common/stats`), env, ctx);
    const stats = await res.json() as Record<string, string>;
    // Questions are counted from the bank (ADR 038): never fewer than its floor, never more than the bank holds.
    const items = (await env.DB.prepare('SELECT COUNT(*) AS n FROM bank_items').first<{ n: number }>())!.n;
    expect(stats).toEqual({ userTotal: '400000+', questionTotal: `${Math.max(items, 8000)}+`, examTotal: '10000+', correctTotal: '21000+', speakingTotal: '26000+' });
  });
});
