/**
 * The home page's statistics and testimonials, from whichever backend answers /weapp/api: D1 when embedded,
 * the upstream when API_ORIGIN is set. Each part falls back on its own (the SPEC floors, no testimonials), and
 * any fallback marks the result incomplete so the page is served but not cached.
 *
 * A complete answer is kept in the isolate for HOME_DATA_TTL_MS (ADR 021): the 13 localized home pages render
 * from one load instead of 13, and a cache-miss render does not wait for the database or the upstream again.
 * The figures are rounded counts and testimonials change rarely; the page cache holds pages longer anyway.
 */
import * as v from 'valibot';
import { TestimonialData } from '../../shared/api/schemas.ts';
import { LANDING_STATS } from '../../shared/figures.ts';
import type { Bindings } from '../env.ts';
import { landingStats, testimonials, type TestimonialItem } from '../api/embedded/content-data.ts';
import { upstreamStats, upstreamTestimonials } from '../upstream/content.ts';
import { keptFor } from '../util/kept.ts';
import { PAGE_DATA_TTL_MS } from '../../shared/constants.ts';

export type LandingStats = Record<keyof typeof LANDING_STATS, string>;
export interface Quote { id: number; nickname: string; country: string; rate: string; content: string }
export interface HomeData { stats: LandingStats; quotes: Quote[] }

export const FLOORS = Object.fromEntries(Object.entries(LANDING_STATS).map(([k, n]) => [k, `${n}+`])) as LandingStats;
export const QUOTES_SHOWN = 6;
export const HOME_DATA_TTL_MS = PAGE_DATA_TTL_MS;
const kept = keptFor<HomeData>(HOME_DATA_TTL_MS);

/** The first quotes; an item whose data is not the documented JSON makes the whole list a failed load. */
function quotesFrom(items: TestimonialItem[]): Quote[] {
  return items.slice(0, QUOTES_SHOWN).map((t) => {
    const { nickname, country, rate, content } = v.parse(TestimonialData, JSON.parse(t.data));
    return { id: t.id, nickname, country, rate, content };
  });
}

export function loadHomeData(env: Bindings): Promise<{ data: HomeData; complete: boolean }> {
  return kept.get('home', () => loadFresh(env));
}

/** For tests: forget the kept answer. */
export function clearHomeDataCache() {
  kept.clear();
}

async function loadFresh(env: Bindings): Promise<{ data: HomeData; complete: boolean }> {
  const [stats, quotes] = await Promise.allSettled([
    env.API_ORIGIN ? upstreamStats(env) : landingStats(env.DB),
    (env.API_ORIGIN ? upstreamTestimonials(env) : testimonials(env.DB)).then(quotesFrom),
  ]);
  for (const part of [stats, quotes]) {
    if (part.status === 'rejected') console.error(JSON.stringify({ msg: 'home data unavailable', upstream: Boolean(env.API_ORIGIN), err: String(part.reason) }));
  }
  return {
    data: {
      stats: stats.status === 'fulfilled' ? stats.value : FLOORS,
      quotes: quotes.status === 'fulfilled' ? quotes.value : [],
    },
    complete: stats.status === 'fulfilled' && quotes.status === 'fulfilled',
  };
}
