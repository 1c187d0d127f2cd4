// The size of a 150-item practice pack for npm run bench (issue 29; aim < 5 MB with its audio): asks the local
// worker's GET /practice/pack/plan as a Premium guest, for a typical choice of objective types with Listen and
// Type and Interactive Listening audio. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';

export const PACK_TYPES = ['read-and-select', 'fill-in-the-blanks', 'read-and-complete', 'listen-and-type', 'interactive-reading', 'interactive-listening'];
export const PACK_SIZE = 150;

export async function benchPack({ base, state }) {
  // Guests are limited per address and the practice bench has just made its own: this learner has another.
  const r = await fetch(`${base}/weapp/api/common/guest`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, 'cf-connecting-ip': '10.250.0.4' }, body: '{}' });
  if (!r.ok) throw new Error(`guest ${r.status} ${await r.text()}`);
  const { token } = await r.json();
  const premium = spawnSync(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'd1', 'execute', 'DB', '--local', '--persist-to', state,
    '--command', `UPDATE users SET vip_end_time = ${Date.now() + 86_400_000} WHERE temp = 1`], { stdio: 'ignore', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
  if (premium.status !== 0) throw new Error('could not make the pack learner Premium');
  const plan = await fetch(`${base}/weapp/api/practice/pack/plan?types=${PACK_TYPES.join(',')}&size=${PACK_SIZE}`, { headers: { authorization: `Bearer ${token}` } });
  if (!plan.ok) throw new Error(`pack plan ${plan.status} ${await plan.text()}`);
  return plan.json();
}

export function printPack(p) {
  const mb = (n) => (n / 1_000_000).toFixed(2);
  console.log(`\nPractice pack (${PACK_SIZE} items asked: ${p.byType.map((t) => `${t.type} ${t.items}`).join(', ')}): ` +
    `${p.items} items, data ${mb(p.dataBytes)} MB + media ${mb(p.mediaBytes)} MB = ${mb(p.dataBytes + p.mediaBytes)} MB (aim < 5 MB)`);
}
