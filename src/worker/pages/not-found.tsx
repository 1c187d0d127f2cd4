/**
 * The 404 page (SPEC §2/§8): 'Page Not Found', 'Page not found: {path}' with the path as text (React escapes
 * it) and truncated, a link to the locale's home and a few useful pages; noindex; with the site header. The
 * path is shown as requested, with its locale prefix (ADR 033).
 */
import { NOT_FOUND_PATH_MAX } from '../../shared/constants.ts';
import { localizePath, type Locale } from '../../shared/locales.ts';
import { href, type RouteId } from '../../shared/routes.ts';

const USEFUL: { id: RouteId; key: string }[] = [
  { id: 'courses', key: 'nav.courses' },
  { id: 'products', key: 'nav.products' },
  { id: 'pricing', key: 'nav.pricing' },
  { id: 'blog', key: 'nav.blog' },
  { id: 'contact', key: 'footer.contact' },
];

/** The path the visitor asked for: /app/… is language independent; every other path keeps its prefix. */
export function requestedPath(locale: Locale, barePath: string): string {
  return barePath.startsWith('/app/') ? barePath : localizePath(locale, barePath);
}
import type { PageModule } from './types.ts';

export function truncatePath(path: string): string {
  const chars = Array.from(path);
  return chars.length > NOT_FOUND_PATH_MAX ? `${chars.slice(0, NOT_FOUND_PATH_MAX).join('')}…` : path;
}

export const notFoundPage: PageModule = {
  head: ({ t }) => ({ title: t.t('notFound.title'), description: t.t('notFound.title'), noindex: true }),
  Body: ({ ctx: { t, locale, barePath } }) => (
    <div className="not-found" data-testid="not-found">
      <p className="not-found-code" aria-hidden="true">404</p>
      <h1>{t.t('notFound.title')}</h1>
      <p className="not-found-path">{t.t('notFound.message', { path: truncatePath(requestedPath(locale, barePath)) })}</p>
      <a className="btn btn-primary" href={href(locale, 'home')}>{t.t('notFound.home')}</a>
      <nav aria-labelledby="not-found-links" className="not-found-links">
        <h2 id="not-found-links">{t.t('journey.notFound.links')}</h2>
        <ul>{USEFUL.map((u) => <li key={u.id}><a href={href(locale, u.id)}>{t.t(u.key)}</a></li>)}</ul>
      </nav>
    </div>
  ),
};
