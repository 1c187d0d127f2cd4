/** The article rating island's call: rating an article as a member or a guest (the footer's list is latest-articles.ts). */
import * as A from '../../shared/api/articles.ts';
import { GuestResponse } from '../../shared/api/schemas.ts';
import { api } from './api.ts';
import { getToken, setToken } from './session.ts';

/** Rates as the signed-in user, or first becomes a temporary user (SPEC §3) so the rating has an owner. */
export async function rateArticle(path: string, score: number, cookieDomain: string) {
  if (!getToken()) {
    const guest = await api('/common/guest', { body: {}, schema: GuestResponse });
    setToken(guest.token, cookieDomain);
  }
  return api('/common/article/rate', { body: { path, score }, schema: A.ArticleRateResponse, on401: 'throw' });
}
