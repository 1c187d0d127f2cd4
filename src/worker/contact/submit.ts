/**
 * The one implementation behind both forms, used by the JSON API (POST /common/portalContact,
 * /common/affiliateApply) and by the no-JavaScript form posts on the pages (ADR 020). In order:
 * spam checks that look like success to a bot (honeypot, minimum fill time: nothing stored or mailed), limits
 * per address and per e-mail (count first), Turnstile when configured, then the stored row and the two mails.
 * A mail that cannot be sent does not fail the request: the row stays, marked for the hourly job.
 */
import type { Context } from 'hono';
import { HONEYPOT_FIELD, MIN_FILL_MS, type AffiliateInput, type ContactInput, type FormKind } from '../../shared/api/contact.ts';
import type { AppEnv } from '../env.ts';
import { config } from '../config.ts';
import { currentUser, fail } from '../api/http.ts';
import { limit, limitAddress } from '../api/limits.ts';
import { verifyTurnstile } from '../services/turnstile.ts';
import { sendOwedMails } from './mails.ts';
import { newReference } from './references.ts';
import { insertMessage, recordMailRound, type NewMessage } from './store.ts';

const MINUTE = 60_000;
/** Generous for people (a follow-up or a correction is normal), tight for a script. */
export const FORM_LIMITS = {
  ipHour: { windowMs: 60 * MINUTE, limit: 10 },
  emailHour: { windowMs: 60 * MINUTE, limit: 3 },
  emailDay: { windowMs: 24 * 60 * MINUTE, limit: 10 },
} as const;

export interface Submitted { reference: string; stored: boolean }

type Input = { kind: 'contact'; value: ContactInput } | { kind: 'affiliate'; value: AffiliateInput };

function looksLikeBot(value: ContactInput | AffiliateInput): string | null {
  if (value[HONEYPOT_FIELD].trim() !== '') return 'honeypot';
  if (value.fillMs === undefined || value.fillMs < MIN_FILL_MS) return 'too_fast';
  return null;
}

function toRow(input: Input, userId: number | null): NewMessage {
  const v = input.value;
  const common = { userId, name: v.name, email: v.email, locale: v.locale, page: v.page };
  if (input.kind === 'contact') return { ...common, kind: 'contact', topic: input.value.topic, message: input.value.message, details: null };
  const a = input.value;
  return { ...common, kind: 'affiliate', topic: null, message: a.promotion, details: { links: a.links, audience: a.audience, countries: a.countries } };
}

export async function submitForm(c: Context<AppEnv>, input: Input): Promise<Submitted> {
  const bot = looksLikeBot(input.value);
  if (bot) {
    // The same answer as a real submission, so a bot learns nothing; nothing is stored or mailed.
    console.warn(JSON.stringify({ msg: 'form dropped as spam', kind: input.kind, reason: bot, requestId: c.get('requestId') }));
    return { reference: newReference(input.kind), stored: false };
  }
  const prefix = `form:${input.kind}`;
  await limitAddress(c, prefix, FORM_LIMITS.ipHour);
  await limit(c, `${prefix}:email-hour:${input.value.email}`, FORM_LIMITS.emailHour);
  await limit(c, `${prefix}:email-day:${input.value.email}`, FORM_LIMITS.emailDay);

  const { turnstile } = config(c.env);
  if (turnstile) {
    const verdict = await verifyTurnstile(turnstile.secretKey, input.value.turnstileToken, c.req.header('cf-connecting-ip'));
    if (verdict === 'fail') fail(400, 'turnstile_failed', 'The anti-spam check did not pass. Please try it again.', 'turnstile');
    if (verdict === 'unavailable') fail(503, 'turnstile_unavailable', 'The anti-spam check is not answering. Please try again in a moment.', 'turnstile');
  }

  const user = await currentUser(c);
  const row = await insertMessage(c.env.DB, toRow(input, user?.id ?? null));
  const sent = await sendOwedMails(c.env, row);
  const round = await recordMailRound(c.env.DB, row, sent);
  if (round.pending) console.error(JSON.stringify({ msg: 'form mail failed; the job will retry', reference: row.reference, ...sent }));
  return { reference: row.reference, stored: true };
}

export type { FormKind };
