import { describe, expect, it } from 'vitest';
import { seededRandom } from '../adaptive/random.ts';
import { allocate, clampMinutes, dailyPlan, MOCK_STALE_DAYS, type PlanInput } from './daily-plan.ts';
import { GROWTH, practise } from './growth.ts';
import { adherence, normalCdf, probabilityOfTarget, project, type ProjectionInput } from './projection.ts';
import { PLAN_SIMULATION_DEFAULTS, simulatePlans } from './simulation.ts';
import { isValidTarget } from './thresholds.ts';
import { dayFromIso, isoFromDay, isTimeZone, localDay, nextLocalHour, startOfLocalDay } from './time-zone.ts';
import { tick, withManualTick } from './ticks.ts';

const even = { reading: 0.4, listening: 0.4, writing: 0.4, speaking: 0.4 };
const base: PlanInput = { day: 20_000, minutes: 30, skills: even, typeAccuracy: {}, reviewDue: 0, lastMockAgeDays: 3, mockCredits: 0, daysLeft: 30 };
const minutesOf = (p: { items: { minutes: number }[] }) => p.items.reduce((t, i) => t + i.minutes, 0);

describe('growth model', () => {
  it('grows slower at a higher level and never moves without practice', () => {
    expect(practise(1, 0)).toBe(1);
    expect(practise(-1, 60) - -1).toBeGreaterThan(practise(1, 60) - 1);
    // dθ/dt = r at θ = 0: an hour is about r logits.
    expect(practise(0, 60)).toBeCloseTo(GROWTH.ratePerHour, 2);
  });
});

describe('daily plan', () => {
  it('fits the chosen minutes (20–40) and puts the weakest skill first', () => {
    const plan = dailyPlan({ ...base, skills: { ...even, speaking: -1 } });
    expect(minutesOf(plan)).toBeLessThanOrEqual(30);
    expect(minutesOf(plan)).toBeGreaterThanOrEqual(27);
    expect(plan.items[0]).toMatchObject({ kind: 'practice' });
    expect(['speak-about-the-photo', 'read-then-speak', 'interactive-speaking', 'speaking-sample']).toContain((plan.items[0] as { type: string }).type);
    expect(clampMinutes(90)).toBe(40);
    expect(clampMinutes(5)).toBe(20);
    expect(minutesOf(dailyPlan({ ...base, minutes: 20 }))).toBeLessThanOrEqual(20);
  });

  it('prefers the task type with the lowest accuracy within a skill', () => {
    const skills = { reading: -1, listening: 1, writing: 1, speaking: 1 };
    const plan = dailyPlan({ ...base, skills, typeAccuracy: { 'read-and-select': 0.95, 'fill-in-the-blanks': 0.3, 'read-and-complete': 0.9, 'interactive-reading': 0.9 } });
    expect(plan.items[0]).toMatchObject({ kind: 'practice', type: 'fill-in-the-blanks' });
  });

  it('has no data yet: a free diagnostic first, practice across the skills after it', () => {
    const plan = dailyPlan({ ...base, skills: null, lastMockAgeDays: null, mockCredits: 3 });
    expect(plan.items[0]).toMatchObject({ kind: 'mock', mode: 'diagnostic' });
    expect(plan.items.length).toBeGreaterThan(2);
    expect(minutesOf(plan)).toBeLessThanOrEqual(30);
  });

  it('asks for a full mock when the last one is old and credits are left, not when it is recent', () => {
    expect(dailyPlan({ ...base, lastMockAgeDays: MOCK_STALE_DAYS + 1, mockCredits: 1 }).items).toEqual([expect.objectContaining({ kind: 'mock', mode: 'full' })]);
    expect(dailyPlan({ ...base, lastMockAgeDays: MOCK_STALE_DAYS, mockCredits: 1 }).items.every((i) => i.kind !== 'mock')).toBe(true);
    // The day before the test a mock is no use: there is no time left to act on it.
    expect(dailyPlan({ ...base, lastMockAgeDays: 60, mockCredits: 1, daysLeft: 1 }).items.every((i) => i.kind !== 'mock')).toBe(true);
  });

  it('includes due notebook items, at most ten a day', () => {
    const plan = dailyPlan({ ...base, reviewDue: 37 });
    expect(plan.items.find((i) => i.kind === 'review')).toMatchObject({ items: 10, minutes: 10 });
  });

  it('missed days reschedule and never pile up: a plan after a week away is the usual size', () => {
    const today = dailyPlan({ ...base, day: base.day });
    const afterAWeek = dailyPlan({ ...base, day: base.day + 7, daysLeft: base.daysLeft! - 7 });
    expect(minutesOf(afterAWeek)).toBeLessThanOrEqual(30);
    expect(afterAWeek.items.length).toBe(today.items.length);
  });

  it('is the same plan for the same state (ties are broken by the list order)', () => {
    expect(dailyPlan(base)).toEqual(dailyPlan(base));
  });
});

