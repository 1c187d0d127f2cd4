/** The payment calls of SPEC §7 as valibot schemas (requests validated by the worker, answers parsed by the client). */
import * as v from 'valibot';

/** "{planId}" or "{planId},{packId}" (DESIGN §2). */
export const VipId = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}(,[1-9][0-9]{0,5})?$/, 'vip_id_invalid'));
export const LogVipId = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,15}$/, 'log_vip_id_invalid'));

export const PayUrlQuery = v.object({
  vipId: VipId,
  /** The page the purchase starts on; SPEC sends "pricing". A cancelled checkout returns there. */
  path: v.optional(v.picklist(['pricing', 'duolingo-practice-test'], 'path_invalid'), 'pricing'),
  isMobile: v.optional(v.picklist(['0', '1'], 'is_mobile_invalid'), '0'),
});
export const PayUrlResponse = v.object({ logVipId: v.number(), url: v.string() });

export const StatusQuery = v.object({ logVipId: LogVipId });

/** SPEC §3 payment status record. Money in cents; times ISO strings. */
export const StatusRecord = v.object({
  code: v.number(),
  vipEndTime: v.nullable(v.string()),
  vipDays: v.number(),
  examNum: v.number(),
  correctNum: v.number(),
  id: v.number(),
  amount: v.number(),
  write: v.number(),
  speak: v.number(),
  type: v.number(),
  tag: v.string(),
});
export type ApiStatusRecord = v.InferOutput<typeof StatusRecord>;
export const StatusResponse = v.object({ err: v.nullable(v.string()), data: StatusRecord });

/** A plan/vip item (SPEC §3; DESIGN §2). amount in cents. */
export const VipItem = v.object({
  id: v.number(),
  type: v.number(),
  tag: v.string(),
  name: v.string(),
  day: v.number(),
  amount: v.number(),
  currency: v.string(),
  examNum: v.number(),
  correctNum: v.number(),
  unlimitedCorrection: v.boolean(),
  sort: v.number(),
});
export const VipList = v.array(VipItem);

/** The built-in test checkout's buttons (only when no Stripe key is configured, never in production). */
export const TestCheckoutRequest = v.object({
  logVipId: LogVipId,
  action: v.picklist(['pay', 'cancel'], 'action_invalid'),
  /** What the test "card" is charged, in cents: fulfilment checks it against the payment like a real charge. */
  amount: v.pipe(v.number(), v.integer('amount_invalid'), v.minValue(0, 'amount_invalid'), v.maxValue(10_000_000, 'amount_invalid')),
});
export const TestCheckoutResponse = v.object({ status: v.literal(200), message: v.string(), next: v.string() });

/** The signed-in member's current membership: tier of the latest paid membership while Premium runs. */
export const CurrentPlanResponse = v.object({ tag: v.string(), vipEndTime: v.nullable(v.string()) });
