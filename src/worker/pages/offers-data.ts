/**
 * The offers a public page shows, loaded from the plan table (D1). A failed load yields `null` plans: the page
 * says prices are unavailable and is not stored in the page cache (`complete: false`).
 */
import { byType, membershipTiers, PLAN_TYPES, type Plan } from '../../shared/billing/plans.ts';
import type { Bindings } from '../env.ts';
import { activePlans, priceSaveUp } from '../billing/plans-repo.ts';

export interface OffersData { plans: Plan[] | null; saveUp: number }

export async function loadOffers(env: Bindings): Promise<{ data: OffersData; complete: boolean }> {
  try {
    const [plans, saveUp] = await Promise.all([activePlans(env.DB), priceSaveUp(env.DB)]);
    return { data: { plans, saveUp }, complete: true };
  } catch (err) {
    console.error(JSON.stringify({ msg: 'plan load failed', err: String(err) }));
    return { data: { plans: null, saveUp: 0 }, complete: false };
  }
}

export function offersOf(plans: Plan[]) {
  return {
    tiers: membershipTiers(plans),
    addOn: byType(plans, PLAN_TYPES.correctionPack)[0] ?? null,
    packs: byType(plans, PLAN_TYPES.mockPack),
  };
}
