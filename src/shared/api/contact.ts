/**
 * The contact form and the affiliate application (issue 15) as valibot schemas, defined once: the JSON API,
 * the no-JavaScript form post and the enhancement island all validate with them. Every issue message is a
 * stable code (`name_required`…) that the page and the island turn into a localized field error
 * (`contact.errors.<code>`).
 */
import * as v from 'valibot';
import { LOCALE_CODES } from '../locales.ts';
import { graphemeLength, hasHiddenCharacters } from '../text.ts';
import { Email } from './schemas.ts';

export const CONTACT_TOPICS = ['account', 'payment', 'mockTests', 'aiCorrection', 'courses', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const AUDIENCE_SIZES = ['under1k', 'from1kTo10k', 'from10kTo100k', 'over100k'] as const;

export const LIMITS = {
  name: 100,
  messageMin: 10,
  message: 5000,
  /** Links a contact message may carry; more is what spam looks like. */
  messageLinks: 3,
  links: 1000,
  linkCount: 5,
  countries: 200,
  promotionMin: 20,
  promotion: 3000,
} as const;

/** Honeypot: a field people never see or fill (hidden off-screen, skipped by keyboard and screen readers). */
export const HONEYPOT_FIELD = 'website';
/** A person needs longer than this to fill either form; faster submissions are treated as a bot's. */
export const MIN_FILL_MS = 3000;

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/**
 * Control characters other than tab and line breaks, and the bidirectional overrides and isolates that make
 * text display as something else. Ordinary format characters (the zero-width non-joiner of Persian, emoji
 * joiners) stay allowed in free text.
 */
export function hasControlCharacters(text: string): boolean {
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(text);
}

const Name = v.pipe(v.string('name_required'), v.trim(), v.minLength(1, 'name_required'),
  v.maxLength(LIMITS.name * 10, 'name_too_long'),
  v.check((s) => !hasHiddenCharacters(s), 'name_invalid'),
  v.check((s) => graphemeLength(s) <= LIMITS.name, 'name_too_long'));

const ContactEmail = v.pipe(v.string('email_required'), v.trim(), v.minLength(1, 'email_required'), Email);

/** Free text of `min`..`max` characters as a person counts them, line breaks allowed, no control characters. */
function freeText(field: string, min: number, max: number, maxLinks?: number) {
  const required = `${field}_required`;
  return v.pipe(v.string(required), v.trim(), v.minLength(1, required),
    v.maxLength(max * 10, `${field}_too_long`),
    v.check((s) => !hasControlCharacters(s), `${field}_invalid`),
    v.check((s) => graphemeLength(s) >= min, `${field}_too_short`),
    v.check((s) => graphemeLength(s) <= max, `${field}_too_long`),
    v.check((s) => maxLinks === undefined || countLinks(s) <= maxLinks, `${field}_links`));
}

/** Where the form was sent from: a site path, kept for support. */
const Page = v.optional(v.pipe(v.string(), v.maxLength(512, 'page_invalid'), v.startsWith('/', 'page_invalid')), '/');

/** What both forms carry besides their fields: the spam checks and where they came from. */
const Envelope = {
  locale: v.optional(v.picklist(LOCALE_CODES as unknown as [string, ...string[]], 'locale_invalid'), 'en'),
  page: Page,
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  /** Milliseconds between the form appearing and its submission, measured by the page. */
  fillMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The Turnstile widget's answer, when Turnstile is configured. */
  turnstileToken: v.optional(v.pipe(v.string(), v.maxLength(4096, 'turnstile_failed')), ''),
};

export const ContactRequest = v.object({
  name: Name,
  email: ContactEmail,
  topic: v.picklist(CONTACT_TOPICS, 'topic_invalid'),
  message: freeText('message', LIMITS.messageMin, LIMITS.message, LIMITS.messageLinks),
  ...Envelope,
});
export type ContactInput = v.InferOutput<typeof ContactRequest>;

/** Website or channel links: one per line (or separated by spaces or commas), each an http(s) address. */
export function splitLinks(text: string): string[] {
  return text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
}
function isWebAddress(s: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(s) ? s : `https://${s}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export const AffiliateRequest = v.object({
  name: Name,
  email: ContactEmail,
  links: v.pipe(v.string('links_required'), v.trim(), v.minLength(1, 'links_required'),
    v.maxLength(LIMITS.links, 'links_too_long'),
    v.check((s) => !hasControlCharacters(s), 'links_invalid'),
    v.check((s) => splitLinks(s).length <= LIMITS.linkCount, 'links_too_many'),
    v.check((s) => splitLinks(s).every(isWebAddress), 'links_invalid')),
  audience: v.picklist(AUDIENCE_SIZES, 'audience_invalid'),
  countries: freeText('countries', 2, LIMITS.countries, 0),
  promotion: freeText('promotion', LIMITS.promotionMin, LIMITS.promotion, LIMITS.messageLinks),
  agree: v.literal(true, 'agree_required'),
  ...Envelope,
});
export type AffiliateInput = v.InferOutput<typeof AffiliateRequest>;

export const FormSentResponse = v.object({ status: v.literal(200), message: v.string(), reference: v.string() });

/** Field → error code for every invalid field (the first issue of each), for forms that show them all. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    const key = typeof field === 'string' ? field : 'form';
    if (!(key in errors)) errors[key] = /^[a-z_]+$/.test(issue.message) ? issue.message : `${key}_invalid`;
  }
  return errors;
}

export type FormKind = 'contact' | 'affiliate';
export const FORM_SCHEMAS = { contact: ContactRequest, affiliate: AffiliateRequest } as const;

/** Validates every field at once: the output, or each invalid field's error code. */
export function validateForm<K extends FormKind>(kind: K, raw: unknown):
  { ok: true; value: v.InferOutput<(typeof FORM_SCHEMAS)[K]> } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(FORM_SCHEMAS[kind], raw, { abortPipeEarly: true });
  return parsed.success ? { ok: true, value: parsed.output as v.InferOutput<(typeof FORM_SCHEMAS)[K]> } : { ok: false, errors: fieldErrors(parsed.issues) };
}
