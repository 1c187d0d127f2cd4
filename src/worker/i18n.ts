/** Per-isolate message store: compiled messages are loaded once per locale, translators are made per request. */
import { createTranslator, type Messages, type Translator } from '../shared/i18n.ts';
import type { Locale } from '../shared/locales.ts';
import { APP_PREFIXES, CLIENT_PREFIXES, loadMessages } from '../generated/messages.ts';

const loaded = new Map<Locale, Promise<Messages>>();
const clientSubsets = new Map<string, string>();

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
 * The messages the browser needs, serialized once per isolate, locale and scope: 'page' for islands on public
 * pages (the client namespaces), 'app' for the /app shell (those plus the practice and explanation namespaces),
 * escaped for an inline <script> (no "<", so the JSON can never close the element).
 */
export async function clientMessagesJson(locale: Locale, scope: 'page' | 'app' = 'page'): Promise<string> {
  const cacheKey = `${scope}:${locale}`;
  const cached = clientSubsets.get(cacheKey);
  if (cached) return cached;
  const all = await messagesFor(locale);
  const prefixes = scope === 'app' ? [...CLIENT_PREFIXES, ...APP_PREFIXES] : CLIENT_PREFIXES;
  const subset: Messages = {};
  for (const [k, v] of Object.entries(all)) if (prefixes.some((p) => k === p || k.startsWith(`${p}.`))) subset[k] = v;
  const json = JSON.stringify(subset).replace(/</g, '\\u003c');
  clientSubsets.set(cacheKey, json);
  return json;
}

/** The compiled messages under some top-level keys, for an island that carries its own strings (ADR 030). */
export async function messagesUnder(locale: Locale, prefixes: readonly string[]): Promise<Messages> {
  const all = await messagesFor(locale);
  return Object.fromEntries(Object.entries(all).filter(([k]) => prefixes.some((p) => k === p || k.startsWith(`${p}.`))));
}
