/** Island names and their props: the server renders them, the client hydrates them with the same props. */
import type { HeaderTheme, RouteId } from '../routes.ts';
import type { Locale } from '../locales.ts';
import type { Viewer } from '../viewer.ts';

export interface HeaderProps {
  locale: Locale;
  theme: HeaderTheme;
  viewer: Viewer;
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
export type { PracticeSetProps } from './PracticeSet.tsx';
import type { PracticeSetProps } from './PracticeSet.tsx';

export interface IslandProps {
  AuthForm: AuthFormProps;
  Header: HeaderProps;
  LanguagePicker: LanguagePickerProps;
  CookieNotice: CookieNoticeProps;
  BackToTop: BackToTopProps;
  PracticeSet: PracticeSetProps;
}
export type IslandName = keyof IslandProps;
