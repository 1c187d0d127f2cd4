/** Content read by both the API and the server-rendered home page. */
import { LANDING_STATS } from '../../../shared/figures.ts';

/**
 * Landing statistics (SPEC §3): counted from the data, never shown below the configured display floors
 * (settings stats.*Floor, defaulting to SPEC §9's figures), as strings with a plus suffix.
 */
export async function landingStats(db: D1Database): Promise<Record<keyof typeof LANDING_STATS, string>> {
  const [counts, floors] = await db.batch<Record<string, number | string>>([
    db.prepare('SELECT (SELECT COUNT(*) FROM users WHERE temp = 0) AS users, (SELECT COUNT(*) FROM bank_items) AS questions'),
    db.prepare("SELECT key, value FROM settings WHERE key LIKE 'stats.%'"),
  ]);
  const floor: Record<string, number> = {};
  for (const r of floors!.results) floor[String(r.key)] = Number(r.value);
  const counted: Record<keyof typeof LANDING_STATS, number> = {
    userTotal: Number(counts!.results[0]?.users ?? 0), questionTotal: Number(counts!.results[0]?.questions ?? 0), examTotal: 0, correctTotal: 0, speakingTotal: 0,
  };
  const out = {} as Record<keyof typeof LANDING_STATS, string>;
  for (const key of Object.keys(LANDING_STATS) as (keyof typeof LANDING_STATS)[]) {
    out[key] = `${Math.max(counted[key], floor[`stats.${key}Floor`] ?? LANDING_STATS[key])}+`;
  }
  return out;
}

export interface TestimonialItem { id: number; type: number; data: string; order: number; createTime: string }

export async function testimonials(db: D1Database): Promise<TestimonialItem[]> {
  const { results } = await db.prepare('SELECT id, type, data, sort_order, create_time FROM testimonials ORDER BY sort_order')
    .all<{ id: number; type: number; data: string; sort_order: number; create_time: string }>();
  return results.map((r) => ({ id: r.id, type: r.type, data: r.data, order: r.sort_order, createTime: r.create_time }));
}
