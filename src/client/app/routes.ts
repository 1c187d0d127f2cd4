/** The /app hash routes: #/home, #/practice, #/practice/<task type>, #/packs, #/packs/<pack id>, #/review, #/progress, #/tutor, #/tutor/<id>. */
export type AppRoute =
  | { name: 'home' }
  | { name: 'practice' }
  | { name: 'task'; type: string }
  | { name: 'review' }
  | { name: 'progress' }
  | { name: 'tutor'; conversationId: string | null }
  | { name: 'corrections' }
  | { name: 'correctionNew'; mode: 'writing' | 'speaking' }
  | { name: 'correction'; id: string }
  | { name: 'goal' }
  | { name: 'packs' }
  | { name: 'pack'; id: string }
  | MockRoute;

/** The mock test screens (issue 10, ADR 027): #/mock, #/mock/diagnostic, #/mock/start (the full mock's start screen), #/mock/test/<id>, #/mock/report/<id>, #/mock/shared/<token>. */
export type MockRoute =
  | { name: 'mock' }
  | { name: 'diagnostic' }
  | { name: 'mockStart' }
  | { name: 'mockTest'; id: string }
  | { name: 'mockReport'; id: string }
  | { name: 'mockShared'; token: string };

const MOCK_ID = /^[A-Za-z0-9_-]{22}$/;

function parseMockRoute(parts: readonly string[]): MockRoute | null {
  const [second, third, extra] = parts;
  if (extra !== undefined) return null;
  if (second === undefined) return { name: 'mock' };
  if (second === 'diagnostic' && third === undefined) return { name: 'diagnostic' };
  if (second === 'start' && third === undefined) return { name: 'mockStart' };
  if (!third || !MOCK_ID.test(third)) return null;
  if (second === 'test') return { name: 'mockTest', id: third };
  if (second === 'report') return { name: 'mockReport', id: third };
  if (second === 'shared') return { name: 'mockShared', token: third };
  return null;
}

export const NAV_ROUTES = ['home', 'practice', 'review', 'progress'] as const;

/**
 * The app header's sections, in order: the hash each opens, its label key, and the routes that belong to it (so
 * the link is marked current on their sub-screens too). One list, so a new section is added in one place.
 */
export const APP_SECTIONS: readonly { id: string; hash: string; label: string; owns: (r: AppRoute) => boolean }[] = [
  ...NAV_ROUTES.map((name) => ({
    id: name, hash: `#/${name}`, label: `practice.nav.${name}`,
    owns: (r: AppRoute) => r.name === name || (name === 'practice' && (r.name === 'task' || r.name === 'packs' || r.name === 'pack')),
  })),
  { id: 'mock', hash: '#/mock', label: 'mock.nav', owns: (r) => r.name.startsWith('mock') || r.name === 'diagnostic' },
  { id: 'corrections', hash: '#/corrections', label: 'correctionApp.nav', owns: (r) => r.name.startsWith('correction') },
  { id: 'tutor', hash: '#/tutor', label: 'tutor.nav', owns: (r) => r.name === 'tutor' },
  { id: 'goal', hash: '#/goal', label: 'goal.nav', owns: (r) => r.name === 'goal' },
];

export function parseRoute(hash: string): AppRoute | null {
  const path = hash.replace(/^#/, '') || '/home';
  const [, first, second, extra] = path.split('/');
  if (first === 'corrections') return correctionRoute(second, extra);
  if (first === 'mock') return parseMockRoute(path.split('/').slice(2));
  if (first === 'packs') return second === undefined ? { name: 'packs' } : extra === undefined && /^[A-Za-z0-9_-]{22}$/.test(second) ? { name: 'pack', id: second } : null;
  if (first === 'goal') return second === undefined ? { name: 'goal' } : null;
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
  switch (route.name) {
    case 'task': return `#/practice/${route.type}`;
    case 'pack': return `#/packs/${route.id}`;
    case 'diagnostic': return '#/mock/diagnostic';
    case 'mockStart': return '#/mock/start';
    case 'mockTest': return `#/mock/test/${route.id}`;
    case 'mockReport': return `#/mock/report/${route.id}`;
    case 'mockShared': return `#/mock/shared/${route.token}`;
    default: return `#/${route.name}`;
  }
}
