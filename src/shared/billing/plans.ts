/**
 * The plan table's rules (SPEC §3, §9; DESIGN §2) as pure functions: what a vipId names, what it costs (integer
 * cents) and what it grants. The worker prices checkouts with them, the pages show offers with them.
 */

/** DESIGN §2 plan types: 1 question bank, 3 AI-correction pack, 4 mock-test pack, 5 membership. */
export const PLAN_TYPES = { questionBank: 1, correctionPack: 3, mockPack: 4, membership: 5 } as const;
export type PlanType = (typeof PLAN_TYPES)[keyof typeof PLAN_TYPES];
export type Tier = 'Basic' | 'Plus' | 'Pro';
export const TIERS: readonly Tier[] = ['Basic', 'Plus', 'Pro'];

export interface Plan {
  id: number;
  type: PlanType;
  /** Basic / Plus / Pro for memberships, '' otherwise. */
  tag: string;
  name: string;
  /** Premium days granted (memberships and the question bank), 0 for packs. */
  day: number;
  /** Price in cents (USD). */
  amount: number;
  /** Mock exams and AI corrections granted. */
  examNum: number;
  correctNum: number;
  /** Pro: unlimited AI correction while the membership runs. */
  unlimitedCorrection: boolean;
  currency: string;
  sort: number;
}

export interface Purchase { plan: Plan; pack: Plan | null; vipId: string }

/** What a paid purchase adds to the account. */
export interface Grant {
  vipDays: number;
  examNum: number;
  correctNum: number;
  unlimitedCorrection: boolean;
  type: PlanType;
  tag: string;
}

export type VipIdProblem = 'vip_id_invalid' | 'plan_unknown' | 'pack_not_allowed';

const VIP_ID = /^([1-9][0-9]{0,5})(?:,([1-9][0-9]{0,5}))?$/;

/** "{planId}" or "{planId},{packId}" → ids, or null when malformed. */
export function parseVipId(vipId: string): { planId: number; packId: number | null } | null {
  const m = VIP_ID.exec(vipId);
  if (!m) return null;
  return { planId: Number(m[1]), packId: m[2] ? Number(m[2]) : null };
}

export function vipIdOf(plan: Pick<Plan, 'id'>, pack?: Pick<Plan, 'id'> | null): string {
  return pack ? `${plan.id},${pack.id}` : String(plan.id);
}

/**
 * Resolves a vipId against the active plans. Only a membership may carry an add-on, and the add-on must be a
 * correction pack; a pack can never be the main item of a combination.
 */
export function resolvePurchase(vipId: string, plans: readonly Plan[]): Purchase | VipIdProblem {
  const ids = parseVipId(vipId);
  if (!ids) return 'vip_id_invalid';
  const plan = plans.find((p) => p.id === ids.planId);
  if (!plan) return 'plan_unknown';
  if (ids.packId === null) return { plan, pack: null, vipId };
  const pack = plans.find((p) => p.id === ids.packId);
  if (!pack) return 'plan_unknown';
  if (plan.type !== PLAN_TYPES.membership || pack.type !== PLAN_TYPES.correctionPack) return 'pack_not_allowed';
  return { plan, pack, vipId };
}

/** Total in cents: integers only, so no rounding ever happens on money. */
export function totalCents({ plan, pack }: Pick<Purchase, 'plan' | 'pack'>): number {
  return plan.amount + (pack?.amount ?? 0);
}

export function grantOf({ plan, pack }: Pick<Purchase, 'plan' | 'pack'>): Grant {
  return {
    vipDays: plan.day + (pack?.day ?? 0),
    examNum: plan.examNum + (pack?.examNum ?? 0),
    correctNum: plan.correctNum + (pack?.correctNum ?? 0),
    unlimitedCorrection: plan.unlimitedCorrection,
    type: plan.type,
    tag: plan.tag,
  };
}

/** A 90-day membership shown per month (SPEC: "billed every three months"), rounded to the cent. */
export function perMonthCents(plan: Pick<Plan, 'amount' | 'day'>): number {
  const months = Math.max(1, Math.round(plan.day / 30));
  return Math.round(plan.amount / months);
}

/** Percent saved by the longer membership against the same tier bought monthly, whole percent. */
export function savingPercent(long: Pick<Plan, 'amount' | 'day'>, short: Pick<Plan, 'amount' | 'day'>): number {
  const comparable = short.amount * (long.day / short.day);
  if (comparable <= 0) return 0;
  return Math.max(0, Math.round((1 - long.amount / comparable) * 100));
}

export function byType(plans: readonly Plan[], type: PlanType): Plan[] {
  return plans.filter((p) => p.type === type).sort((a, b) => a.sort - b.sort);
}

/** Memberships grouped by tier, each with its 30- and 90-day variant when present. */
export function membershipTiers(plans: readonly Plan[]): { tier: Tier; short: Plan | null; long: Plan | null }[] {
  const members = byType(plans, PLAN_TYPES.membership);
  return TIERS.map((tier) => {
    const ofTier = members.filter((p) => p.tag === tier).sort((a, b) => a.day - b.day);
    return { tier, short: ofTier.find((p) => p.day <= 31) ?? null, long: ofTier.find((p) => p.day > 31) ?? null };
  }).filter((t) => t.short || t.long);
}
