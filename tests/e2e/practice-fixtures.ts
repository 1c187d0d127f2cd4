/**
 * Browser-test fixtures for the practice screens: a guest session, one public item of every task type (written
 * for these tests), the marking the server would return, and a stand-in for the practice API that records what
 * the screens send. Audio is a short generated WAV, so play limits can be exercised without media files.
 */
import type { Page, Route } from '@playwright/test';
import type { TaskTypeId } from '../../src/shared/exam/task-types.ts';
import type { PublicItem, MarkResult, Answer } from '../../src/shared/exam/items.ts';
import { expect, hydrated } from './fixtures.ts';

export const AUDIO = '/media/test/clip.wav';
const PHOTO = '/media/test/photo.svg';

/** 0.3 s of silence, 8 kHz mono 8-bit PCM. */
function silentWav(): Buffer {
  const samples = 2400;
  const b = Buffer.alloc(44 + samples);
  b.write('RIFF', 0); b.writeUInt32LE(36 + samples, 4); b.write('WAVE', 8); b.write('fmt ', 12);
  b.writeUInt32LE(16, 16); b.writeUInt16LE(1, 20); b.writeUInt16LE(1, 22); b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28); b.writeUInt16LE(1, 32); b.writeUInt16LE(8, 34); b.write('data', 36); b.writeUInt32LE(samples, 40);
  b.fill(128, 44);
  return b;
}

const base = { difficulty: 80, cefr: 'B1' as const, topic: 'daily life' };
const media = { src: AUDIO };

export const ITEMS: { [T in TaskTypeId]: Extract<PublicItem, { type: T }> } = {
  'read-and-select': { ...base, id: 'rs-t1', type: 'read-and-select', word: 'garden' },
  'fill-in-the-blanks': { ...base, id: 'fib-t1', type: 'fill-in-the-blanks', segments: [
    { kind: 'text', text: 'Please ' }, { kind: 'gap', index: 0, prefix: 'rem', missing: 3 }, { kind: 'text', text: ' me to call the dentist tomorrow.' }] },
  'read-and-complete': { ...base, id: 'rc-t1', type: 'read-and-complete', title: 'Morning Markets', segments: [
    { kind: 'text', text: 'Every town has a market. People ' }, { kind: 'gap', index: 0, prefix: 'b', missing: 2 },
    { kind: 'text', text: ' fresh bread there, and ' }, { kind: 'gap', index: 1, prefix: 'far', missing: 4 },
    { kind: 'text', text: ' sell their vegetables ' }, { kind: 'gap', index: 2, prefix: 'ea', missing: 2 }, { kind: 'text', text: ' morning.' }] },
  'listen-and-type': { ...base, id: 'lt-t1', type: 'listen-and-type', audio: media, maxPlays: 3 },
  'interactive-reading': { ...base, id: 'ir-t1', type: 'interactive-reading',
    sentences: [{ kind: 'text', text: 'Bees visit flowers to ' }, { kind: 'choice', index: 0, options: ['collect', 'sleep', 'paint', 'argue'] },
      { kind: 'text', text: ' nectar, and they ' }, { kind: 'choice', index: 1, options: ['carry', 'forget', 'eat', 'hide'] }, { kind: 'text', text: ' pollen between plants.' }],
    passage: { before: ['Farmers rely on bees because their work helps fruit grow.'], after: ['Without them, many crops would fail.'],
      options: ['Bees are busiest in spring.', 'Bees are insects.', 'Some people dislike honey.', 'The weather was cold.'] },
    highlights: [{ question: 'Why do farmers rely on bees?' }, { question: 'What would happen without bees?' }],
    mainIdea: { options: ['Bees help plants and farms.', 'Bees are dangerous.', 'Honey is sweet.', 'Flowers are colourful.'] },
    title: { options: ['Small Workers of the Farm', 'A Cold Winter', 'How to Paint Flowers', 'City Life'] } },
  'interactive-listening': { ...base, id: 'il-t1', type: 'interactive-listening', scenario: 'You ask a librarian about borrowing books.',
    partner: { name: 'Librarian', voice: 'female' },
    turns: [{ speaker: 'partner', audio: media },
      { speaker: 'you', index: 0, options: ['I would like to borrow a book.', 'The sky is blue.', 'Go away.', 'I like pizza.'] },
      { speaker: 'partner', audio: media },
      { speaker: 'you', index: 1, options: ['Yes, here it is.', 'My cat is black.', 'Tomorrow is Monday.', 'No thanks, I am full.'] },
      { speaker: 'partner', audio: media }],
    complete: [{ kind: 'text', text: 'The student wants to borrow a ' }, { kind: 'blank', index: 0 }, { kind: 'text', text: ' for three ' }, { kind: 'blank', index: 1 }, { kind: 'text', text: '.' }] },
  'write-about-the-photo': { ...base, id: 'ph-t1', type: 'write-about-the-photo', photo: { src: PHOTO, alt: 'A cyclist rides along a river path at sunset.' } },
  'speak-about-the-photo': { ...base, id: 'ph-t1', type: 'speak-about-the-photo', photo: { src: PHOTO, alt: 'A cyclist rides along a river path at sunset.' } },
  'interactive-writing': { ...base, id: 'iw-t1', type: 'interactive-writing', prompt: 'Describe a skill you would like to learn and explain why.',
    followUps: [{ question: 'How would cooking change your daily routine?', ifMentions: ['cooking'] }, { question: 'Who could help you learn this skill?', default: true }] },
  'read-then-speak': { ...base, id: 'rts-t1', type: 'read-then-speak', prompt: 'Talk about a place where you like to relax.', guidance: ['where it is', 'what you do there', 'why it helps you relax'] },
  'interactive-speaking': { ...base, id: 'is-t1', type: 'interactive-speaking', intro: 'Let us talk about your free time.', introAudio: null,
    stages: [{ question: 'What do you usually do at weekends?', audio: null, alternatives: [] }, { question: 'Why do you enjoy it?', audio: null, alternatives: [
      { ifMentions: ['football', 'basketball', 'sport'], question: 'Who do you usually play with?', audio: null },
      { ifMentions: ['books', 'reading'], question: 'What was the last book you enjoyed?', audio: null }] }] },
  'writing-sample': { ...base, id: 'ws-t1', type: 'writing-sample', prompt: 'Some people prefer to work from home. Do you agree? Explain your view.' },
  'speaking-sample': { ...base, id: 'ss-t1', type: 'speaking-sample', prompt: 'Describe a teacher who influenced you.' },
  'read-aloud': { ...base, id: 'ra-t1', type: 'read-aloud', text: 'The library opens early on weekdays and closes late on Fridays.' },
  'listen-then-speak': { ...base, id: 'lts-t1', type: 'listen-then-speak', audio: media },
};

