/** The goal API calls of /app (schemas from src/shared/api/goal.ts, checked on arrival). */
import * as G from '../../../shared/api/goal.ts';
import type { Locale } from '../../../shared/locales.ts';
import { api } from '../../platform/api.ts';

export interface GoalInput { target: number; testDate: string; minutes: number; timeZone: string }

/** The browser's own time zone: the learner's days and reminder hours follow it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const goalApi = (locale: Locale) => ({
  get: () => api('/goal', { schema: G.GoalView, locale }),
  set: (g: GoalInput) => api('/goal', { body: g, schema: G.GoalView, locale }),
  tick: (key: string) => api('/goal/tick', { body: { key }, schema: G.GoalView, locale }),
  reminders: (r: { weekly: boolean; dailyHour: number | null; consent: boolean }) =>
    api('/goal/reminders', { body: { ...r, timeZone: browserTimeZone() }, schema: G.GoalView, locale }),
});
