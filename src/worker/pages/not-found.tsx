/**
 * The 404 page (SPEC §2/§8): 'Page Not Found', 'Page not found: {path}' with the path as text (React escapes
 * it) and truncated, a link to the locale's home; noindex; empty layout.
 */
import { NOT_FOUND_PATH_MAX } from '../../shared/constants.ts';
import { href } from '../../shared/routes.ts';
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
      <p className="not-found-path">{t.t('notFound.message', { path: truncatePath(barePath) })}</p>
      <a className="btn btn-primary" href={href(locale, 'home')}>{t.t('notFound.home')}</a>
    </div>
  ),
};
