/** Island names and their props: the server renders them, the client hydrates them with the same props. */
import type { HeaderTheme, RouteId } from '../routes.ts';
import type { Locale } from '../locales.ts';

export interface HeaderProps {
  locale: Locale;
  theme: HeaderTheme;
  current: RouteId | null;
  /** The current page in every locale, for the header's and the mobile menu's language pickers. */
  alternates: LanguagePickerProps['alternates'];
}

export interface LanguagePickerProps {
  locale: Locale;
  /** The current page in every locale (the picker keeps the page). */
  alternates: { code: Locale; label: string; href: string }[];
}

export interface CookieNoticeProps { policyHref: string }
export type BackToTopProps = Record<string, never>;

export interface FooterArticlesProps { locale: Locale; items: import('../blog.ts').FooterArticle[] }
export interface ArticleRatingProps { path: string; average: number; count: number; cookieDomain: string }

export type { AuthFormProps } from './AuthForm.tsx';
import type { AuthFormProps } from './AuthForm.tsx';
import type { PlanPickerProps } from './PlanPicker.tsx';
import type { PackOffersProps } from './PackOffers.tsx';
import type { PaymentOutcomeProps } from './PaymentOutcome.tsx';
import type { TestCheckoutProps } from './TestCheckout.tsx';
export type { PlanPickerProps, PackOffersProps, PaymentOutcomeProps, TestCheckoutProps };
export type { ContactFormProps } from './ContactForm.tsx';
import type { ContactFormProps } from './ContactForm.tsx';
export type { PracticeSetProps } from './PracticeSet.tsx';
import type { PracticeSetProps } from './PracticeSet.tsx';

/**
 * The correction islands on /writing-ai-correction and /speaking-ai-correction: the same for every visitor (the
 * pages are cached). They carry their own compiled strings (public boot data has no correction namespaces, ADR 030).
 */
export interface WritingCorrectionProps { locale: Locale; messages: import('../i18n.ts').Messages; loginHref: string; pricingHref: string }
export interface SpeakingCorrectionProps extends WritingCorrectionProps {
  /** The speaking task types to pick from, with their names in the page's language. */
  tasks: import('./correction/SpeakingRecorder.tsx').TaskOption[];
}

export interface IslandProps {
  AuthForm: AuthFormProps;
  ContactForm: ContactFormProps;
  WritingCorrection: WritingCorrectionProps;
  SpeakingCorrection: SpeakingCorrectionProps;
  Header: HeaderProps;
  LanguagePicker: LanguagePickerProps;
  CookieNotice: CookieNoticeProps;
  BackToTop: BackToTopProps;
  PlanPicker: PlanPickerProps;
  PackOffers: PackOffersProps;
  PaymentOutcome: PaymentOutcomeProps;
  TestCheckout: TestCheckoutProps;
  FooterArticles: FooterArticlesProps;
  ArticleRating: ArticleRatingProps;
  PracticeSet: PracticeSetProps;
}
export type IslandName = keyof IslandProps;
