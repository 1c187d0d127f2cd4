/** Per-isolate message store: compiled messages are loaded once per locale, translators are made per request. */
import { createTranslator, type Messages, type Translator } from '../shared/i18n.ts';
import type { Locale } from '../shared/locales.ts';
import { CLIENT_PREFIXES, loadMessages } from '../generated/messages.ts';

const loaded = new Map<Locale, Promise<Messages>>();
const clientSubsets = new Map<Locale, string>();

export function messagesFor(locale: Locale): Promise<Messages> {
  let p = loaded.get(locale);
  if (!p) {
    p = loadMessages(locale);
    loaded.set(locale, p);
  }
  return p;
}

export async function translatorFor(locale: Locale, supportEmail: string): Promise<Translator> {
  return createTranslator(locale, await messagesFor(locale), { supportEmail });
}

/**
 * The messages islands need (the client namespaces), serialized once per isolate and locale and escaped for an
 * inline <script> (no "<", so the JSON can never close the element).
 */
export async function clientMessagesJson(locale: Locale): Promise<string> {
  const cached = clientSubsets.get(locale);
  if (cached) return cached;
  const all = await messagesFor(locale);
  const subset: Messages = {};
  for (const [k, v] of Object.entries(all)) if (CLIENT_PREFIXES.some((p) => k === p || k.startsWith(`${p}.`))) subset[k] = v;
  const json = JSON.stringify(subset).replace(/</g, '\\u003c');
  clientSubsets.set(locale, json);
  return json;
}
