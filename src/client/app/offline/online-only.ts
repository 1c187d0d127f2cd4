/** Which /app screens and sections cannot work offline (issue 29): they need the server for every step. */
import type { AppRoute } from '../routes.ts';

const ONLINE_ONLY_SECTIONS = new Set(['mock', 'corrections', 'tutor', 'goal']);

export function isOnlineOnlySection(id: string): boolean {
  return ONLINE_ONLY_SECTIONS.has(id);
}

/** Mock tests, correction, the tutor and goal settings: shown as unavailable offline, never left loading. */
export function isOnlineOnlyRoute(route: AppRoute): boolean {
  return route.name.startsWith('mock') || route.name === 'diagnostic' || route.name.startsWith('correction')
    || route.name === 'tutor' || route.name === 'goal';
}