describe('ticking off', () => {
  const plan = dailyPlan({ ...base, reviewDue: 3, skills: { ...even, reading: -1 } });
  const first = plan.items.find((i) => i.kind === 'practice')!;

  it('a practice block ticks when enough items of its type were answered today', () => {
    const type = (first as { type: 'read-and-select' }).type;
    const partly = tick(plan, { practice: { [type]: first.items - 1 }, reviews: 0, mocks: { full: 0, diagnostic: 0 }, manual: [] });
    expect(partly.items.find((i) => i.key === first.key)).toMatchObject({ done: false, doneItems: first.items - 1 });
    const done = tick(plan, { practice: { [type]: first.items + 5 }, reviews: 3, mocks: { full: 0, diagnostic: 0 }, manual: [] });
    expect(done.items.find((i) => i.key === first.key)).toMatchObject({ done: true, doneItems: first.items });
    expect(done.items.find((i) => i.kind === 'review')!.done).toBe(true);
    expect(done.doneMinutes).toBe(first.minutes + 3);
    expect(done.complete).toBe(false);
  });

  it('a hand tick counts once and only for keys in the plan', () => {
    let manual = withManualTick(plan, [], first.key);
    manual = withManualTick(plan, manual, first.key);
    manual = withManualTick(plan, manual, 'practice-nonsense');
    expect(manual).toEqual([first.key]);
    const all = plan.items.map((i) => i.key);
    expect(tick(plan, { practice: {}, reviews: 0, mocks: { full: 0, diagnostic: 0 }, manual: all }).complete).toBe(true);
  });
});

describe('projection', () => {
  const input: ProjectionInput = {
    today: 20_000, testDay: 20_060, target: 110, prediction: { theta: 0.6, sd: 0.35 }, skills: null, minutesPerDay: 30, adherence: 0.8, doneMinutesToday: 0,
  };

  it('normal CDF matches known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it('rises towards the test date with a band that widens', () => {
    const p = project(input);
    expect(p.points[0]!.day).toBe(0);
    expect(p.atTest!.day).toBe(60);
    expect(p.atTest!.score).toBeGreaterThan(p.current!.score);
    expect(p.atTest!.high - p.atTest!.low).toBeGreaterThan(p.current!.high - p.current!.low);
    expect(p.points.length).toBeLessThanOrEqual(14);
  });

  it('states the probability of the target and the status from it', () => {
    const near = project({ ...input, target: 115 });
    expect(near.probability).toBeGreaterThan(0.2);
    expect(near.probability).toBeLessThan(0.95);
    const far = project({ ...input, target: 150 });
    expect(far.status).toBe('behind');
    expect(far.probability).toBeLessThan(0.01);
  });

  it('a target below the current estimate is on track with a high probability', () => {
    const p = project({ ...input, target: 70 });
    expect(p.status).toBe('on-track');
    expect(p.probability).toBeGreaterThan(0.99);
    expect(probabilityOfTarget(0, 0.3, 10)).toBe(1);
  });

  it('has no data yet: no probability, no chart', () => {
    expect(project({ ...input, prediction: null })).toMatchObject({ status: 'no-data', probability: null, points: [] });
  });

  it('a test date in the past: no projection, only the current estimate', () => {
    const p = project({ ...input, testDay: input.today - 1 });
    expect(p).toMatchObject({ status: 'past', probability: null, atTest: null });
    expect(p.points).toHaveLength(1);
  });

  it('the test today: the current estimate is the projection', () => {
    const p = project({ ...input, testDay: input.today });
    expect(p.atTest!.score).toBe(p.current!.score);
  });

  it('practice done today and a better adherence both raise the projection; missed days lower it', () => {
    const plain = project(input).atTest!.score;
    expect(project({ ...input, doneMinutesToday: 30 }).atTest!.score).toBeGreaterThan(plain);
    expect(project({ ...input, adherence: adherence(2) }).atTest!.score).toBeLessThan(project({ ...input, adherence: adherence(12) }).atTest!.score);
    expect(adherence(0)).toBeGreaterThan(0);
    expect(adherence(99)).toBeLessThanOrEqual(1);
  });
});

