/**
 * The goal screen's data (issue 28): the goal row, today's plan (made once per local day and frozen, so missed
 * days simply drop out), its ticks from what was answered today, and the projection from the predictor.
 */
import type { GoalView } from '../../shared/api/goal.ts';
import type { Locale } from '../../shared/locales.ts';
import { dailyPlan, type DailyPlan } from '../../shared/learning/planning/daily-plan.ts';
import { adherence, project } from '../../shared/learning/planning/projection.ts';
import { tick, withManualTick, type TickedPlan } from '../../shared/learning/planning/ticks.ts';
import { dayFromIso, isoFromDay, localDay, nextLocalHour, startOfLocalDay } from '../../shared/learning/planning/time-zone.ts';
import { goalOf, saveReminders, saveTicks, stopReminders, storePlan, upsertGoal, type GoalRow } from './goal-repo.ts';
import { learnerState, type LearnerState } from './learner-state.ts';

/** The weekly progress mail goes out on Mondays at the daily hour, or at this local hour without one. */
export const WEEKLY_WEEKDAY = 1;
export const WEEKLY_DEFAULT_HOUR = 18;

function parseStrings(json: string): string[] {
  try {
    const x: unknown = JSON.parse(json);
    return Array.isArray(x) ? x.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

async function todaysPlan(db: D1Database, row: GoalRow, state: LearnerState, today: number): Promise<{ plan: DailyPlan; manual: string[] }> {
  if (row.plan_day === today && row.plan) return { plan: JSON.parse(row.plan) as DailyPlan, manual: parseStrings(row.ticks) };
  const testDay = dayFromIso(row.test_date);
  const plan = dailyPlan({
    day: today, minutes: row.minutes, skills: state.skills, typeAccuracy: state.typeAccuracy, reviewDue: state.reviewDue,
    lastMockAgeDays: state.lastMockAgeDays, mockCredits: state.mockCredits, daysLeft: testDay === null ? null : testDay - today,
  });
  const stored = await storePlan(db, row.user_id, today, JSON.stringify(plan));
  return { plan: JSON.parse(stored.plan) as DailyPlan, manual: parseStrings(stored.ticks) };
}

function planView(t: TickedPlan): NonNullable<GoalView['plan']> {
  return { day: isoFromDay(t.day), minutes: t.minutes, doneMinutes: t.doneMinutes, complete: t.complete, items: t.items.map((i) => ({ ...i, gain: Math.round(i.gain * 100) / 100 })) };
}

const remindersOf = (row: GoalRow | null): GoalView['reminders'] => ({
  weekly: Boolean(row?.weekly_mail), dailyHour: row?.daily_hour ?? null, consent: row?.consent_at != null,
});

export interface GoalSnapshot { view: GoalView; row: GoalRow | null; state: LearnerState | null }

export async function goalSnapshot(db: D1Database, userId: number, now: number): Promise<GoalSnapshot> {
  const row = await goalOf(db, userId);
  if (!row) return { view: { goal: null, projection: null, plan: null, reminders: remindersOf(null) }, row, state: null };
  const today = localDay(now, row.time_zone);
  const state = await learnerState(db, userId, now, startOfLocalDay(now, row.time_zone));
  const { plan, manual } = await todaysPlan(db, row, state, today);
  const ticked = tick(plan, { ...state.done, manual });
  const testDay = dayFromIso(row.test_date) ?? today;
  const projection = project({
    today, testDay, target: row.target, prediction: state.prediction, skills: state.skills, minutesPerDay: row.minutes,
    adherence: adherence(state.activeDays), doneMinutesToday: ticked.doneMinutes,
  });
  const point = (p: { day: number; score: number; low: number; high: number }) => ({ ...p, day: isoFromDay(today + p.day) });
  return {
    row, state,
    view: {
      goal: { target: row.target, testDate: row.test_date, minutes: row.minutes, timeZone: row.time_zone, daysLeft: testDay - today },
      projection: {
        status: projection.status,
        probability: projection.probability === null ? null : Math.round(projection.probability * 1000) / 1000,
        current: projection.current && point(projection.current),
        atTest: projection.atTest && point(projection.atTest),
        points: projection.points.map(point),
      },
      plan: planView(ticked),
      reminders: remindersOf(row),
    },
  };
}

export async function goalView(db: D1Database, userId: number, now: number): Promise<GoalView> {
  return (await goalSnapshot(db, userId, now)).view;
}

export async function setGoal(db: D1Database, userId: number, g: { target: number; testDate: string; minutes: number; timeZone: string }, locale: Locale, now: number): Promise<GoalView> {
  await upsertGoal(db, userId, { ...g, locale }, now);
  const row = await goalOf(db, userId);
  // A new time zone moves the next reminder times with it.
  if (row && row.consent_at !== null) await setReminders(db, userId, { weekly: Boolean(row.weekly_mail), dailyHour: row.daily_hour, consent: true, timeZone: g.timeZone }, locale, now);
  return goalView(db, userId, now);
}

export class GoalError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

export async function tickItem(db: D1Database, userId: number, key: string, now: number): Promise<GoalView> {
  // The snapshot makes sure today's plan is stored before a tick is added to it.
  await goalSnapshot(db, userId, now);
  const row = await goalOf(db, userId);
  if (!row?.plan || row.plan_day === null) throw new GoalError(404, 'goal_not_found', 'Set a goal first.');
  const plan = JSON.parse(row.plan) as DailyPlan;
  if (!plan.items.some((i) => i.key === key)) throw new GoalError(404, 'item_not_found', 'This item is not in today’s plan.');
  await saveTicks(db, userId, row.plan_day, withManualTick(plan, parseStrings(row.ticks), key));
  return goalView(db, userId, now);
}

export async function setReminders(
  db: D1Database, userId: number, r: { weekly: boolean; dailyHour: number | null; consent: boolean; timeZone: string }, locale: Locale, now: number,
): Promise<GoalView> {
  const on = r.consent && (r.weekly || r.dailyHour !== null);
  const row = await goalOf(db, userId);
  if (!row) throw new GoalError(404, 'goal_not_found', 'Set a goal first.');
  const ok = await saveReminders(db, userId, {
    consentAt: on ? (row.consent_at ?? now) : null,
    weekly: on && r.weekly,
    dailyHour: on ? r.dailyHour : null,
    timeZone: r.timeZone,
    locale,
    nextWeeklyAt: on && r.weekly ? nextLocalHour(now, r.timeZone, r.dailyHour ?? WEEKLY_DEFAULT_HOUR, WEEKLY_WEEKDAY) : null,
    nextDailyAt: on && r.dailyHour !== null ? nextLocalHour(now, r.timeZone, r.dailyHour) : null,
  }, now);
  if (!ok) throw new GoalError(404, 'goal_not_found', 'Set a goal first.');
  return goalView(db, userId, now);
}

export { stopReminders };
