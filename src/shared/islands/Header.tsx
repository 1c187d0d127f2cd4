/**
 * Site header (SPEC §2): logo, Home, Products dropdown with four cards, Courses, Pricing, Blog, and the
 * call-to-action. On narrow screens a full-screen side menu with a collapsible Products group. Works without
 * JavaScript (links and :focus-within); hydration adds the delays, the scrolled border and the mobile menu.
 * The call-to-action is rendered both ways and CSS shows one, keyed off <html data-viewer> which a <head>
 * script sets from the det_viewer flag before paint (ADR 021): the same HTML for every visitor, no flash.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ITEM_ATTR, useDisclosure } from '../components/use-disclosure.ts';
import { LanguageMenu } from './LanguagePicker.tsx';
import { APP_PATH, href, type RouteId } from '../routes.ts';
import { DROPDOWN_DELAY } from '../constants.ts';
import { useT } from '../components/i18n.tsx';
import { Logo } from '../components/Logo.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import type { HeaderProps } from './props.ts';

export const PRODUCT_CARDS: { id: RouteId; key: string; icon: IconName }[] = [
  { id: 'practice', key: 'practice', icon: 'book' },
  { id: 'mockExam', key: 'mockExam', icon: 'timer' },
  { id: 'writingCorrection', key: 'writing', icon: 'pen' },
  { id: 'speakingCorrection', key: 'speaking', icon: 'mic' },
];

/**
 * Get started (to the app) for a signed-in, non-temporary user; Try for free otherwise (SPEC §2), which is a
 * first-time call to action and so opens registration; returning members get their own Sign in link (ADR 033).
 */
function CallToAction({ locale, className, testId }: { locale: HeaderProps['locale']; className: string; testId?: string }) {
  const t = useT();
  return (
    <>
      <a className={`${className} cta-guest`} href={href(locale, 'register')} data-testid={testId} data-cta="tryFree">{t.t('nav.tryFree')}</a>
      <a className={`${className} cta-member`} href={APP_PATH} data-testid={testId} data-cta="getStarted">{t.t('nav.getStarted')}</a>
    </>
  );
}

/** Everything on the page but the header island goes inert while the mobile menu covers it. */
function setBackgroundInert(header: HTMLElement | null, inert: boolean) {
  const island = header?.closest('[data-island]') ?? header;
  if (!island) return;
  for (const el of document.body.children) {
    if (el !== island && !el.contains(island) && el instanceof HTMLElement && el.tagName !== 'SCRIPT') el.inert = inert;
  }
}

