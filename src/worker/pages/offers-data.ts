/**
 * The offers a public page shows, loaded from the plan table (D1), or from the upstream when API_ORIGIN is set
 * (never the local table then: its plan ids are not the upstream's checkout's). A failed or slow load yields
 * `null` plans: the page says prices are unavailable and is not stored in the page cache (`complete: false`).
 */
import { byType, membershipTiers, PLAN_TYPES, type Plan } from '../../shared/billing/plans.ts';
import type { Bindings } from '../env.ts';
import { activePlans, priceSaveUp } from '../billing/plans-repo.ts';
import { upstreamPlans, upstreamSaveUp } from '../upstream/offers.ts';
import { keptFor } from '../util/kept.ts';
import { PAGE_DATA_TTL_MS } from '../../shared/constants.ts';

export interface OffersData { plans: Plan[] | null; saveUp: number }

// /pricing and /offer in every locale show the same plans: one load a minute per isolate and backend.
const kept = keptFor<OffersData>(PAGE_DATA_TTL_MS);

export function loadOffers(env: Bindings): Promise<{ data: OffersData; complete: boolean }> {
  return kept.get(env.API_ORIGIN ?? 'd1', () => loadFresh(env));
}

/** For tests: the next page reads the plans again. */
export function forgetOffers(): void {
  kept.clear();
}

async function loadFresh(env: Bindings): Promise<{ data: OffersData; complete: boolean }> {
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