const SAMPLE_TEXT = 'I would love to learn cooking because it saves money and, more importantly, it brings friends together.';
const OPEN_SAMPLE = {
  band: 145, text: SAMPLE_TEXT,
  notes: [{ quote: 'more importantly', tag: 'linking' as const, start: SAMPLE_TEXT.indexOf('more importantly'), end: SAMPLE_TEXT.indexOf('more importantly') + 16 }],
};

export function resultFor(type: TaskTypeId, answer: Answer): MarkResult {
  const objective = ['read-and-select', 'fill-in-the-blanks', 'read-and-complete', 'listen-and-type', 'interactive-reading', 'interactive-listening'].includes(type);
  const base = { itemId: ITEMS[type].id, type, groups: {}, explanations: [], material: [] };
  if (!objective) return { ...base, marking: 'open', score: null, parts: [], samples: [OPEN_SAMPLE], rubric: ['practice.home.title'] };
  if (type === 'read-and-select') {
    const real = (answer as { real: boolean | null }).real;
    return { ...base, marking: 'objective', score: real === true ? 1 : 0, samples: [], rubric: [], parts: [{
      id: 'word', group: 'word', score: real === true ? 1 : 0, given: real === null ? '' : real ? 'yes' : 'no', expected: 'yes',
      explanation: { frame: 'practice.rs.instruction', args: {}, material: [{ kind: 'definition', pos: 'noun', text: 'a plot of ground where plants are grown' }] } }] };
  }
  if (type === 'fill-in-the-blanks') {
    const ok = (answer as { letters: string }).letters.toLowerCase() === 'ind';
    return { ...base, marking: 'objective', score: ok ? 1 : 0, samples: [], rubric: [], parts: [{ id: 'g0', group: 'gap', score: ok ? 1 : 0,
      given: `rem${(answer as { letters: string }).letters}`, expected: 'remind', explanation: { frame: 'missing', args: {}, material: [{ kind: 'definition', pos: 'verb', text: 'cause someone to remember something' }] } }] };
  }
  if (type === 'read-and-complete') {
    const want = ['uy', 'mers', 'ch'];
    const gaps = (answer as { gaps: string[] }).gaps;
    const parts = want.map((w, i) => ({ id: `g${i}`, group: 'gap', score: gaps[i] === w ? 1 : 0, given: gaps[i] ?? '', expected: w }));
    return { ...base, marking: 'objective', score: parts.filter((p) => p.score).length / parts.length, samples: [], rubric: [], parts };
  }
  return { ...base, marking: 'objective', score: 0.5, samples: [], rubric: [], parts: [{ id: 'p0', group: 'all', score: 0.5, given: 'x', expected: 'y',
    explanation: { frame: 'x', args: {}, material: [{ kind: 'quote', text: 'Farmers rely on bees because their work helps fruit grow.' }] } }] };
}