export default function Header({ locale, theme, current, alternates }: HeaderProps) {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const products = useDisclosure();
  const productsOpen = products.open;
  const setProductsOpen = products.setOpen;
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const [mobileProducts, setMobileProducts] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const dropdownId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    document.documentElement.classList.add('scroll-locked');
    setBackgroundInert(headerRef.current, true);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.classList.remove('scroll-locked');
      setBackgroundInert(headerRef.current, false);
      window.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  // SPEC §9: the dropdown shows and hides after 150 ms, so passing the pointer over it does not flash it.
  const later = (open: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setProductsOpen(open), DROPDOWN_DELAY);
  };

  const isProducts = current !== null && ['products', ...PRODUCT_CARDS.map((p) => p.id)].includes(current);
  const aria = (id: RouteId) => (current === id ? 'page' as const : undefined);

  return (
    <header ref={headerRef} className={`site-header theme-${theme}${scrolled ? ' is-scrolled' : ''}${menuOpen ? ' menu-open' : ''}`} data-testid="site-header">
      <div className="container header-bar">
        <a className="brand" href={href(locale, 'home')} aria-label={t.t('nav.homeLabel')}>
          <Logo />
          <span className="brand-name">{t.t('common.brand')}</span>
        </a>
        <nav className="main-nav" aria-label={t.t('nav.main')}>
          <ul>
            <li><a href={href(locale, 'home')} aria-current={aria('home')}>{t.t('nav.home')}</a></li>
            <li
              ref={products.root}
              className={`has-dropdown${productsOpen ? ' is-open' : ''}${products.ready ? ' is-ready' : ''}`}
              onMouseEnter={() => later(true)}
              onMouseLeave={() => later(false)}
              onKeyDown={products.onKeyDown}
              onBlur={products.onBlur}
            >
              <a
                href={href(locale, 'products')}
                className={isProducts ? 'is-active' : undefined}
                aria-current={aria('products')}
              >
                {t.t('nav.products')}
              </a>
              <button
                ref={products.button}
                type="button"
                className="dropdown-toggle"
                aria-expanded={productsOpen}
                aria-controls={dropdownId}
                aria-label={t.t('nav.productsMenu')}
                onClick={() => { clearTimeout(timer.current); setProductsOpen((o) => !o); }}
                data-testid="products-toggle"
              >
                <span aria-hidden="true" className="chevron" />
              </button>
              <div className="dropdown" id={dropdownId} data-testid="products-dropdown">
                <ul className="product-cards">
                  {PRODUCT_CARDS.map((p) => (
                    <li key={p.id}>
                      <a className="product-card" href={href(locale, p.id)} aria-current={aria(p.id)} {...{ [ITEM_ATTR]: '' }}>
                        <span className="product-icon"><Icon name={p.icon} /></span>
                        <span>
                          <strong>{t.t(`nav.cards.${p.key}.title`)}</strong>
                          <small>{t.t(`nav.cards.${p.key}.body`)}</small>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            <li><a href={href(locale, 'courses')} aria-current={aria('courses')}>{t.t('nav.courses')}</a></li>
            <li><a href={href(locale, 'pricing')} aria-current={aria('pricing')}>{t.t('nav.pricing')}</a></li>
            <li><a href={href(locale, 'blog')} aria-current={aria('blog')}>{t.t('nav.blog')}</a></li>
          </ul>
        </nav>
        <div className="header-tools">
          <LanguageMenu locale={locale} alternates={alternates} placement="header" testId="header-language" />
          <a className="header-signin cta-guest" href={href(locale, 'login')} data-testid="header-signin">{t.t('journey.signIn')}</a>
        </div>
        <CallToAction locale={locale} className="btn btn-primary header-cta" testId="header-cta" />
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t.t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <Icon name="close" size={24} /> : <span className="burger" aria-hidden="true" />}
        </button>
      </div>
      <div className={`side-menu${menuOpen ? ' is-open' : ''}`} id={menuId} hidden={!menuOpen} data-testid="side-menu">
        <nav aria-label={t.t('nav.main')}>
          <ul>
            <li><a href={href(locale, 'home')}>{t.t('nav.home')}</a></li>
            <li>
              <button
                type="button"
                className="side-group"
                aria-expanded={mobileProducts}
                onClick={() => setMobileProducts((o) => !o)}
              >
                {t.t('nav.products')}
                <span aria-hidden="true" className="chevron" />
              </button>
              <ul hidden={!mobileProducts} className="side-sub">
                <li><a href={href(locale, 'products')}>{t.t('nav.allProducts')}</a></li>
                {PRODUCT_CARDS.map((p) => (
                  <li key={p.id}><a href={href(locale, p.id)}>{t.t(`nav.cards.${p.key}.title`)}</a></li>
                ))}
              </ul>
            </li>
            <li><a href={href(locale, 'courses')}>{t.t('nav.courses')}</a></li>
            <li><a href={href(locale, 'pricing')}>{t.t('nav.pricing')}</a></li>
            <li><a href={href(locale, 'blog')}>{t.t('nav.blog')}</a></li>
          </ul>
          <CallToAction locale={locale} className="btn btn-primary btn-block" />
          <a className="btn btn-ghost btn-block side-signin cta-guest" href={href(locale, 'login')} data-testid="menu-signin">{t.t('journey.signIn')}</a>
          <LanguageMenu locale={locale} alternates={alternates} placement="menu" testId="menu-language" />
        </nav>
      </div>
    </header>
  );
}
