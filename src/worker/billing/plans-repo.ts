/** The plan table in D1 (migration 0006) as the pure Plan shape of src/shared/billing/plans.ts. */
import type { Plan, PlanType } from '../../shared/billing/plans.ts';

interface PlanRow {
  id: number; type: number; tag: string; name: string; day: number; amount: number; currency: string;
  exam_num: number; correct_num: number; unlimited_correction: number; sort_order: number;
}

function toPlan(r: PlanRow): Plan {
  return {
    id: r.id, type: r.type as PlanType, tag: r.tag, name: r.name, day: r.day, amount: r.amount, currency: r.currency,
    examNum: r.exam_num, correctNum: r.correct_num, unlimitedCorrection: r.unlimited_correction === 1, sort: r.sort_order,
  };
}

/** The plans on sale, in display order. */
export async function activePlans(db: D1Database): Promise<Plan[]> {
  const { results } = await db.prepare(
    'SELECT id, type, tag, name, day, amount, currency, exam_num, correct_num, unlimited_correction, sort_order FROM plans WHERE status = 1 ORDER BY sort_order, id',
  ).all<PlanRow>();
  return results.map(toPlan);
}

export async function priceSaveUp(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT value FROM settings WHERE key = 'priceSaveUp' AND status = 1").first<{ value: string }>();
  const n = Number(row?.value);
  return Number.isInteger(n) && n > 0 && n < 100 ? n : 0;
}
