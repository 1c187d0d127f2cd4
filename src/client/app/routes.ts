/** The /app hash routes: #/home, #/practice, #/practice/<task type>, #/review, #/progress. */
export type AppRoute =
  | { name: 'home' }
  | { name: 'practice' }
  | { name: 'task'; type: string }
  | { name: 'review' }
  | { name: 'progress' };

export const NAV_ROUTES = ['home', 'practice', 'review', 'progress'] as const;

export function parseRoute(hash: string): AppRoute | null {
  const path = hash.replace(/^#/, '') || '/home';
  const [, first, second, extra] = path.split('/');
  if (extra !== undefined) return null;
  if (first === 'practice' && second) return /^[a-z-]{3,40}$/.test(second) ? { name: 'task', type: second } : null;
  if (second !== undefined) return null;
  return (NAV_ROUTES as readonly string[]).includes(first ?? '') ? { name: first as (typeof NAV_ROUTES)[number] } : null;
}

export function routeHash(route: AppRoute): string {
  return route.name === 'task' ? `#/practice/${route.type}` : `#/${route.name}`;
}
