/**
 * Issue 23: an explanation's definition shows its part of speech in the learner's language (explain.pos.*), marked
 * with that language inside the English list; an unknown pos shows no label rather than an English word.
 */
import { describe, expect, it } from 'vitest';
// A component's markup, from React's browser build: the worker's own server entry streams only (ADR 042).
import { renderToString } from 'react-dom/server.browser';
import { I18nProvider } from '../../src/shared/components/i18n.tsx';
import { createTranslator } from '../../src/shared/i18n.ts';
import { LOCALE_CODES, type Locale } from '../../src/shared/locales.ts';
import { loadMessages } from '../../src/generated/messages.ts';
import { Explanation } from '../../src/client/app/practice/Explanation.tsx';
import { PARTS_OF_SPEECH } from '../../src/client/app/practice/part-of-speech.ts';

const data = {
  frame: 'explain.readSelect.real', args: { word: 'harbour' },
  material: [
    { kind: 'definition' as const, text: 'a sheltered place where ships stay', pos: 'noun' },
    { kind: 'definition' as const, text: 'to keep a feeling in your mind', pos: 'verb' },
    { kind: 'definition' as const, text: 'an odd one', pos: 'gerundive' },
  ],
};

async function render(locale: Locale) {
  const t = createTranslator(locale, await loadMessages(locale));
  return renderToString(<I18nProvider value={t}><Explanation data={data} /></I18nProvider>);
}

describe('explanations: part of speech in the UI language', () => {
  it.each([
    ['id', 'kata benda', 'kata kerja'],
    ['ja', '名詞', '動詞'],
    ['de', 'Nomen', 'Verb'],
  ] as const)('%s labels noun and verb in its language, marked with its lang', async (locale, noun, verb) => {
    const h = await render(locale);
    expect(h).toContain(`<em class="pos" lang="${locale}" data-testid="pos">${noun}</em>`);
    expect(h).toContain(`<em class="pos" lang="${locale}" data-testid="pos">${verb}</em>`);
    expect(h).not.toMatch(/>noun<|>verb</);
  });

  it('an unknown part of speech gets no label, never the English word', async () => {
    const h = await render('ja');
    expect(h.match(/data-testid="pos"/g)).toHaveLength(2);
    expect(h).not.toContain('gerundive</em>');
    expect(h).toContain('an odd one');
  });

  it('every part of speech has its own word in every locale except English', async () => {
    const en = await loadMessages('en');
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) {
      const messages = await loadMessages(locale);
      for (const pos of PARTS_OF_SPEECH) expect(JSON.stringify(messages[`explain.pos.${pos}`]), `${locale} ${pos}`).not.toBe(JSON.stringify(en[`explain.pos.${pos}`]));
    }
  }, 30_000);
});
