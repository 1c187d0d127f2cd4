/** The /app hash routes: #/home, #/practice, #/practice/<task type>, #/review, #/progress, #/tutor, #/tutor/<id>. */
export type AppRoute =
  | { name: 'home' }
  | { name: 'practice' }
  | { name: 'task'; type: string }
  | { name: 'review' }
  | { name: 'progress' }
  | { name: 'tutor'; conversationId: string | null }
  | { name: 'corrections' }
  | { name: 'correctionNew'; mode: 'writing' | 'speaking' }
  | { name: 'correction'; id: string };

export const NAV_ROUTES = ['home', 'practice', 'review', 'progress'] as const;

export function parseRoute(hash: string): AppRoute | null {
  const path = hash.replace(/^#/, '') || '/home';
  const [, first, second, extra] = path.split('/');
  if (first === 'corrections') return correctionRoute(second, extra);
  if (extra !== undefined) return null;
  if (first === 'tutor') return second === undefined ? { name: 'tutor', conversationId: null } : /^[A-Za-z0-9_-]{22}$/.test(second) ? { name: 'tutor', conversationId: second } : null;
  if (first === 'practice' && second) return /^[a-z-]{3,40}$/.test(second) ? { name: 'task', type: second } : null;
  if (second !== undefined) return null;
  return (NAV_ROUTES as readonly string[]).includes(first ?? '') ? { name: first as (typeof NAV_ROUTES)[number] } : null;
}

/** #/corrections, #/corrections/new[/speaking], #/corrections/<job id>. */
function correctionRoute(second: string | undefined, extra: string | undefined): AppRoute | null {
  if (second === undefined) return { name: 'corrections' };
  if (second === 'new') return extra === undefined || extra === 'writing' || extra === 'speaking' ? { name: 'correctionNew', mode: extra ?? 'writing' } : null;
  return extra === undefined && /^[A-Za-z0-9_-]{22}$/.test(second) ? { name: 'correction', id: second } : null;
}

export function routeHash(route: AppRoute): string {
  if (route.name === 'tutor') return route.conversationId ? `#/tutor/${route.conversationId}` : '#/tutor';
  if (route.name === 'correctionNew') return `#/corrections/new/${route.mode}`;
  if (route.name === 'correction') return `#/corrections/${route.id}`;
  return route.name === 'task' ? `#/practice/${route.type}` : `#/${route.name}`;
}
