/**
 * Google redirect sign-in through the upstream (API_ORIGIN set): the credential goes to the upstream's
 * /common/oauth/exchange, which verifies it and opens the session; the site only relays the token it returns.
 * No local session is created, so every page and call of this user is answered by the one backend that knows
 * them. Every failure becomes a machine code for /oauth?error=…, like the embedded path's.
 */
import * as v from 'valibot';
import { ApiError, OAuthExchangeResponse } from '../../shared/api/schemas.ts';
import type { Bindings } from '../env.ts';
import { callUpstream, upstreamTimeout, UpstreamUnavailable } from './fetch.ts';

/** What a token must look like before it goes into a cookie (the same shape a bearer header may carry). */
const COOKIE_SAFE_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

export type ExchangeOutcome = { ok: true; token: string; isNew: boolean } | { ok: false; code: string };

export interface ExchangeContext { origin: string; clientIp?: string; locale: string; guestToken: string | null; requestId?: string }

export async function exchangeThroughUpstream(env: Bindings, credential: string, ctx: ExchangeContext): Promise<ExchangeOutcome> {
  const log = (detail: Record<string, unknown>) =>
    console.error(JSON.stringify({ msg: 'upstream oauth exchange failed', requestId: ctx.requestId, ...detail }));
  let answer;
  try {
    answer = await callUpstream(env, '/common/oauth/exchange', {
      method: 'POST', body: { credential }, token: ctx.guestToken, timeoutMs: upstreamTimeout(env),
      origin: ctx.origin, clientIp: ctx.clientIp, locale: ctx.locale,
    });
  } catch (err) {
    log({ err: String(err) });
    return { ok: false, code: err instanceof UpstreamUnavailable && err.reason === 'timeout' ? 'upstream_timeout' : 'upstream_unreachable' };
  }
  if (answer.status !== 200) {
    const refusal = v.safeParse(ApiError, answer.json);
    const code = refusal.success && refusal.output.code && /^[a-z_]{1,40}$/.test(refusal.output.code) ? refusal.output.code : 'server_error';
    if (answer.status >= 500 || !refusal.success) log({ status: answer.status });
    return { ok: false, code };
  }
  const granted = v.safeParse(OAuthExchangeResponse, answer.json);
  if (!granted.success || !COOKIE_SAFE_TOKEN.test(granted.output.token)) {
    log({ status: 200, err: 'exchange answer shape' });
    return { ok: false, code: 'server_error' };
  }
  return { ok: true, token: granted.output.token, isNew: granted.output.isNew };
}
