/**
 * The plans on sale and the pricing badge from the upstream (API_ORIGIN set): GET /common/vips and
 * GET /common/setting?keys=priceSaveUp (docs/api.md), validated with the shared schemas, within the page deadline.
 * The upstream's plan ids are the ones its checkout accepts, so a page must never mix in the local plan table.
 */
import * as v from 'valibot';
import { VipList } from '../../shared/api/billing.ts';
import type { Plan, PlanType } from '../../shared/billing/plans.ts';
import type { Bindings } from '../env.ts';
import { upstreamGet } from './articles.ts';

const SettingValues = v.record(v.string(), v.string());

export async function upstreamPlans(env: Bindings): Promise<Plan[]> {
  const list = await upstreamGet(env, '/common/vips', VipList);
  return list.map((p) => ({ ...p, type: p.type as PlanType }));
}

/** The "save up to N%" figure; anything but a whole percentage between 1 and 99 shows no badge, as locally. */
export async function upstreamSaveUp(env: Bindings): Promise<number> {
  const values = await upstreamGet(env, '/common/setting?keys=priceSaveUp', SettingValues);
  const n = Number(values.priceSaveUp);
  return Number.isInteger(n) && n > 0 && n < 100 ? n : 0;
}
