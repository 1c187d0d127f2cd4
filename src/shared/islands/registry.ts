/** Server-side island components, by name. The client keeps lazy loaders for the same names (src/client/islands.tsx). */
import type { ComponentType } from 'react';
import Header from './Header.tsx';
import LanguagePicker from './LanguagePicker.tsx';
import CookieNotice from './CookieNotice.tsx';
import BackToTop from './BackToTop.tsx';
import AuthForm from './AuthForm.tsx';
import PlanPicker from './PlanPicker.tsx';
import PackOffers from './PackOffers.tsx';
import PaymentOutcome from './PaymentOutcome.tsx';
import TestCheckout from './TestCheckout.tsx';
import ContactForm from './ContactForm.tsx';
import FooterArticles from './FooterArticles.tsx';
import ArticleRating from './ArticleRating.tsx';
import PracticeSet from './PracticeSet.tsx';
import WritingCorrection from './WritingCorrection.tsx';
import SpeakingCorrection from './SpeakingCorrection.tsx';
import type { IslandName, IslandProps } from './props.ts';

export const ISLANDS: { [N in IslandName]: ComponentType<IslandProps[N]> } = {
  Header, LanguagePicker, CookieNotice, BackToTop, AuthForm, PlanPicker, PackOffers, PaymentOutcome, TestCheckout, ContactForm,
  FooterArticles, ArticleRating, PracticeSet, WritingCorrection,
  SpeakingCorrection,
};
