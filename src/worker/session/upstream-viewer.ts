/**
 * The viewer as the upstream backend knows it (API_ORIGIN set): GET /userInfo with the token as a bearer,
 * remembered briefly per isolate (viewer-cache.ts, decision 012). A 401 is an anonymous visitor and is
 * remembered; no answer, a timeout, a 5xx or a malformed user is treated as anonymous for this request only,
 * logged and never remembered, so one upstream hiccup does not sign anyone out for longer than a page view.
 */
import * as v from 'valibot';
import { User } from '../../shared/api/schemas.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { Bindings } from '../env.ts';
import { callUpstream, PAGE_UPSTREAM_TIMEOUT_MS, upstreamTimeout } from '../upstream/fetch.ts';
import { cachedViewer, REFUSED_TTL_MS, rememberViewer, VIEWER_TTL_MS, viewerCacheKey } from './viewer-cache.ts';
import { viewerKind } from './viewer-kind.ts';

async function askUpstream(env: Bindings, token: string, key: string, requestId?: string): Promise<Viewer> {
  const failed = (detail: Record<string, unknown>): Viewer => {
    console.error(JSON.stringify({ msg: 'upstream viewer lookup failed', requestId, ...detail }));
    return 'anonymous';
  };
  let answer;
  try {
    answer = await callUpstream(env, '/userInfo', { token, timeoutMs: upstreamTimeout(env, PAGE_UPSTREAM_TIMEOUT_MS) });
  } catch (err) {
    return failed({ err: String(err) });
  }
  if (answer.status === 401) {
    rememberViewer(key, 'anonymous', REFUSED_TTL_MS);
    return 'anonymous';
  }
  if (answer.status !== 200) return failed({ status: answer.status });
  const user = v.safeParse(User, answer.json);
  if (!user.success) return failed({ status: 200, err: 'user shape' });
  const viewer = viewerKind(user.output.temp, user.output.vipEndTime);
  rememberViewer(key, viewer, VIEWER_TTL_MS);
  return viewer;
}

export async function upstreamViewer(env: Bindings, token: string, requestId?: string): Promise<Viewer> {
  const key = await viewerCacheKey(token);
  // Concurrent first views of one token each ask the upstream: sharing one pending call between requests would
  // tie one request to another's I/O, which workerd cancels with the request that started it.
  return cachedViewer(key) ?? askUpstream(env, token, key, requestId);
}
