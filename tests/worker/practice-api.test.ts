import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnswerResponse, NextResponse, PracticeProgressResponse, ReviewResponse, SampleResponse, TasksResponse } from '../../src/shared/api/practice.ts';
import { TASK_TYPES, type TaskTypeId } from '../../src/shared/exam/task-types.ts';
import { FREE_DAILY_ITEMS, SAMPLE_SETS_PER_HOUR, TIMING_TOLERANCE_MS } from '../../src/shared/constants.ts';
import { dayNumber } from '../../src/shared/learning/allowance.ts';
import { call, env, ip, register, uniqueEmail } from './api-helpers.ts';
import { keyOf, seedBank } from './bank-seed.ts';

beforeAll(seedBank);

async function guest() {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  return { token: g.json.token as string, id: g.json.user.id as number };
}

async function next(token: string, type: TaskTypeId, count = 1) {
  const r = await call(`/practice/next?type=${type}&count=${count}`, { token });
  expect(r.res.status, r.text).toBe(200);
  return v.parse(NextResponse, r.json);
}

async function answer(token: string, attemptId: string, body: unknown, elapsedMs = 4000) {
  return call('/practice/answer', { body: { attemptId, answer: body, elapsedMs }, token });
}

function marked(r: { res: Response; json: any; text: string }) {
  expect(r.res.status, r.text).toBe(200);
  return v.parse(AnswerResponse, r.json);
}

/** Property names that only server-side keys and samples use: none may appear before an answer. */
const KEY_FIELDS = new Set(['fullText', 'transcript', 'answer_key', 'real', 'definitions', 'near', 'missingLetters', 'answer', 'word_key', 'samples', 'sampleSummary', 'why', 'gaps', 'responses', 'material', 'sentence', 'text_key']);

function keyFieldsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((x, i) => keyFieldsIn(x, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, x]) => [...(KEY_FIELDS.has(k) ? [`${path}.${k}`] : []), ...keyFieldsIn(x, `${path}.${k}`)]);
  }
  return [];
}

/** Key material that must not appear anywhere in the text of a response for this item. */
function secretsOf(type: TaskTypeId, key: any): string[] {
  switch (type) {
    case 'fill-in-the-blanks': return [key.word];
    case 'listen-and-type': return [key.text];
    case 'interactive-reading': return [key.passage.why, key.mainIdea.why, ...key.highlights.map((h: any) => h.why), key.fullText[0]];
    case 'interactive-listening': return [key.sampleSummary, key.completeWhy, ...key.responses.map((r: any) => r.why), ...key.transcript.filter((t: any) => t.speaker === 'partner').map((t: any) => t.text)];
    case 'read-and-select': return key.definitions.map((d: any) => d.text);
    case 'read-and-complete': return [];
    default: return key.samples.map((s: any) => (Array.isArray(s.text) ? s.text[0] : s.text));
  }
}

describe('practice API: answer keys never leak before an answer', () => {
  it('next and sample responses of every task type carry no key fields and no key text', async () => {
    const { token } = await guest();
    const tasks = v.parse(TasksResponse, (await call('/practice/tasks', { token })).json);
    expect(tasks.tasks.map((t) => t.type)).toEqual(TASK_TYPES.map((t) => t.id));
    expect(tasks.tasks.find((t) => t.type === 'read-aloud')!.retired).toBe(true);
    for (const t of tasks.tasks.filter((x) => x.available > 0)) {
      for (const path of [`/practice/next?type=${t.type}&count=3`, `/practice/sample?type=${t.type}&count=3`]) {
        const r = await call(path, { token: path.includes('next') ? token : undefined });
        expect(r.res.status, `${path}: ${r.text}`).toBe(200);
        expect(keyFieldsIn(r.json), path).toEqual([]);
        const items = path.includes('next') ? v.parse(NextResponse, r.json).items.map((i) => i.item) : v.parse(SampleResponse, r.json).items;
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          const shown = JSON.stringify(item);
          for (const secret of secretsOf(t.type, await keyOf(item.id))) expect(shown.includes(secret), `${path} ${item.id} leaks "${secret}"`).toBe(false);
        }
      }
    }
  });

  it('real words and pseudo-words look alike to the browser (no id, topic or field tells them apart)', async () => {
    const r = await call('/practice/sample?type=read-and-select&count=5');
    for (const item of v.parse(SampleResponse, r.json).items) {
      expect(item.id).toMatch(/^rs-[0-9a-f]{12}$/);
      expect(item.topic).toBe('word');
    }
  });
});

