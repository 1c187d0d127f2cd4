/**
 * The route table (SPEC §2) as data: the router, the sitemap, hreflang, the header/footer menus, the tests and
 * the client all read it. Paths are the English (unprefixed) form; every route exists in all 13 locales.
 */
import { COURSE_SLUGS } from './courses.ts';
import { isArticlePath } from './blog.ts';
import { type Locale, localizePath } from './locales.ts';

export type Layout = 'default' | 'empty' | 'footer' | 'header' | 'noheaderfooter';
/** The header's colour scheme on a route (SPEC §2: the header colour depends on the route). */
export type HeaderTheme = 'light' | 'brand' | 'dark';
/** Route middleware (SPEC §6): guest-only pages send signed-in visitors to the app; member pages need a session. */
export type Access = 'guest' | 'member';

export type RouteId =
  | 'home' | 'products' | 'practice' | 'mockExam' | 'practiceTest' | 'writingCorrection' | 'speakingCorrection'
  | 'correction' | 'learn' | 'listen' | 'courses' | 'course' | 'pricing' | 'blog' | 'login' | 'register'
  | 'register2' | 'resetPassword' | 'resetPasswordStep2' | 'forget' | 'oauth' | 'success' | 'about' | 'contact'
  | 'affiliate' | 'contactSent' | 'affiliateSent' | 'cookiePolicy' | 'tos' | 'privacy' | 'refund' | 'sitemap' | 'testCheckout';

export interface RouteDef {
  id: RouteId;
  /** '/courses/:slug' has one named segment; '/blog/*' ends in a catch-all of zero or more segments. */
  pattern: string;
  layout: Layout;
  theme: HeaderTheme;
  /** Listed in sitemap.xml and indexable; account and transactional pages are not. */
  indexable: boolean;
  access?: Access;
  /** Route validation: a param that fails makes the route not match (→ 404). */
  validate?: (params: Record<string, string>) => boolean;
  /** Concrete paths of a parametrised route, for the sitemap and tests. */
  expand?: () => string[];
}

