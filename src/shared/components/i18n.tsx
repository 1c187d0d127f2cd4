/** The request's (server) or page's (client) translator, available to every component through context. */
import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from '../i18n.ts';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ value, children }: { value: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useT(): Translator {
  const t = useContext(I18nContext);
  if (!t) throw new Error('useT() outside I18nProvider');
  return t;
}
