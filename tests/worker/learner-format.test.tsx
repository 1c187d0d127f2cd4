/**
 * Issue 23, "every word in the learner's language and format": the CEFR table of the home page and the mock report
 * from one source, in the reader's language and number format; money with the currency's minor digits.
 */
import { describe, expect, it } from 'vitest';
// A component's markup, from React's browser build: the worker's own server entry streams only (ADR 042).
import { renderToString } from 'react-dom/server.browser';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../src/shared/components/i18n.tsx';
import { CefrTable } from '../../src/shared/components/CefrTable.tsx';
import { createTranslator } from '../../src/shared/i18n.ts';
import type { Locale } from '../../src/shared/locales.ts';
import { CEFR_TABLE, cefrOf, cefrRanges } from '../../src/shared/learning/adaptive/scores.ts';
import { loadMessages } from '../../src/generated/messages.ts';
import { page } from './helpers.ts';
import PaymentOutcome from '../../src/shared/islands/PaymentOutcome.tsx';
import { formatMoney } from '../../src/shared/money.ts';

async function html(locale: Locale, node: ReactNode): Promise<string> {
  const t = createTranslator(locale, await loadMessages(locale));
  return renderToString(<I18nProvider value={t}>{node}</I18nProvider>);
}
const text = (h: string) => h.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const tableOf = (h: string) => text(h.slice(h.indexOf('data-testid="cefr-table"'), h.indexOf('</table>', h.indexOf('data-testid="cefr-table"'))));

describe('CEFR table: one source for the home page and the report', () => {
  it('covers 10–160 without gaps and agrees with the level a score gets', () => {
    const ranges = cefrRanges(CEFR_TABLE);
    expect(ranges.map((r) => `${r.level} ${r.min}-${r.max}`)).toEqual(['A1/A2 10-55', 'B1 60-95', 'B2 100-125', 'C1 130-150', 'C2 155-160']);
    for (const r of ranges) for (let s = r.min; s <= r.max; s += 5) expect(cefrOf(s)).toBe(r.level);
  });

  it.each([
    ['id', 'Skor dan level CEFR', '60–95', 'Penyetaraan skor'],
    ['ja', 'スコアとCEFRレベル', '60〜95点', '現行の対応表'],
  ] as const)('the home page in %s shows the same table as the report, in its language', async (locale, caption, range, source) => {
    const home = (await page(`/${locale}`)).html;
    const report = await html(locale, <CefrTable level="B1" />);
    expect(tableOf(home)).toBe(tableOf(report.replace(' aria-current="true" class="is-current"', '')));
    expect(text(home)).toContain(caption);
    expect(text(home)).toContain(range);
    expect(text(home)).toContain(source);
    // The old 2019 table of the home text contradicted the report.
    expect(text(home)).not.toMatch(/60[–〜]85/);
    expect(text(report)).not.toMatch(/CEFR level|alignment \(current\)|Scores/);
  }, 30_000);

  it('marks the learner\'s level in the report', async () => {
    const h = await html('id', <CefrTable level="B2" />);
    expect(h).toMatch(/<tr aria-current="true" class="is-current"><th scope="row">B2<\/th>/);
  });
});

describe('numbers, money and dates in the reader\'s format', () => {
  it.each([
    ['id', '5,0 / 5', '3,5 / 5', '0,95'],
    ['ja', '5.0 / 5', '3.5 / 5', '0.95'],
    ['de', '5,0 / 5', '3,5 / 5', '0,95'],
  ] as const)('correction scores and figures in %s', async (locale, five, half, rate) => {
    const t = createTranslator(locale, await loadMessages(locale));
    expect(t.t('correctionUi.outOfFive', { value: 5, max: 5 })).toBe(five);
    expect(t.t('correctionUi.outOfFive', { value: 3.5, max: 5 })).toBe(half);
    expect(t.t('correctionUi.spelling', { value: 0.95 })).toContain(rate);
    expect(t.t('correctionApp.report.meanRun', { value: 1.25 })).toContain(locale === 'ja' ? '1.25' : '1,25');
  });

  it('prices keep two minor digits in Indonesian (US$13,30, never US$13,3)', () => {
    expect(formatMoney(1330, 'id-ID')).toBe('US$13,30');
    expect(formatMoney(360, 'id-ID')).toBe('US$3,60');
  });

  it.each([
    ['id', '23 Februari 2027'],
    ['ja', '2027年2月23日'],
    ['en', 'February 23, 2027'],
  ] as const)('the success page in %s says the Premium end date in words, not 2027-02-23', async (locale, shown) => {
    const record = { code: 1, type: 5, tag: 'Basic', vipEndTime: '2027-02-23T10:00:00.000Z', vipDays: 90, examNum: 3, correctNum: 30, id: 1, amount: 3990, write: 0, speak: 0 };
    const out = text(await html(locale, <PaymentOutcome locale={locale} record={record} />));
    expect(out).toContain(shown);
    expect(out).not.toContain('2027-02-23');
  });
});