describe('practice API: marking on the server', () => {
  it('marks Read and Select both ways and explains with the frame and the definition', async () => {
    const { token } = await guest();
    const { items } = await next(token, 'read-and-select', 6);
    for (const { attemptId, item } of items) {
      const key = await keyOf(item.id);
      const r = await answer(token, attemptId, { type: 'read-and-select', real: !key.real });
      const res = v.parse(AnswerResponse, r.json);
      expect(res.result.score).toBe(0);
      const frame = res.result.parts[0]!.explanation!.frame;
      expect(frame).toBe(key.real ? 'explain.readSelect.real' : key.near ? 'explain.readSelect.pseudoNear' : 'explain.readSelect.pseudo');
      if (key.real) expect(res.result.parts[0]!.explanation!.material[0]!.text).toBe(key.definitions[0].text);
      expect(res.reviewDue).not.toBeNull();
    }
  });

  it('gives partial credit for Fill in the Blanks and the C-test by letters, and for Listen and Type by words', async () => {
    const { token } = await guest();
    const [fib] = (await next(token, 'fill-in-the-blanks')).items;
    const fk = await keyOf(fib!.item.id);
    const wrongLast = fk.missing.slice(0, -1) + (fk.missing.endsWith('z') ? 'q' : 'z');
    const f = marked(await answer(token, fib!.attemptId, { type: 'fill-in-the-blanks', letters: ` ${wrongLast.toUpperCase()} ` }));
    expect(f.result.score).toBeCloseTo((fk.missing.length - 1) / fk.missing.length, 2);
    expect(f.result.parts[0]!.expected).toBe(fk.missing);

    const [rc] = (await next(token, 'read-and-complete')).items;
    const rk = await keyOf(rc!.item.id);
    const gaps = rk.gaps.map((g: any, i: number) => (i % 2 === 0 ? g.missing : ''));
    const r = marked(await answer(token, rc!.attemptId, { type: 'read-and-complete', gaps }));
    const expected = Math.ceil(rk.gaps.length / 2) / rk.gaps.length;
    expect(r.result.score).toBeCloseTo(expected, 2);
    expect(r.result.parts.filter((p) => p.score === 1)).toHaveLength(Math.ceil(rk.gaps.length / 2));

    const [lt] = (await next(token, 'listen-and-type')).items;
    const lk = await keyOf(lt!.item.id);
    const words = lk.text.split(' ');
    const typed = words.slice(0, -1).join(' ');
    const l = marked(await answer(token, lt!.attemptId, { type: 'listen-and-type', text: typed, plays: 2 }));
    expect(l.result.score).toBeCloseTo((words.length - 1) / words.length, 2);
    expect(l.result.parts[0]!.diff!.at(-1)!.op).toBe('missing');
  });

  it('marks Interactive Reading and Listening part by part', async () => {
    const { token } = await guest();
    const [ir] = (await next(token, 'interactive-reading')).items;
    const k = await keyOf(ir!.item.id);
    const res = marked(await answer(token, ir!.attemptId, {
      type: 'interactive-reading',
      sentences: k.sentences.map((s: any) => s.answer),
      passage: (k.passage.answer + 1) % 4,
      highlights: [k.highlights[0].answer, null],
      mainIdea: k.mainIdea.answer,
      title: k.title.answer,
    }, 300_000));
    expect(res.result.groups).toEqual({ sentences: 1, passage: 0, highlight: 0.5, mainIdea: 1, title: 1 });

    const [il] = (await next(token, 'interactive-listening')).items;
    const lk = await keyOf(il!.item.id);
    const l = marked(await answer(token, il!.attemptId, {
      type: 'interactive-listening', complete: lk.complete.map((c: any) => c.word.toUpperCase()), responses: lk.responses.map(() => null), summary: 'They spoke about a book.',
    }, 300_000));
    expect(l.result.groups).toEqual({ complete: 1, respond: 0 });
    expect(l.result.material[0]!.text).toBe(lk.sampleSummary);
  });

  it('saves open answers and returns annotated samples with the rubric', async () => {
    const { token, id } = await guest();
    const [w] = (await next(token, 'writing-sample')).items;
    const r = marked(await answer(token, w!.attemptId, { type: 'writing-sample', text: 'I think technology changed my life a lot.' }, 200_000));
    expect(r.result.marking).toBe('open');
    expect(r.result.score).toBeNull();
    expect(r.result.samples[0]!.band).toBeGreaterThanOrEqual(85);
    const note = r.result.samples.at(-1)!.notes[0]!;
    expect((r.result.samples.at(-1)!.text as string).slice(note.start, note.end)).toBe(note.quote);
    expect(r.result.rubric[0]).toMatch(/^explain\.rubric\.writing\./);
    const row = await env.DB.prepare('SELECT answer FROM practice_attempts WHERE user_id = ? AND id = ?').bind(id, w!.attemptId).first<{ answer: string }>();
    expect(JSON.parse(row!.answer).text).toBe('I think technology changed my life a lot.');

    const [s] = (await next(token, 'speak-about-the-photo')).items;
    const sp = marked(await answer(token, s!.attemptId, { type: 'speak-about-the-photo', durationsMs: [61_000] }, 120_000));
    expect(sp.result.rubric).toContain('explain.rubric.speaking.fluency');
  });

  it('caps the elapsed time by the server clock', async () => {
    const { token } = await guest();
    const [a] = (await next(token, 'read-and-select')).items;
    const r = marked(await answer(token, a!.attemptId, { type: 'read-and-select', real: true }, 3_000_000));
    expect(r.elapsedMs).toBeLessThan(60_000 + TIMING_TOLERANCE_MS);
  });
});

