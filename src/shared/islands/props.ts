/** Island names and their props: the server renders them, the client hydrates them with the same props. */
import type { HeaderTheme, RouteId } from '../routes.ts';
import type { Locale } from '../locales.ts';

export interface HeaderProps {
  locale: Locale;
  theme: HeaderTheme;
  current: RouteId | null;
}

export interface LanguagePickerProps {
  locale: Locale;
  /** The current page in every locale (the picker keeps the page). */
  alternates: { code: Locale; label: string; href: string }[];
}

export interface CookieNoticeProps { policyHref: string }
export type BackToTopProps = Record<string, never>;

export type { AuthFormProps } from './AuthForm.tsx';
import type { AuthFormProps } from './AuthForm.tsx';

export interface IslandProps {
  AuthForm: AuthFormProps;
  Header: HeaderProps;
  LanguagePicker: LanguagePickerProps;
  CookieNotice: CookieNoticeProps;
  BackToTop: BackToTopProps;
}
export type IslandName = keyof IslandProps;