describe('targets', () => {
  it('accepts 10–160 in steps of 5 only', () => {
    expect(isValidTarget(10)).toBe(true);
    expect(isValidTarget(160)).toBe(true);
    expect(isValidTarget(5)).toBe(false);
    expect(isValidTarget(165)).toBe(false);
    expect(isValidTarget(112)).toBe(false);
  });
});

describe('plan vs random simulation', () => {
  it('is reproducible and gives the weakest skill more under the plan', () => {
    const c = { ...PLAN_SIMULATION_DEFAULTS, learners: 60 };
    const a = simulatePlans(c, seededRandom(7));
    expect(simulatePlans(c, seededRandom(7))).toEqual(a);
    expect(a.weakestGainPlan).toBeGreaterThan(a.weakestGainRandom);
    expect(a.meanGainPlan).toBeGreaterThan(0);
    expect(allocate(even, 30).blocks.reduce((t, b) => t + b.minutes, 0)).toBeGreaterThan(27);
  });
});

describe('time zones', () => {
  const at = (iso: string) => Date.parse(iso);
  it('the local day follows the learner, not UTC', () => {
    const now = at('2026-11-27T23:40:00Z');
    expect(isoFromDay(localDay(now, 'UTC'))).toBe('2026-11-27');
    expect(isoFromDay(localDay(now, 'Asia/Tokyo'))).toBe('2026-11-28');
    expect(new Date(startOfLocalDay(now, 'Asia/Tokyo')).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });

  it('the next local hour handles half-hour zones, weekdays and daylight saving', () => {
    expect(new Date(nextLocalHour(at('2026-11-27T23:40:00Z'), 'Asia/Kolkata', 8)).toISOString()).toBe('2026-11-28T02:30:00.000Z');
    // Monday 09:00 in Kolkata after Friday night.
    expect(new Date(nextLocalHour(at('2026-11-27T23:40:00Z'), 'Asia/Kolkata', 9, 1)).toISOString()).toBe('2026-11-30T03:30:00.000Z');
    // Berlin moves to summer time on 2027-03-28: 07:00 local is 06:00 UTC before and 05:00 UTC after.
    expect(new Date(nextLocalHour(at('2027-03-27T08:00:00Z'), 'Europe/Berlin', 7)).toISOString()).toBe('2027-03-28T05:00:00.000Z');
    expect(new Date(nextLocalHour(at('2027-03-26T08:00:00Z'), 'Europe/Berlin', 7)).toISOString()).toBe('2027-03-27T06:00:00.000Z');
  });

  it('dates and zones are validated', () => {
    expect(dayFromIso('2027-02-30')).toBeNull();
    expect(dayFromIso('2027-02-28')).not.toBeNull();
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