describe('practice API: bad input', () => {
  it('rejects bad queries and bodies with a clear error naming the field', async () => {
    const { token } = await guest();
    const bad = await call('/practice/next?type=essay', { token });
    expect(bad.res.status).toBe(400);
    expect(bad.json).toMatchObject({ status: 400, code: 'type_invalid', field: 'type' });
    expect((await call('/practice/next?type=read-and-select&count=500', { token })).json).toMatchObject({ code: 'count_invalid', field: 'count' });
    const [a] = (await next(token, 'listen-and-type')).items;
    expect((await answer(token, 'short', { type: 'listen-and-type', text: 'x', plays: 1 })).json).toMatchObject({ status: 400, code: 'attempt_invalid', field: 'attemptId' });
    expect((await answer(token, a!.attemptId, { type: 'listen-and-type', text: 'x', plays: 4 })).json).toMatchObject({ code: 'plays_exceeded', field: 'answer.plays' });
    expect((await answer(token, a!.attemptId, { type: 'listen-and-type', text: 'x'.repeat(401), plays: 1 })).json).toMatchObject({ code: 'answer_too_long' });
    expect((await answer(token, a!.attemptId, { type: 'poem' })).json).toMatchObject({ code: 'answer_type_invalid', field: 'answer.type' });
    expect((await answer(token, a!.attemptId, { type: 'read-and-select', real: true })).json).toMatchObject({ status: 400, code: 'answer_type_mismatch' });
    // Nothing was lost: the attempt can still be answered properly.
    expect((await answer(token, a!.attemptId, { type: 'listen-and-type', text: 'hello', plays: 1 })).res.status).toBe(200);
  });

  it('needs a session for everything but the public sets', async () => {
    expect((await call('/practice/next?type=read-and-select')).json).toMatchObject({ status: 401, code: 'session_invalid' });
    expect((await call('/practice/sample?type=read-and-select')).res.status).toBe(200);
  });
});

describe('practice API: attempts', () => {
  it('answers each attempt once: retries, even in parallel, replay the first result and count once', async () => {
    const { token, id } = await guest();
    const [a] = (await next(token, 'read-and-select')).items;
    const first = marked(await answer(token, a!.attemptId, { type: 'read-and-select', real: true }));
    const again = await Promise.all(Array.from({ length: 5 }, () => answer(token, a!.attemptId, { type: 'read-and-select', real: false })));
    for (const r of again) {
      const res = v.parse(AnswerResponse, r.json);
      expect(res.replay).toBe(true);
      expect(res.result).toEqual(first.result);
    }
    const [b] = (await next(token, 'read-and-select')).items;
    const racing = await Promise.all(Array.from({ length: 6 }, () => answer(token, b!.attemptId, { type: 'read-and-select', real: true })));
    expect(racing.filter((r) => r.json.replay === false)).toHaveLength(1);
    const used = await env.DB.prepare('SELECT used FROM practice_allowance WHERE user_id = ? AND day = ?').bind(id, dayNumber(Date.now())).first<{ used: number }>();
    // Two words of one round of Read and Select are one unit of the allowance (issue 23).
    expect(used!.used).toBe(1);
  });

  it('treats someone else\'s attempt id as unknown', async () => {
    const owner = await guest();
    const other = await guest();
    const [a] = (await next(owner.token, 'read-and-select')).items;
    const r = await answer(other.token, a!.attemptId, { type: 'read-and-select', real: true });
    expect(r.res.status).toBe(404);
    expect(r.json).toMatchObject({ status: 404, code: 'attempt_not_found' });
    expect((await answer(owner.token, a!.attemptId, { type: 'read-and-select', real: true })).res.status).toBe(200);
  });

  it('hands out unanswered items again on reload instead of new ones', async () => {
    const { token } = await guest();
    const first = await next(token, 'fill-in-the-blanks', 2);
    const again = await next(token, 'fill-in-the-blanks', 2);
    expect(again.items.map((i) => i.attemptId).sort()).toEqual(first.items.map((i) => i.attemptId).sort());
  });
});

