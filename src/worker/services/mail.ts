/**
 * The one mail sender. With MAIL_API_URL and MAIL_API_KEY set it posts JSON to an HTTP mail provider; otherwise,
 * outside production, mail goes to the outbox table (readable at /weapp/api/dev/outbox in development) and the
 * console. Production without a provider refuses to send rather than storing codes in plain text.
 */
import type { Bindings } from '../env.ts';

export interface Mail { to: string; subject: string; text: string }

export async function sendMail(env: Bindings, mail: Mail): Promise<boolean> {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) {
    const res = await fetch(env.MAIL_API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.MAIL_API_KEY}` },
      body: JSON.stringify({ from: env.MAIL_FROM || `no-reply@${env.PRODUCTION_HOST}`, to: mail.to, subject: mail.subject, text: mail.text }),
      signal: AbortSignal.timeout(10_000),
    }).catch((err: unknown) => { console.error(JSON.stringify({ msg: 'mail provider unreachable', err: String(err) })); return null; });
    if (!res?.ok) console.error(JSON.stringify({ msg: 'mail provider refused', status: res?.status }));
    return Boolean(res?.ok);
  }
  if (env.ENVIRONMENT === 'production') {
    console.error(JSON.stringify({ msg: 'no mail provider configured; mail not sent', subject: mail.subject }));
    return false;
  }
  await env.DB.prepare('INSERT INTO outbox (to_email, subject, body, created_at) VALUES (?, ?, ?, ?)').bind(mail.to, mail.subject, mail.text, Date.now()).run();
  console.log(JSON.stringify({ msg: 'mail (outbox)', to: mail.to, subject: mail.subject }));
  return true;
}