export interface PracticeMock { answers: Answer[]; allowance: { used: number; limit: number | null; resetsAt: string; premium: boolean } }

/** Serves /weapp/api/practice/* from the fixtures; records every answer sent. */
export async function mockPracticeApi(page: Page, opts: { limit?: number | null; used?: number } = {}): Promise<PracticeMock> {
  const state: PracticeMock = { answers: [], allowance: { used: opts.used ?? 0, limit: opts.limit === undefined ? 20 : opts.limit, resetsAt: '2026-11-24T00:00:00.000Z', premium: opts.limit === null } };
  let n = 0;
  const anchors: Record<string, { parts: Record<string, number>; plays: Record<string, number> }> = {};
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`**${AUDIO}`, (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav() }));
  await page.route(`**${PHOTO}`, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml',
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#fc9"/><circle cx="240" cy="160" r="60" fill="#36c"/></svg>' }));
  await page.route('**/weapp/api/practice/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace('/weapp/api/practice', '');
    if (path === '/tasks') return json(route, { tasks: Object.keys(ITEMS).map((type) => ({ type, retired: false, available: 10 })), allowance: state.allowance });
    if (path === '/next') {
      const type = url.searchParams.get('type') as TaskTypeId;
      if (state.allowance.limit !== null && state.allowance.used >= state.allowance.limit) return json(route, { status: 429, message: 'limit', code: 'allowance_exhausted' }, 429);
      const attemptId = `attempt${String(++n).padStart(15, '0')}`;
      return json(route, { items: [{ attemptId, issuedAt: new Date().toISOString(), item: ITEMS[type] }], allowance: state.allowance });
    }
    if (path === '/answer') {
      const body = route.request().postDataJSON() as { attemptId: string; answer: Answer; elapsedMs: number };
      state.answers.push(body.answer);
      state.allowance = { ...state.allowance, used: state.allowance.used + 1 };
      return json(route, { attemptId: body.attemptId, result: resultFor(body.answer.type, body.answer), elapsedMs: body.elapsedMs, replay: false, reviewDue: null, allowance: state.allowance });
    }
    // The mocked attempts live only here, so their drafts and anchors do too (the real server would 404 them).
    if (path === '/attempt/draft') return json(route, { saved: true });
    if (path === '/attempt/anchor') {
      const body = route.request().postDataJSON() as { attemptId: string; part?: string; play?: string };
      const a = (anchors[body.attemptId] ??= { parts: {}, plays: {} });
      if (body.part) a.parts[body.part] ??= Date.now();
      if (body.play) a.plays[body.play] = (a.plays[body.play] ?? 0) + 1;
      return json(route, { anchors: a, serverNow: new Date().toISOString() });
    }
    return route.fallback();
  });
  return state;
}

/** Opens /app as a guest ("Try without an account") and waits for the home screen. */
export async function enterAsGuest(page: Page) {
  // Each test is a different learner: guests are limited per address, so each gets its own (as behind Cloudflare).
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.route('**/weapp/api/common/guest', (route) => route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }));
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Try without an account' }).click();
  await expect(page.getByTestId('app-home')).toBeVisible();
}

/** Opens one task type's screen from the practice home. */
export async function openTask(page: Page, type: TaskTypeId) {
  await page.goto(`/app#/practice/${type}`);
  await expect(page.getByTestId('practice-runner')).toBeVisible();
}

export async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}