describe('practice API: free allowance', () => {
  it('lets exactly the remaining allowance through under 20 parallel answers', async () => {
    const { token, id } = await guest();
    const { items } = await next(token, 'fill-in-the-blanks', 20);
    expect(items).toHaveLength(20);
    // The learner has already practised all but 7 of today's items.
    await env.DB.prepare('INSERT INTO practice_allowance (user_id, day, used) VALUES (?, ?, ?)').bind(id, dayNumber(Date.now()), FREE_DAILY_ITEMS - 7).run();
    const results = await Promise.all(items.map((i) => answer(token, i.attemptId, { type: 'fill-in-the-blanks', letters: 'x' })));
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(7);
    const refused = results.filter((r) => r.res.status === 429);
    expect(refused).toHaveLength(13);
    expect(refused[0]!.json).toMatchObject({ status: 429, code: 'allowance_exhausted' });
    const tasks = v.parse(TasksResponse, (await call('/practice/tasks', { token })).json);
    expect(tasks.allowance).toMatchObject({ used: FREE_DAILY_ITEMS, limit: FREE_DAILY_ITEMS, premium: false });
    expect((await call('/practice/next?type=fill-in-the-blanks', { token })).json).toMatchObject({ status: 429, code: 'allowance_exhausted' });
    expect((await call('/practice/next?type=read-and-select', { token })).json).toMatchObject({ status: 429, code: 'allowance_exhausted' });
  });

  it('does not limit Premium members', async () => {
    const { token, user } = await register(uniqueEmail('premium'));
    await env.DB.prepare('UPDATE users SET vip_end_time = ? WHERE id = ?').bind(Date.now() + 86_400_000, user.id).run();
    await env.DB.prepare('INSERT INTO practice_allowance (user_id, day, used) VALUES (?, ?, ?)').bind(user.id, dayNumber(Date.now()), FREE_DAILY_ITEMS).run();
    const { items, allowance } = await next(token, 'read-and-select', 3);
    expect(allowance).toMatchObject({ limit: null, premium: true });
    for (const i of items) expect((await answer(token, i.attemptId, { type: 'read-and-select', real: true })).res.status).toBe(200);
  });
});

describe('practice API: progress, notebook and guests who register', () => {
  it('keeps a guest\'s answers, streak and notebook when the guest registers', async () => {
    const g = await guest();
    const { items } = await next(g.token, 'read-and-select', 4);
    for (const { attemptId, item } of items) {
      const key = await keyOf(item.id);
      await answer(g.token, attemptId, { type: 'read-and-select', real: item === items[0]!.item ? !key.real : key.real });
    }
    const { token, user } = await register(uniqueEmail('carry'), 'from guest to member', { token: g.token });
    expect(user.id).toBe(g.id);
    const p = v.parse(PracticeProgressResponse, (await call('/practice/progress', { token })).json);
    const rs = p.byType.find((t) => t.type === 'read-and-select')!;
    expect(rs.attempts).toBe(4);
    expect(rs.accuracy).toBe(0.75);
    expect(p.bySubscore.find((s) => s.subscore === 'reading')!.attempts).toBe(4);
    expect(p.streak).toMatchObject({ current: 1, today: true });
    expect(p.days.at(-1)!.attempts).toBe(4);

    // Time passes: the missed word is due in the notebook, and a review does not use the allowance.
    await env.DB.prepare('UPDATE review_cards SET due = ? WHERE user_id = ?').bind(Date.now() - 1000, user.id).run();
    const review = v.parse(ReviewResponse, (await call('/practice/review', { token })).json);
    expect(review.due).toBe(1);
    expect(review.items[0]!.item.id).toBe(items[0]!.item.id);
    const before = await env.DB.prepare('SELECT used FROM practice_allowance WHERE user_id = ?').bind(user.id).first<{ used: number }>();
    const key = await keyOf(review.items[0]!.item.id);
    const r = marked(await answer(token, review.items[0]!.attemptId, { type: 'read-and-select', real: key.real }));
    expect(r.result.score).toBe(1);
    expect(new Date(r.reviewDue!).getTime()).toBeGreaterThan(Date.now());
    const after = await env.DB.prepare('SELECT used FROM practice_allowance WHERE user_id = ?').bind(user.id).first<{ used: number }>();
    expect(after!.used).toBe(before!.used);
    expect(v.parse(ReviewResponse, (await call('/practice/review', { token })).json).due).toBe(0);
  });
});

