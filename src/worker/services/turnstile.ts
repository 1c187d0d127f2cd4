/**
 * Cloudflare Turnstile, checked on the server (siteverify) when both keys are configured (ADR 020). A token is
 * single-use and expires after five minutes; the answer says whether the check passed, failed, or could not be
 * made (siteverify unreachable or too slow), which the caller turns into "try again" rather than a refusal.
 */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
const TIMEOUT_MS = 5000;

export type TurnstileResult = 'pass' | 'fail' | 'unavailable';

/** For tests: a stand-in for siteverify (fetch-compatible). */
let verifyFetch: typeof fetch | undefined;
let timeoutOverride: number | undefined;
export function useSiteverifyForTesting(f: typeof fetch | undefined, timeoutMs?: number) {
  verifyFetch = f;
  timeoutOverride = timeoutMs;
}

export async function verifyTurnstile(secretKey: string, token: string, remoteIp: string | undefined, timeoutMs = TIMEOUT_MS): Promise<TurnstileResult> {
  if (!token) return 'fail';
  const body = new FormData();
  body.set('secret', secretKey);
  body.set('response', token);
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const res = await (verifyFetch ?? fetch)(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(timeoutOverride ?? timeoutMs) });
    if (!res.ok) return 'unavailable';
    const data = await res.json<{ success?: boolean; 'error-codes'?: string[] }>();
    if (data.success === true) return 'pass';
    console.warn(JSON.stringify({ msg: 'turnstile refused', codes: data['error-codes'] ?? [] }));
    return 'fail';
  } catch (err) {
    console.error(JSON.stringify({ msg: 'turnstile unreachable', err: String(err) }));
    return 'unavailable';
  }
}
