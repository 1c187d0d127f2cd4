/**
 * The one mail sender. With a provider configured (MAIL_API_URL, MAIL_API_KEY) it posts JSON to it; only in
 * development, without one, mail goes to the outbox table (readable at /weapp/api/dev/outbox when DEV_TOOLS is
 * on) and the console. Deployed environments cannot start without a provider (config.ts), so a code is never
 * stored in plain text there. Returns whether the mail was accepted, so callers can tell the user.
 */
import { config } from '../config.ts';
import type { Bindings } from '../env.ts';

export interface Mail { to: string; subject: string; text: string; replyTo?: string }

/** For tests: a stand-in for the provider's HTTP API (fetch-compatible). */
let providerFetch: typeof fetch | undefined;
export function useMailProviderForTesting(f: typeof fetch | undefined) {
  providerFetch = f;
}

export async function sendMail(env: Bindings, mail: Mail): Promise<boolean> {
  const { mailProvider, environment } = config(env);
  if (mailProvider) {
    const send = providerFetch ?? fetch;
    const res = await send(mailProvider.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${mailProvider.key}` },
      body: JSON.stringify({
        from: mailProvider.from || `no-reply@${env.PRODUCTION_HOST}`, to: mail.to, subject: mail.subject, text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch((err: unknown) => { console.error(JSON.stringify({ msg: 'mail provider unreachable', err: String(err) })); return null; });
    if (!res?.ok) console.error(JSON.stringify({ msg: 'mail provider refused', status: res?.status }));
    return Boolean(res?.ok);
  }
  if (environment !== 'development') return false;
  try {
    await env.DB.prepare('INSERT INTO outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)').bind(mail.to, mail.subject, mail.text, Date.now()).run();
  } catch (err) {
    console.error(JSON.stringify({ msg: 'outbox insert failed', err: String(err) }));
    return false;
  }
  console.log(JSON.stringify({ msg: 'mail (outbox)', to: mail.to, subject: mail.subject }));
  return true;
}
