/**
 * The offers a public page shows, loaded from the plan table (D1), or from the upstream when API_ORIGIN is set
 * (never the local table then: its plan ids are not the upstream's checkout's). A failed or slow load yields
 * `null` plans: the page says prices are unavailable and is not stored in the page cache (`complete: false`).
 */
import { byType, membershipTiers, PLAN_TYPES, type Plan } from '../../shared/billing/plans.ts';
import type { Bindings } from '../env.ts';
import { activePlans, priceSaveUp } from '../billing/plans-repo.ts';
import { upstreamPlans, upstreamSaveUp } from '../upstream/offers.ts';

export interface OffersData { plans: Plan[] | null; saveUp: number }

export async function loadOffers(env: Bindings): Promise<{ data: OffersData; complete: boolean }> {
  try {
    const [plans, saveUp] = await Promise.all(env.API_ORIGIN
      ? [upstreamPlans(env), upstreamSaveUp(env)]
      : [activePlans(env.DB), priceSaveUp(env.DB)]);
    return { data: { plans, saveUp }, complete: true };
  } catch (err) {
    console.error(JSON.stringify({ msg: 'plan load failed', upstream: Boolean(env.API_ORIGIN), err: String(err) }));
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
