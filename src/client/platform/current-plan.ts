/**
 * The signed-in member's current plan for the pricing page (GET /vips/current). A module of its own so the
 * plan picker imports the billing schemas (and valibot) only when someone signed in opens the page.
 */
import { CurrentPlanResponse } from '../../shared/api/billing.ts';
import type { Locale } from '../../shared/locales.ts';
import { api } from './api.ts';

export function currentPlan(locale: Locale) {
  return api('/vips/current', { schema: CurrentPlanResponse, locale, on401: 'throw' });
}
