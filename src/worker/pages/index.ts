/** Route id → page module. The route table (src/shared/routes.ts) decides which id a path gets. */
import type { RouteId } from '../../shared/routes.ts';
import { accountPage } from './account.tsx';
import { successPage, testCheckoutPage } from './payment-pages.tsx';
import { blogPage } from './blog.tsx';
import { aboutPage, affiliatePage, contactPage } from './company.tsx';
import { affiliateSentPage, contactSentPage } from './contact-forms.tsx';
import { coursePage } from './course.tsx';
import { coursesPage } from './courses.tsx';
import { homePage } from './home.tsx';
import { legalPage } from './legal.tsx';
import { offerPage } from './offer.tsx';
import { pricingPage } from './pricing.tsx';
import { sitemapPage } from './sitemap-page.tsx';
import type { PageModule } from './types.ts';

const account = accountPage();

export const PAGES: Record<RouteId, PageModule> = {
  home: homePage,
  products: offerPage('products', 'register'),
  practice: offerPage('practice', 'register'),
  mockExam: offerPage('mockExam'),
  practiceTest: offerPage('practiceTest', 'pricing', true),
  writingCorrection: offerPage('writingCorrection'),
  speakingCorrection: offerPage('speakingCorrection'),
  correction: offerPage('correction'),
  learn: offerPage('learn', 'register'),
  listen: offerPage('listen', 'register'),
  courses: coursesPage,
  course: coursePage,
  pricing: pricingPage,
  blog: blogPage,
  login: account,
  register: account,
  register2: account,
  resetPassword: account,
  resetPasswordStep2: account,
  forget: account,
  oauth: account,
  success: successPage,
  about: aboutPage,
  contact: contactPage,
  affiliate: affiliatePage,
  contactSent: contactSentPage,
  affiliateSent: affiliateSentPage,
  cookiePolicy: legalPage('cookiePolicy'),
  tos: legalPage('tos'),
  privacy: legalPage('privacy'),
  refund: legalPage('refund'),
  sitemap: sitemapPage,
  testCheckout: testCheckoutPage,
};
