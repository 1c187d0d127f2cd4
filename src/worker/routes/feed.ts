/** GET /blog/feed.atom in each locale (the prefix sets the locale, as for pages; an unknown prefix is a 404). */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { translatorFor } from '../i18n.ts';
import { listArticles } from '../blog/articles-repo.ts';
import { atomFeed } from '../seo/feed.ts';

export async function handleFeed(c: Context<AppEnv>): Promise<Response> {
  const lc = c.req.param('lc');
  const locale = c.get('locale');
  if (lc !== undefined && lc !== locale) return c.notFound();
  const t = await translatorFor(locale, c.env.SUPPORT_EMAIL);
  const { items } = await listArticles(c.env.DB, locale, { page: 1, pageSize: 20 });
  return c.body(atomFeed(c.env.PRODUCTION_HOST, locale, t, items), 200, {
    'Content-Type': 'application/atom+xml; charset=UTF-8', 'Cache-Control': 'public, max-age=900',
  });
}
