/**
 * The offline tutor's answer in standard mode (no model): it says what it is, then quotes the course notes that
 * match the question, with links, and points to the question bank for the matching task. Honest by design: when
 * nothing matches it says so instead of inventing an answer.
 */
import type { RetrievalHit } from './retrieval.ts';

export type Say = (key: string, values?: Record<string, string | number>) => string;

/** Markdown link text may not contain brackets; the href is ours (course pages, /app hash routes). */
function label(text: string): string {
  return text.replace(/[[\]]/g, '');
}

export function offlineAnswer(hits: readonly RetrievalHit[], practiceHref: (slug: string) => string | null, say: Say): string {
  if (!hits.length) return say('tutorKb.cannot');
  const parts = [say('tutorKb.intro')];
  parts.push(say('tutor.offline.found'));
  for (const hit of hits) {
    const lines = [`**[${label(hit.doc.title)}](${hit.doc.href})**`];
    for (const s of hit.best) lines.push(`> ${s}`);
    const practice = practiceHref(hit.doc.slug);
    if (practice) lines.push(`[${label(say('tutor.offline.practise'))}](${practice})`);
    parts.push(lines.join('\n'));
  }
  return parts.join('\n\n');
}
