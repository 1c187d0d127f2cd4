/**
 * The goal API (/weapp/api/goal*, issue 28) as valibot schemas shared by the embedded backend and /app: the target
 * and test date, today's plan with its ticks, the projection, and the reminder settings.
 */
import * as v from 'valibot';
import { TaskTypeSchema } from '../exam/items.ts';
import { PLAN_MINUTES } from '../learning/planning/daily-plan.ts';
import { isValidTarget } from '../learning/planning/thresholds.ts';
import { dayFromIso, isTimeZone } from '../learning/planning/time-zone.ts';

export const TargetScore = v.pipe(v.number('target_invalid'), v.check(isValidTarget, 'target_invalid'));
export const TestDate = v.pipe(v.string('date_invalid'), v.check((d) => dayFromIso(d) !== null, 'date_invalid'));
export const TimeZone = v.pipe(v.string('time_zone_invalid'), v.check(isTimeZone, 'time_zone_invalid'));
export const PlanMinutes = v.pipe(v.number('minutes_invalid'), v.integer('minutes_invalid'), v.minValue(PLAN_MINUTES.min, 'minutes_invalid'), v.maxValue(PLAN_MINUTES.max, 'minutes_invalid'));

/* PUT-like POST /goal: sets or changes the goal. */
export const GoalRequest = v.object({ target: TargetScore, testDate: TestDate, minutes: v.optional(PlanMinutes, PLAN_MINUTES.default), timeZone: TimeZone });

/* POST /goal/tick: ticks one of today's items by hand. */
export const TickRequest = v.object({ key: v.pipe(v.string('key_invalid'), v.regex(/^[a-z-]{3,40}$/, 'key_invalid')) });

/* POST /goal/reminders: any reminder on needs `consent: true`; all off withdraws consent. */
export const RemindersRequest = v.pipe(
  v.object({
    weekly: v.boolean('weekly_invalid'),
    dailyHour: v.nullable(v.pipe(v.number('hour_invalid'), v.integer('hour_invalid'), v.minValue(0, 'hour_invalid'), v.maxValue(23, 'hour_invalid'))),
    consent: v.boolean('consent_required'),
    timeZone: TimeZone,
  }),
  v.check((r) => r.consent || (!r.weekly && r.dailyHour === null), 'consent_required'),
);

/* POST /goal/unsubscribe: from the link in a reminder mail, without signing in. */
export const UnsubscribeRequest = v.object({
  user: v.pipe(v.number('link_invalid'), v.integer('link_invalid'), v.minValue(1, 'link_invalid')),
  token: v.pipe(v.string('link_invalid'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'link_invalid')),
});
export const UnsubscribeResponse = v.object({ unsubscribed: v.boolean() });

const Point = v.object({ day: v.string(), score: v.number(), low: v.number(), high: v.number() });

const PlanItemView = v.object({
  key: v.string(),
  kind: v.picklist(['practice', 'review', 'mock']),
  type: v.optional(TaskTypeSchema),
  mode: v.optional(v.picklist(['full', 'diagnostic'])),
  items: v.number(),
  minutes: v.number(),
  /** Expected overall points under the growth model (ADR 055), for ordering and the "why" line. */
  gain: v.number(),
  doneItems: v.number(),
  done: v.boolean(),
});

export const GoalView = v.object({
  goal: v.nullable(v.object({
    target: v.number(), testDate: v.string(), minutes: v.number(), timeZone: v.string(),
    /** Days from today (learner's time zone) to the test; negative once it has passed. */
    daysLeft: v.number(),
  })),
  projection: v.nullable(v.object({
    status: v.picklist(['no-data', 'past', 'on-track', 'at-risk', 'behind']),
    probability: v.nullable(v.number()),
    current: v.nullable(Point),
    atTest: v.nullable(Point),
    points: v.array(Point),
  })),
  plan: v.nullable(v.object({ day: v.string(), minutes: v.number(), doneMinutes: v.number(), complete: v.boolean(), items: v.array(PlanItemView) })),
  reminders: v.object({ weekly: v.boolean(), dailyHour: v.nullable(v.number()), consent: v.boolean() }),
});
export type GoalView = v.InferOutput<typeof GoalView>;