describe('practice API: the home counters', () => {
  it('counts every answered question and its mean score, and nothing that was only issued', async () => {
    const g = await guest();
    const before = v.parse(PracticeProgressResponse, (await call('/practice/progress', { token: g.token })).json);
    expect(before.totals).toEqual({ attempts: 0, marked: 0, accuracy: null });
    const { items } = await next(g.token, 'read-and-select', 4);
    // Three answered (two right, one wrong); the fourth is only issued and must not count.
    for (const [i, { attemptId, item }] of items.slice(0, 3).entries()) {
      const key = await keyOf(item.id);
      marked(await answer(g.token, attemptId, { type: 'read-and-select', real: i === 0 ? !key.real : key.real }));
    }
    const p = v.parse(PracticeProgressResponse, (await call('/practice/progress', { token: g.token })).json);
    expect(p.totals).toEqual({ attempts: 3, marked: 3, accuracy: 0.667 });
  });

  it('keeps counting past the 2,000 answers the per-type figures read', async () => {
    const g = await guest();
    const now = Date.now();
    const { items } = await next(g.token, 'read-and-select', 1);
    const row = await env.DB.prepare('SELECT * FROM practice_attempts WHERE id = ?').bind(items[0]!.attemptId).first<Record<string, unknown>>();
    const cols = Object.keys(row!).filter((c) => c !== 'id');
    const insert = env.DB.prepare(`INSERT INTO practice_attempts (id, ${cols.join(', ')}) VALUES (?, ${cols.map(() => '?').join(', ')})`);
    const rows = Array.from({ length: 2005 }, (_, i) => insert.bind(`bulk${String(i).padStart(18, '0')}`,
      ...cols.map((c) => (c === 'answered_at' ? now - i : c === 'score' ? 1 : row![c] ?? null))));
    for (let i = 0; i < rows.length; i += 500) await env.DB.batch(rows.slice(i, i + 500));
    const p = v.parse(PracticeProgressResponse, (await call('/practice/progress', { token: g.token })).json);
    expect(p.totals.attempts).toBe(2005);
    expect(p.totals.accuracy).toBe(1);
  });
});

describe('public course-page sets', () => {
  it('marks a sample answer without storing anything and counts it against the address', async () => {
    const { items } = v.parse(SampleResponse, (await call('/practice/sample?type=fill-in-the-blanks&count=3')).json);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const key = await keyOf(items[0]!.id);
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM practice_attempts').first<{ n: number }>();
    const where = ip();
    const r = await call('/practice/sample/answer', { body: { itemId: items[0]!.id, answer: { type: 'fill-in-the-blanks', letters: key.missing } }, ip: where });
    expect(r.res.status).toBe(200);
    expect(r.json.result.score).toBe(1);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM practice_attempts').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    const counter = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?').bind(`practice-sample:ip:${where}`).first<{ count: number }>();
    expect(counter!.count).toBe(1);
    expect((await call('/practice/sample/answer', { body: { itemId: 'fib-nope', answer: { type: 'fill-in-the-blanks', letters: 'x' } } })).res.status).toBe(404);
  });

  it('refuses more sets than the hourly limit to one address', async () => {
    const where = ip();
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)').bind(`practice-sample-get:ip:${where}`, Date.now(), SAMPLE_SETS_PER_HOUR - 1).run();
    expect((await call('/practice/sample?type=read-and-select', { ip: where })).res.status).toBe(200);
    const refused = await call('/practice/sample?type=read-and-select', { ip: where });
    expect(refused.res.status).toBe(429);
    expect(refused.json).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((await call('/practice/sample?type=read-and-select', { ip: ip() })).res.status).toBe(200);
  });
});
