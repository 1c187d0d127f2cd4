/**
 * The two mails of every message: the sender's confirmation in their language, and support's copy (in English,
 * support's working language) with the reference, locale, account and page, Reply-To the sender.
 *
 * The confirmation repeats nothing the sender typed (not the name, not the message): otherwise the form would
 * let anyone send their own text to any address under our name. It names the reference and the topic only.
 */
import { isLocale } from '../../shared/locales.ts';
import type { Bindings } from '../env.ts';
import { translatorFor } from '../i18n.ts';
import { sendMail, type Mail } from '../services/mail.ts';
import type { MessageRow } from './store.ts';

async function confirmationMail(env: Bindings, row: MessageRow): Promise<Mail> {
  const t = await translatorFor(isLocale(row.locale) ? row.locale : 'en', env.SUPPORT_EMAIL);
  const values = { reference: row.reference };
  if (row.kind === 'affiliate') {
    return { to: row.email, subject: t.t('contact.mail.affiliate.subject', values), text: `${t.t('contact.mail.affiliate.body', values)}\n\n${t.t('contact.mail.footer', values)}` };
  }
  const topic = t.t(`contact.form.topics.${row.topic ?? 'other'}`);
  return { to: row.email, subject: t.t('contact.mail.contact.subject', values), text: `${t.t('contact.mail.contact.body', { ...values, topic })}\n\n${t.t('contact.mail.footer', values)}` };
}

async function supportMail(env: Bindings, row: MessageRow): Promise<Mail> {
  const t = await translatorFor('en', env.SUPPORT_EMAIL);
  const account = row.user_id === null ? null
    : await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(row.user_id).first<{ email: string | null }>();
  const lines = [
    `${t.t('contact.mail.support.reference')}: ${row.reference}`,
    `${t.t('contact.mail.support.from')}: ${row.name} <${row.email}>`,
    `${t.t('contact.mail.support.account')}: ${row.user_id === null ? t.t('contact.mail.support.noAccount') : `#${row.user_id} ${account?.email ?? ''}`.trim()}`,
    `${t.t('contact.mail.support.locale')}: ${row.locale}`,
    `${t.t('contact.mail.support.page')}: ${row.page}`,
    `${t.t('contact.mail.support.received')}: ${new Date(row.created_at).toISOString()}`,
  ];
  if (row.kind === 'contact') lines.splice(1, 0, `${t.t('contact.mail.support.topic')}: ${t.t(`contact.form.topics.${row.topic ?? 'other'}`)}`);
  if (row.details) {
    const d = JSON.parse(row.details) as Record<string, string>;
    lines.push(`${t.t('contact.affiliateForm.links')}: ${d.links ?? ''}`,
      `${t.t('contact.affiliateForm.audience')}: ${t.t(`contact.affiliateForm.audiences.${d.audience ?? 'under1k'}`)}`,
      `${t.t('contact.affiliateForm.countries')}: ${d.countries ?? ''}`);
  }
  const subjectKey = row.kind === 'contact' ? 'contact.mail.support.contactSubject' : 'contact.mail.support.affiliateSubject';
  return {
    to: env.SUPPORT_EMAIL,
    subject: t.t(subjectKey, { reference: row.reference, name: row.name.slice(0, 80) }),
    text: `${lines.join('\n')}\n\n${row.message}`,
    replyTo: row.email,
  };
}

/** Sends whichever of the two mails is still owed; says which were accepted now. */
export async function sendOwedMails(env: Bindings, row: MessageRow): Promise<{ support: boolean; confirmation: boolean }> {
  const [support, confirmation] = await Promise.all([
    row.support_mailed_at === null ? supportMail(env, row).then((m) => sendMail(env, m)) : Promise.resolve(false),
    row.confirmation_mailed_at === null ? confirmationMail(env, row).then((m) => sendMail(env, m)) : Promise.resolve(false),
  ]);
  return { support, confirmation };
}
