/**
 * Account pages (SPEC §2, §4): sign-in, registration in two steps, password reset in two steps, recovery and the
 * return point of a third-party sign-in. Each is a focused card; the forms are wired by the sign-in work.
 */
import { href, type RouteId } from '../../shared/routes.ts';
import { Logo } from '../../shared/components/Logo.tsx';
import { Island } from '../../shared/components/Island.tsx';
import type { AuthMode } from '../../shared/islands/auth-flow.ts';
import type { PageContext, PageModule } from './types.ts';

const LINKS: Partial<Record<RouteId, RouteId[]>> = {
  login: ['register', 'forget'],
  register: ['login'],
  register2: ['login'],
  resetPassword: ['login'],
  resetPasswordStep2: ['login'],
  forget: ['login', 'resetPassword'],
  oauth: ['login'],
};

function AccountCard({ ctx }: { ctx: PageContext }) {
  const { t, locale, routeId, config } = ctx;
  return (
    <div className="account-page">
      <div className="account-card">
        <a className="brand" href={href(locale, 'home')} aria-label={t.t('nav.homeLabel')}>
          <Logo /><span className="brand-name">{t.t('common.brand')}</span>
        </a>
        <h1>{t.t(`account.${routeId}.title`)}</h1>
        <p className="lead">{t.t(`account.${routeId}.lead`)}</p>
        {/* The links live in the form's island, which adds the visitor's ?next= to them after hydration. */}
        <Island name="AuthForm" props={{ locale, mode: routeId as AuthMode, googleClientId: config.googleClientId, cookieDomain: config.cookieDomain, links: [...(LINKS[routeId] ?? []), 'home' as const].map((id) => ({ id, label: t.t(`account.links.${id}`) })),
          ...(routeId === 'oauth' ? { waiting: t.t('account.oauth.lead') } : {}) }} />
      </div>
    </div>
  );
}

export function accountPage(): PageModule {
  return {
    head: ({ t, routeId }) => ({ title: `${t.t(`account.${routeId}.title`)} | ${t.t('common.brand')}`, description: t.t(`account.${routeId}.lead`), noindex: true }),
    Body: ({ ctx }) => <AccountCard ctx={ctx} />,
  };
}
