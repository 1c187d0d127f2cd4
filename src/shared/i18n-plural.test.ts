/** Issue 26 §3: every locale's plural categories, through the app's own translator (not Intl directly). */
import { parse } from '@formatjs/icu-messageformat-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.ts';
import { LOCALE_CODES, localeInfo } from './locales.ts';

describe('plural categories', () => {
  for (const locale of LOCALE_CODES) {
    it(`${locale}: the translator picks the CLDR category for every count (property)`, () => {
      const tag = localeInfo(locale).intl;
      const rules = new Intl.PluralRules(tag);
      const cats = rules.resolvedOptions().pluralCategories;
      const message = `{n, plural, ${cats.map((c) => `${c} {${c}}`).join(' ')}}`;
      const t = createTranslator(locale, { 'x.count': parse(message) });
      fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(t.t('x.count', { n })).toBe(rules.select(n));
      }));
      for (const n of [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 111]) expect(t.t('x.count', { n }), `${locale} ${n}`).toBe(rules.select(n));
    });
  }
});
