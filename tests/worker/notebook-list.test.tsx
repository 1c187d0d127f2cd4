/**
 * Issue 23: the mistake notebook lists a Read and Select verdict in the learner's language (as the yes/no buttons
 * said it), never as English "yes"/"no"; the item's own English (C-test letters) stays English and is marked so.
 */
import { describe, expect, it } from 'vitest';
// A component's markup, from React's browser build: the worker's own server entry streams only (ADR 042).
import { renderToString } from 'react-dom/server.browser';
import { I18nProvider } from '../../src/shared/components/i18n.tsx';
import { createTranslator } from '../../src/shared/i18n.ts';
import { loadMessages } from '../../src/generated/messages.ts';
import { NotebookList } from '../../src/client/app/practice/NotebookList.tsx';

const when = '2026-11-20T10:00:00.000Z';
const data = {
  entries: [
    { itemId: 'rs-1', type: 'read-and-select' as const, excerpt: 'strond', missedAt: when, due: when, lapses: 0, wrong: [{ given: 'yes', expected: 'no' }], moreWrong: 0 },
    { itemId: 'rc-1', type: 'read-and-complete' as const, excerpt: 'Every town has a mar__', missedAt: when, due: when, lapses: 0, wrong: [{ given: 'no', expected: 'ket' }, { given: '', expected: 'uy' }], moreWrong: 0 },
  ],
  due: 2, total: 2,
};

async function render(locale: 'id' | 'ja') {
  const t = createTranslator(locale, await loadMessages(locale));
  return renderToString(<I18nProvider value={t}><NotebookList data={data} onStart={() => {}} /></I18nProvider>);
}
const entries = (html: string) => html.split('data-testid="notebook-entry"').slice(1);
const text = (h: string) => h.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('notebook list: Read and Select verdicts in the UI language', () => {
  it.each([
    ['id', 'Ya, kata sungguhan', 'Bukan, ini bukan kata', '(tidak dijawab)'],
    ['ja', 'はい、実在する単語', 'いいえ、単語ではない', '（未解答）'],
  ] as const)('%s: yes/no read as the buttons said them; C-test letters stay English', async (locale, yes, no, none) => {
    const [rs, rc] = entries(await render(locale));
    expect(text(rs!)).toContain(yes);
    expect(text(rs!)).toContain(no);
    expect(text(rs!)).not.toMatch(/\b(yes|no)\b/);
    expect(rs).not.toMatch(/<del lang="en">|<ins lang="en">/);
    // A typed C-test answer that happens to be "no" is the learner's English, not a verdict.
    expect(rc).toContain('<del lang="en">no</del>');
    expect(rc).toContain('<ins lang="en">ket</ins>');
    expect(rc).not.toContain(no);
    // "(no answer)" is a UI word: never marked as English.
    expect(rc).not.toMatch(/<del lang="en">\(/);
    expect(text(rc!)).toContain(none);
  });
});
