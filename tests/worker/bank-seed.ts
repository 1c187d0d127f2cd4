/** Applies the committed question-bank seed (scripts/bank/generated) to the test D1, once per isolated storage. */
import { env } from 'cloudflare:test';
import seed from '../../scripts/bank/generated/question-bank.sql?raw';

export const SEED_SQL = seed;

export async function seedBank(): Promise<void> {
  const have = await env.DB.prepare("SELECT value FROM bank_meta WHERE key = 'version'").first<{ value: string }>();
  if (have) return;
  const statements = seed.split('\n').filter((l) => l && !l.startsWith('--'));
  for (let i = 0; i < statements.length; i += 500) {
    await env.DB.batch(statements.slice(i, i + 500).map((s) => env.DB.prepare(s)));
  }
}

export async function keyOf(itemId: string): Promise<any> {
  const row = await env.DB.prepare('SELECT answer_key FROM bank_items WHERE id = ?').bind(itemId).first<{ answer_key: string }>();
  return JSON.parse(row!.answer_key);
}
