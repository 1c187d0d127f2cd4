/**
 * Issue 23 §9, "say what is true": the speaking correction page says what the recording itself measures and what
 * needs a speech model, and a report made by the offline provider alone names the parts it did not assess.
 */
import { describe, expect, it } from 'vitest';
// A component's markup, from React's browser build: the worker's own server entry streams only (ADR 042).
import { renderToString } from 'react-dom/server.browser';
import { I18nProvider } from '../../src/shared/components/i18n.tsx';
import { createTranslator } from '../../src/shared/i18n.ts';
import type { Locale } from '../../src/shared/locales.ts';
import { loadMessages } from '../../src/generated/messages.ts';
import { SpeakingReportView } from '../../src/shared/islands/correction/SpeakingReportView.tsx';
import type { SpeakingReport } from '../../src/shared/islands/correction/job.ts';
import { page } from './helpers.ts';

const offlineOnly: SpeakingReport = {
  kind: 'speaking', band: 70, scores: { fluency: 3, content: null, lexis: null, grammar: null, pronunciation: null },
  evidence: { speakingSpanSeconds: 41, phonationTimeRatio: 0.7, pauses: 9, longPauses: 2, meanRunSeconds: 2.1 },
  flags: [], waveform: [0.1, 0.4, 0.2], durationSeconds: 45, pauses: [{ start: 3, end: 4.2 }], transcript: null, words: [],
  notAssessed: ['transcript', 'content', 'lexis', 'grammar', 'pronunciation'], provider: 'offline',
};
const withModel: SpeakingReport = { ...offlineOnly, scores: { fluency: 3, content: 3, lexis: 3, grammar: 2, pronunciation: 3 }, notAssessed: [], transcript: 'I like it.', provider: 'workers-ai' };

async function render(locale: Locale, report: SpeakingReport) {
  const t = createTranslator(locale, await loadMessages(locale));
  const html = renderToString(<I18nProvider value={t}>{<SpeakingReportView report={report} />}</I18nProvider>);
  return { t, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#x27;|&quot;/g, "'") };
}

describe('a speaking report from the offline provider alone', () => {
  it.each(['en', 'id', 'ja'] as const)('%s: names each criterion it did not assess and what it measured instead', async (locale) => {
    const { t, text } = await render(locale, offlineOnly);
    const names = ['correctionUi.content', 'correctionUi.lexis', 'correctionUi.grammar', 'correctionApp.report.pronunciation'].map((k) => t.t(k));
    expect(text).toContain(t.t('correctionApp.scope.missing', { parts: names.join(', ') }));
    expect(text).toContain(t.t('correctionApp.scope.measured'));
    expect(t.missing).toEqual([]);
  });

  it('says nothing of the kind when a model assessed every criterion', async () => {
    const { t, text } = await render('en', withModel);
    expect(text).not.toContain('Not assessed on this recording');
    expect(text).not.toContain(t.t('correctionApp.scope.measured'));
  });
});

describe('the speaking correction page', () => {
  it.each([['', 'Needs a speech model.', 'Measured from the recording itself, always'], ['/id', 'Membutuhkan model ucapan.', 'Selalu diukur dari rekamannya sendiri']])(
    '%s says what the recording measures and that pronunciation needs a speech model', async (prefix, pronunciation, fluency) => {
      const { res, html } = await page(`${prefix}/speaking-ai-correction`);
      expect(res.status).toBe(200);
      expect(html).toContain(pronunciation);
      expect(html).toContain(fluency);
      expect(html).not.toContain('We mark words and sounds that a listener may find hard to understand');
    });
});

describe('the home page offer of speaking correction', () => {
  it('no longer promises pronunciation and grammar feedback without saying it needs a speech model', async () => {
    const { html } = await page('/');
    expect(html).toContain('Pronunciation and grammar need a speech model and are marked “not assessed” without one.');
    expect(html).not.toContain('see how your pronunciation, fluency and grammar come across');
  });
});
