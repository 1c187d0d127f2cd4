/**
 * Issue 23: the Interactive Listening feedback transcript says who speaks on every line (partner / you) in words of
 * the learner's language, not by colour or indentation alone; the lines stay English and are marked so.
 */
import { describe, expect, it } from 'vitest';
// A component's markup, from React's browser build: the worker's own server entry streams only (ADR 042).
import { renderToString } from 'react-dom/server.browser';
import { I18nProvider } from '../../src/shared/components/i18n.tsx';
import { createTranslator } from '../../src/shared/i18n.ts';
import { loadMessages } from '../../src/generated/messages.ts';
import { Feedback } from '../../src/client/app/practice/Feedback.tsx';
import type { MarkResult } from '../../src/shared/exam/items.ts';

const result: MarkResult = {
  itemId: 'il-1', type: 'interactive-listening', marking: 'objective', score: 0.5, groups: { respond: 0.5 }, parts: [],
  explanations: [], samples: [], rubric: [],
  material: [
    { kind: 'sampleSummary', text: 'A student asks a librarian about a late book.' },
    { kind: 'transcript-partner', text: 'Hi, can I help you?' },
    { kind: 'transcript-you', text: 'Yes, my book is late.' },
    { kind: 'transcript-partner', text: 'No problem, there is no fine this week.' },
  ],
};

async function render(locale: 'id' | 'ja') {
  const t = createTranslator(locale, await loadMessages(locale));
  return renderToString(<I18nProvider value={t}><Feedback result={result} reviewDue={null} /></I18nProvider>);
}
const text = (h: string) => h.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('Interactive Listening transcript: who speaks, in words', () => {
  it.each([
    ['id', 'Percakapannya', 'Lawan bicara', 'Kamu'],
    ['ja', '会話の内容', '相手', '自分'],
  ] as const)('%s: every line starts with its speaker in the UI language', async (locale, title, partner, you) => {
    const h = await render(locale);
    const block = h.slice(h.indexOf('data-testid="transcript"'));
    expect(text(block)).toContain(title);
    const lines = block.split('data-testid="transcript-line"').slice(1).map((l) => text(`<x ${l}`.split('</li>')[0]!));
    expect(lines).toEqual([
      `${partner} Hi, can I help you?`,
      `${you} Yes, my book is late.`,
      `${partner} No problem, there is no fine this week.`,
    ].map((l) => expect.stringContaining(l)));
    expect(block).toContain(`lang="${locale}">${partner}</strong>`);
    expect(block).toContain('<span lang="en">Yes, my book is late.</span>');
    // The model summary is not a transcript line.
    expect(lines.join(' ')).not.toContain('librarian');
  });
});
