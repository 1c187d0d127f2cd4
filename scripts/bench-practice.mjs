// Practice latency for npm run bench: 20 learners at once, each in a loop of "next item" then "answer it", against
// the local worker started by bench.mjs. Learners are guests made Premium in the local D1 (so the free allowance
// does not stop the loop). Prints p50/p99 per call; asserts nothing.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 20);

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

export async function benchPractice({ base, state, seconds }) {
  const origin = base;
  const json = { 'content-type': 'application/json', origin };
  const learners = [];
  for (let i = 0; i < LEARNERS; i++) {
    const r = await fetch(`${base}/weapp/api/common/guest`, { method: 'POST', headers: json, body: '{}' });
    if (!r.ok) throw new Error(`guest ${r.status} ${await r.text()}`);
    learners.push((await r.json()).token);
  }
  const premium = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', state,
    '--command', `UPDATE users SET vip_end_time = ${Date.now() + 86_400_000} WHERE temp = 1`], { stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (premium.status !== 0) throw new Error('could not make the bench learners Premium');

  const types = ['read-and-select', 'fill-in-the-blanks'];
  const loop = (timings, until, counted) => Promise.all(learners.map(async (token, n) => {
    const auth = { authorization: `Bearer ${token}` };
    for (let k = 0; Date.now() < until; k++) {
      const type = types[(n + k) % types.length];
      let t = performance.now();
      const next = await fetch(`${base}/weapp/api/practice/next?type=${type}&count=1`, { headers: auth });
      timings.next.push(performance.now() - t);
      if (!next.ok) { counted.errors++; await next.text(); continue; }
      const { items } = await next.json();
      const answer = type === 'read-and-select' ? { type, real: k % 2 === 0 } : { type, letters: 'abc' };
      t = performance.now();
      const res = await fetch(`${base}/weapp/api/practice/answer`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ attemptId: items[0].attemptId, answer, elapsedMs: 1500 }) });
      timings.answer.push(performance.now() - t);
      if (!res.ok) counted.errors++;
      await res.text();
    }
  }));
  // Two seconds of the same traffic first, so isolates and the local database are warm when timing starts.
  await loop({ next: [], answer: [] }, Date.now() + 2000, { errors: 0 });
  const timings = { next: [], answer: [] };
  const counted = { errors: 0 };
  await loop(timings, Date.now() + seconds * 1000, counted);
  const errors = counted.errors;
  return Object.fromEntries(Object.entries(timings).map(([call, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return [call, { count: list.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors }];
  }));
}

export function printPractice(result, seconds) {
  console.log(`\nPractice API: ${LEARNERS} learners at once, each "next" then "answer" in a loop for ${seconds} s (read-and-select, fill-in-the-blanks)`);
  console.log('call                 requests  p50 ms  p99 ms');
  for (const [call, r] of Object.entries(result)) {
    console.log(`${(call === 'next' ? 'GET /practice/next' : 'POST /practice/answer').padEnd(20)} ${String(r.count).padStart(8)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(7)}`);
  }
  const errors = Object.values(result)[0]?.errors ?? 0;
  if (errors) console.log(`(${errors} calls failed)`);
}