const SUCCESS_ID = /^[1-9][0-9]{0,15}$/;
/** A form's reference number (C-… contact, A-… affiliate; src/worker/contact/references.ts). */
const FORM_REFERENCE = /^[CA]-[ABCDEFGHJKMNPQRSTVWXYZ2-9]{8}$/;

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pattern: '/', layout: 'default', theme: 'brand', indexable: true },
  { id: 'products', pattern: '/products', layout: 'default', theme: 'light', indexable: true },
  { id: 'practice', pattern: '/practice', layout: 'default', theme: 'light', indexable: true },
  { id: 'mockExam', pattern: '/mock-exam', layout: 'default', theme: 'light', indexable: true },
  { id: 'practiceTest', pattern: '/duolingo-practice-test', layout: 'default', theme: 'light', indexable: true },
  { id: 'writingCorrection', pattern: '/writing-ai-correction', layout: 'default', theme: 'light', indexable: true },
  { id: 'speakingCorrection', pattern: '/speaking-ai-correction', layout: 'default', theme: 'light', indexable: true },
  { id: 'correction', pattern: '/correction', layout: 'default', theme: 'light', indexable: true },
  { id: 'learn', pattern: '/learn', layout: 'default', theme: 'light', indexable: true },
  { id: 'listen', pattern: '/listen', layout: 'default', theme: 'light', indexable: true },
  { id: 'courses', pattern: '/courses', layout: 'default', theme: 'dark', indexable: true },
  {
    id: 'course', pattern: '/courses/:slug', layout: 'default', theme: 'dark', indexable: true,
    validate: (p) => COURSE_SLUGS.includes(p.slug ?? ''),
    expand: () => COURSE_SLUGS.map((s) => `/courses/${s}`),
  },
  { id: 'pricing', pattern: '/pricing', layout: 'default', theme: 'brand', indexable: true },
  {
    id: 'blog', pattern: '/blog/*', layout: 'default', theme: 'light', indexable: true,
    // Only the shape is checked here (shared code has no D1): the page's load looks the path up and 404s.
    validate: (p) => p.path === '' || isArticlePath(p.path ?? ''),
    // Articles come from D1: the sitemap adds them with their own language alternates.
    expand: () => ['/blog'],
  },
  { id: 'login', pattern: '/login', layout: 'noheaderfooter', theme: 'light', indexable: false, access: 'guest' },
  { id: 'register', pattern: '/register', layout: 'header', theme: 'light', indexable: false, access: 'guest' },
  { id: 'register2', pattern: '/register2', layout: 'header', theme: 'light', indexable: false, access: 'guest' },
  { id: 'resetPassword', pattern: '/resetPassword', layout: 'header', theme: 'light', indexable: false, access: 'guest' },
  { id: 'resetPasswordStep2', pattern: '/resetPasswordStep2', layout: 'header', theme: 'light', indexable: false, access: 'guest' },
  { id: 'forget', pattern: '/forget', layout: 'noheaderfooter', theme: 'light', indexable: false, access: 'guest' },
  { id: 'oauth', pattern: '/oauth', layout: 'noheaderfooter', theme: 'light', indexable: false },
  {
    id: 'success', pattern: '/success/:id', layout: 'header', theme: 'light', indexable: false, access: 'member',
    validate: (p) => SUCCESS_ID.test(p.id ?? ''),
  },
  /** The built-in test checkout (no Stripe key configured; never in production): the payer's own payment only. */
  {
    id: 'testCheckout', pattern: '/test-checkout/:id', layout: 'header', theme: 'light', indexable: false, access: 'member',
    validate: (p) => SUCCESS_ID.test(p.id ?? ''),
  },
  { id: 'about', pattern: '/about-us', layout: 'default', theme: 'light', indexable: true },
  { id: 'contact', pattern: '/contact-us', layout: 'default', theme: 'light', indexable: true },
  { id: 'affiliate', pattern: '/affiliate-program', layout: 'default', theme: 'brand', indexable: true },
  // The thank-you state after a form post without JavaScript (303 here); the reference is in the path, so the
  // page is the same for everyone who opens it and nothing about the sender is shown.
  {
    id: 'contactSent', pattern: '/contact-us/sent/:ref', layout: 'default', theme: 'light', indexable: false,
    validate: (p) => FORM_REFERENCE.test(p.ref ?? '') && p.ref!.startsWith('C-'),
  },
  {
    id: 'affiliateSent', pattern: '/affiliate-program/sent/:ref', layout: 'default', theme: 'light', indexable: false,
    validate: (p) => FORM_REFERENCE.test(p.ref ?? '') && p.ref!.startsWith('A-'),
  },
  { id: 'cookiePolicy', pattern: '/cookie', layout: 'footer', theme: 'light', indexable: true },
  { id: 'tos', pattern: '/tos', layout: 'footer', theme: 'light', indexable: true },
  { id: 'privacy', pattern: '/privacy-policy', layout: 'footer', theme: 'light', indexable: true },
  { id: 'refund', pattern: '/refund-policy', layout: 'footer', theme: 'light', indexable: true },
  { id: 'sitemap', pattern: '/sitemap', layout: 'default', theme: 'light', indexable: true },
];

/** The signed-in application: one language-independent shell with hash routes. */
export const APP_PATH = '/app';
export const APP_HOME = '/app/#/home';
/** The free diagnostic in /app (issue 10); a visitor without a session is sent through sign-in or the guest flow. */
export const DIAGNOSTIC_ENTRY = '/app/#/mock/diagnostic';

export interface RouteMatch { route: RouteDef; params: Record<string, string> }

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    if (path === base) return { path: '' };
    return path.startsWith(`${base}/`) ? { path: path.slice(base.length + 1) } : null;
  }
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (!g) return null;
      params[w.slice(1)] = g;
    } else if (w !== g) return null;
  }
  return params;
}

/** Matches an unprefixed, already-decoded path ('/courses/x') against the table; null means 404. */
export function matchRoute(path: string): RouteMatch | null {
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params && (!route.validate || route.validate(params))) return { route, params };
  }
  return null;
}

export function routeById(id: RouteId): RouteDef {
  return ROUTES.find((r) => r.id === id)!;
}

/** The unprefixed path of a route with its params filled in. */
export function pathOf(id: RouteId, params: Record<string, string> = {}): string {
  const pattern = routeById(id).pattern;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return params.path ? `${base}/${params.path}` : base;
  }
  return pattern.replace(/:([a-z]+)/gi, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The localized URL path of a route: href('ja', 'course', { slug }) → '/ja/courses/…'. */
export function href(locale: Locale, id: RouteId, params?: Record<string, string>): string {
  return localizePath(locale, pathOf(id, params));
}

/** Every concrete indexable path (unprefixed), in table order: what the sitemap lists per locale. */
export function indexablePaths(): string[] {
  return ROUTES.filter((r) => r.indexable).flatMap((r) => (r.expand ? r.expand() : [r.pattern]));
}
