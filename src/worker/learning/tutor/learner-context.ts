/**
 * What the tutor may know about the learner (the test tutor's focus): task types with the lowest accuracy over
 * recent answers, and the mistake-notebook items missed most. Only this learner's rows; only the model they chose
 * sees it.
 */
import type { LearnerProfile } from '../../../shared/learning/tutor/test-tutor.ts';

const RECENT = 300;

type Segment = { kind?: string; text?: unknown; prefix?: unknown };

/** A short, readable line of an item's public stimulus: its prompt or word, or its gapped text ("rem___ me to"). */
export function stimulusText(s: Record<string, unknown>): string {
  const own = ['prompt', 'text', 'passage', 'sentence', 'intro', 'word', 'title'].map((k) => s[k]).find((x): x is string => typeof x === 'string');
  if (own) return own;
  const segments = (Array.isArray(s.segments) ? s.segments : Array.isArray(s.sentences) ? s.sentences : []) as Segment[];
  return segments.map((g) => (typeof g.text === 'string' ? g.text : typeof g.prefix === 'string' ? `${g.prefix}___` : '___')).join('');
}

export async function learnerProfile(db: D1Database, userId: number): Promise<LearnerProfile> {
  const [weak, notebook] = await db.batch([
    db.prepare(
      `SELECT type, AVG(score) AS accuracy, COUNT(*) AS n FROM (
         SELECT type, score FROM practice_attempts WHERE user_id = ? AND answered_at IS NOT NULL AND score IS NOT NULL ORDER BY answered_at DESC LIMIT ${RECENT})
       GROUP BY type HAVING n >= 2 AND accuracy < 0.8 ORDER BY accuracy LIMIT 3`,
    ).bind(userId),
    db.prepare(
      `SELECT b.type AS type, b.stimulus AS stimulus, r.lapses AS lapses FROM review_cards r JOIN bank_items b ON b.id = r.item_id
       WHERE r.user_id = ? ORDER BY r.lapses DESC, r.updated_at DESC LIMIT 3`,
    ).bind(userId),
  ]);
  const weakTypes = (weak?.results as { type: string }[] | undefined ?? []).map((r) => r.type);
  const items = (notebook?.results as { type: string; stimulus: string }[] | undefined ?? []).map((r) => {
    let text = '';
    try {
      text = stimulusText(JSON.parse(r.stimulus) as Record<string, unknown>);
    } catch { /* a stimulus without text still names its task type */ }
    const short = text.replace(/\s+/g, ' ').trim().slice(0, 80);
    return { type: r.type, excerpt: short ? `${short}${text.length > 80 ? '…' : ''}` : '' };
  });
  return { weakTypes, notebook: items };
}
