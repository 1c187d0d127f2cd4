/** The blog islands' calls: the footer's article list and rating an article (as a member or a guest). */
import * as A from '../../shared/api/articles.ts';
import { GuestResponse } from '../../shared/api/schemas.ts';
import type { Locale } from '../../shared/locales.ts';
import { api } from './api.ts';
import { getToken, setToken } from './session.ts';

export async function latestArticles(locale: Locale, pageSize: number): Promise<A.ArticleList> {
  return api(`/common/article?flag=1&page=1&pageSize=${pageSize}`, { locale, schema: A.ArticleListResponse });
}

/** Rates as the signed-in user, or first becomes a temporary user (SPEC §3) so the rating has an owner. */
export async function rateArticle(path: string, score: number, cookieDomain: string) {
  if (!getToken()) {
    const guest = await api('/common/guest', { body: {}, schema: GuestResponse });
    setToken(guest.token, cookieDomain);
  }
  return api('/common/article/rate', { body: { path, score }, schema: A.ArticleRateResponse, on401: 'throw' });
}
