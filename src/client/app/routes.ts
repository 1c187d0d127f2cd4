/** The /app hash routes: #/home, #/practice, #/practice/<task type>, #/review, #/progress, #/tutor, #/tutor/<id>. */
export type AppRoute =
  | { name: 'home' }
  | { name: 'practice' }
  | { name: 'task'; type: string }
  | { name: 'review' }
  | { name: 'progress' }
  | { name: 'tutor'; conversationId: string | null };

export const NAV_ROUTES = ['home', 'practice', 'review', 'progress'] as const;

export function parseRoute(hash: string): AppRoute | null {
  const path = hash.replace(/^#/, '') || '/home';
  const [, first, second, extra] = path.split('/');
  if (extra !== undefined) return null;
  if (first === 'tutor') return second === undefined ? { name: 'tutor', conversationId: null } : /^[A-Za-z0-9_-]{22}$/.test(second) ? { name: 'tutor', conversationId: second } : null;
  if (first === 'practice' && second) return /^[a-z-]{3,40}$/.test(second) ? { name: 'task', type: second } : null;
  if (second !== undefined) return null;
  return (NAV_ROUTES as readonly string[]).includes(first ?? '') ? { name: first as (typeof NAV_ROUTES)[number] } : null;
}

export function routeHash(route: AppRoute): string {
  if (route.name === 'tutor') return route.conversationId ? `#/tutor/${route.conversationId}` : '#/tutor';
  return route.name === 'task' ? `#/practice/${route.type}` : `#/${route.name}`;
}
