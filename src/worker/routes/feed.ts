/**
 * GET /blog/feed.atom in each locale (the prefix sets the locale, as for pages; an unknown prefix is a 404).
 * From D1, or from the upstream when API_ORIGIN is set; an upstream that fails, is slow (the page deadline) or
 * answers another shape leaves the deploy's local copy, sent with `no-store` so no cache keeps the stand-in.
 */
import type { Context } from 'hono';
import type { AppEnv, Bindings } from '../env.ts';
import type { Locale } from '../../shared/locales.ts';
import { translatorFor } from '../i18n.ts';
import { listArticles, type ArticleSummary } from '../blog/articles-repo.ts';
import { atomFeed } from '../seo/feed.ts';
import { upstreamNewestArticles } from '../upstream/articles.ts';

const FEED_SIZE = 20;

async function feedItems(env: Bindings, locale: Locale): Promise<{ items: ArticleSummary[]; complete: boolean }> {
  const local = async () => (await listArticles(env.DB, locale, { page: 1, pageSize: FEED_SIZE })).items;
  if (!env.API_ORIGIN) return { items: await local(), complete: true };
  try {
    return { items: (await upstreamNewestArticles(env, locale, FEED_SIZE)) as ArticleSummary[], complete: true };
  } catch (err) {
    console.error(JSON.stringify({ msg: 'feed upstream unavailable, local copy served', locale, err: String(err) }));
    return { items: await local(), complete: false };
  }
}

export async function handleFeed(c: Context<AppEnv>): Promise<Response> {
  const lc = c.req.param('lc');
  const locale = c.get('locale');
  if (lc !== undefined && lc !== locale) return c.notFound();
  const [t, { items, complete }] = await Promise.all([translatorFor(locale, c.env.SUPPORT_EMAIL), feedItems(c.env, locale)]);
  return c.body(atomFeed(c.env.PRODUCTION_HOST, locale, t, items), 200, {
    'Content-Type': 'application/atom+xml; charset=UTF-8', 'Cache-Control': complete ? 'public, max-age=900' : 'no-store',
  });
}
