/**
 * A deploy fails closed (issue 7, ADR 010): the configuration file's own values, or a deployed environment
 * missing a secret, serve nothing but a generic 500; development and its outbox exist only when switched on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import wranglerToml from '../../wrangler.toml?raw';
import worker from '../../src/worker/index.ts';
import { useMailProviderForTesting } from '../../src/worker/services/mail.ts';

/** The string variables of one table of wrangler.toml ("vars", "env.staging.vars", …). */
function tomlVars(table: string): Record<string, string> {
  const lines = wranglerToml.split('\n');
  const start = lines.findIndex((l) => l.trim() === `[${table}]`);
  if (start < 0) throw new Error(`no [${table}] in wrangler.toml`);
  const out: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim().startsWith('[')) break;
    const m = /^\s*([A-Z_]+)\s*=\s*"([^"]*)"/.exec(line);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

/** The bindings a deploy of `table` gets: the file's vars, the resources, no development switches, no secrets. */
function deployed(table: string, secrets: Record<string, string | undefined> = {}) {
  const base: Record<string, unknown> = { ...env, ...tomlVars(table), ...secrets };
  for (const name of ['DEV_TOOLS', 'PAGE_CACHE', 'AUTH_SECRET', 'MAIL_API_URL', 'MAIL_API_KEY', 'MAIL_FROM']) if (!(name in secrets)) delete base[name];
  return base as unknown as Cloudflare.Env;
}

const SECRETS = { AUTH_SECRET: 'a'.repeat(48), MAIL_API_URL: 'https://mail.example/send', MAIL_API_KEY: 'key-123' };

async function fetchWith(bindings: Cloudflare.Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://detprep.com${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(() => {
  vi.restoreAllMocks();
  useMailProviderForTesting(undefined);
});

describe('the configuration file', () => {
  it('is production-safe at the top level and in every environment', () => {
    for (const table of ['vars', 'env.staging.vars', 'env.production.vars']) {
      const vars = tomlVars(table);
      expect(vars.ENVIRONMENT, table).not.toBe('development');
      expect(vars.DEV_TOOLS, table).toBeUndefined();
      for (const origin of vars.ALLOWED_ORIGINS!.split(',')) expect(origin, table).toMatch(/^https:\/\//);
      expect(vars.PRODUCTION_HOST, table).not.toBe('');
    }
  });
});

describe('a deploy without its secrets', () => {
  for (const table of ['vars', 'env.staging.vars', 'env.production.vars']) {
    it(`refuses to serve with [${table}] alone: a generic 500, the reasons only in the log`, async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const bindings = deployed(table);
      const pageRes = await fetchWith(bindings, '/');
      expect(pageRes.status).toBe(500);
      const body = await pageRes.text();
      expect(body).not.toMatch(/AUTH_SECRET|MAIL_API/);
      expect(pageRes.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

      const api = await fetchWith(bindings, '/weapp/api/common/sesCode', {
        method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://detprep.com' },
        body: JSON.stringify({ email: 'victim@example.com', purpose: 'reset' }),
      });
      expect(api.status).toBe(500);
      expect(await api.json()).toEqual({ status: 500, message: expect.any(String), code: 'server_error' });
      expect((await fetchWith(bindings, '/weapp/api/dev/outbox?email=victim@example.com')).status).toBe(500);
      const log = logged.mock.calls.map((c) => String(c[0])).join('\n');
      expect(log).toContain('AUTH_SECRET');
      expect(log).toContain('MAIL_API_URL');
    });
  }

  const broken: [string, Record<string, string>][] = [
    ['a short AUTH_SECRET', { ...SECRETS, AUTH_SECRET: 'short-secret' }],
    ['no mail provider key', { AUTH_SECRET: SECRETS.AUTH_SECRET, MAIL_API_URL: SECRETS.MAIL_API_URL }],
    ['an empty PRODUCTION_HOST', { ...SECRETS, PRODUCTION_HOST: '' }],
    ['a plain-http allowed origin', { ...SECRETS, ALLOWED_ORIGINS: 'https://detprep.com,http://localhost:8787' }],
    ['development tools switched on', { ...SECRETS, DEV_TOOLS: 'on' }],
    ['the page cache switched off', { ...SECRETS, PAGE_CACHE: 'off' }],
    ['an unknown environment name', { ...SECRETS, ENVIRONMENT: 'dev' }],
  ];
  for (const [what, vars] of broken) {
    it(`refuses to serve with ${what}`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect((await fetchWith(deployed('env.production.vars', vars), '/pricing')).status).toBe(500);
    });
  }
});

describe('a complete deploy', () => {
  it('serves pages, mails codes through the provider and has no outbox', async () => {
    const sent: { to: string; subject: string }[] = [];
    useMailProviderForTesting(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: 202 });
    });
    const bindings = deployed('env.production.vars', SECRETS);
    expect((await fetchWith(bindings, '/pricing')).status).toBe(200);
    const email = `owner.${crypto.randomUUID().slice(0, 6)}@example.com`;
    const res = await fetchWith(bindings, '/weapp/api/common/sesCode', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://detprep.com', 'cf-connecting-ip': '192.0.2.77' },
      body: JSON.stringify({ email, purpose: 'register' }),
    });
    expect(res.status).toBe(200);
    expect(sent.map((m) => m.to)).toEqual([email]);
    expect((await fetchWith(bindings, `/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`)).status).toBe(404);
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?').bind(email).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('refuses localhost origins for state changes', async () => {
    const res = await fetchWith(deployed('env.production.vars', SECRETS), '/weapp/api/common/guest', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:8787' }, body: '{}',
    });
    expect(res.status).toBe(403);
  });
});

describe('development', () => {
  it('opens the outbox only when DEV_TOOLS is on as well', async () => {
    const path = '/weapp/api/dev/outbox?email=a@example.com';
    expect((await fetchWith({ ...env, DEV_TOOLS: 'on' }, path)).status).toBe(200);
    expect((await fetchWith({ ...env, DEV_TOOLS: undefined }, path)).status).toBe(404);
  });
});
