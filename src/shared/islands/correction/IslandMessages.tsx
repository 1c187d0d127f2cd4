/**
 * The correction islands' own strings: public pages' boot data does not carry the correction namespaces
 * (ADR 030), so the server passes the island its compiled messages as a prop and the island translates with
 * them. Server and client render with the same messages, so hydration matches.
 */
import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from '../../components/i18n.tsx';
import { createTranslator, type Messages } from '../../i18n.ts';
import type { Locale } from '../../locales.ts';

export function IslandMessages({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const t = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return <I18nProvider value={t}>{children}</I18nProvider>;
}
