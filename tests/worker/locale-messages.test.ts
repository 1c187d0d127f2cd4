// Every message of every locale formats without error for the edge values of its arguments (issue 14): counts
// 0, 1, 2, 3, 5, 21, 101 and 400000 (the plural boundaries of all 13 locales), every case of each select, a date
// for dates and a sample text for the rest. A message that throws here would break a page at runtime.
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALE_CODES } from '../../src/shared/locales.ts';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });
const EDGE_COUNTS = [0, 1, 2, 3, 5, 21, 101, 400000];

function flatten(obj: Record<string, unknown>, prefix: string, out: Record<string, string>): Record<string, string> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, out);
  }
  return out;
}

function messagesOf(code: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, json] of Object.entries(files)) if (path.split('/').at(-2) === code) flatten(json, '', out);
  return out;
}

type ArgKind = { numeric: Set<string>; selects: Map<string, string[]>; dates: Set<string>; texts: Set<string>; tags: Set<string> };

function collect(ast: MessageFormatElement[], kinds: ArgKind): ArgKind {
  for (const el of ast) {
    if (el.type === TYPE.plural || el.type === TYPE.number) kinds.numeric.add(el.value);
    else if (el.type === TYPE.select) kinds.selects.set(el.value, Object.keys(el.options));
    else if (el.type === TYPE.date || el.type === TYPE.time) kinds.dates.add(el.value);
    else if (el.type === TYPE.argument) kinds.texts.add(el.value);
    else if (el.type === TYPE.tag) { kinds.tags.add(el.value); collect(el.children, kinds); }
    if ('options' in el) for (const opt of Object.values(el.options)) collect(opt.value, kinds);
  }
  return kinds;
}

/** Errors (as text) from formatting one message with every edge value; empty when it always formats. */
function formatProblems(code: string, message: string): string[] {
  const problems: string[] = [];
  try {
    const kinds = collect(parse(message), { numeric: new Set(), selects: new Map(), dates: new Set(), texts: new Set(), tags: new Set() });
    const format = new IntlMessageFormat(message, code);
    const selectRounds = Math.max(1, ...[...kinds.selects.values()].map((o) => o.length));
    for (const [round, n] of EDGE_COUNTS.entries()) {
      for (let s = 0; s < (round === 0 ? selectRounds : 1); s++) {
        const values: Record<string, unknown> = {};
        for (const a of kinds.texts) values[a] = 'Sample';
        for (const a of kinds.numeric) values[a] = n;
        for (const a of kinds.dates) values[a] = new Date(Date.UTC(2026, 10, 23, 12));
        for (const [a, options] of kinds.selects) values[a] = options[s % options.length] === 'other' ? 'unlisted-case' : options[s % options.length];
        for (const t of kinds.tags) values[t] = (chunks: unknown[]) => chunks.join('');
        const out = format.format(values);
        if (typeof out === 'string' && /\{|\}/.test(out.replace(/'\{|'\}/g, ''))) problems.push(`left a brace in the output for ${n}`);
      }
    }
  } catch (e) {
    problems.push((e as Error).message);
  }
  return problems;
}

describe('locale messages format with edge values', () => {
  it('the check itself catches broken messages', () => {
    expect(formatProblems('ru', '{n, plural, one {# день} few {# дня}}')).not.toEqual([]);
    expect(formatProblems('en', '{n, plural, one {# day} other {# days}')).not.toEqual([]);
    expect(formatProblems('en', 'Hello <b>{name}</b>, {n, plural, one {# day} other {# days}} left')).toEqual([]);
  });

  for (const code of LOCALE_CODES) {
    it(`every ${code} message formats for 0, 1, 2, 3, 5, 21, 101 and 400000`, () => {
      const messages = messagesOf(code);
      expect(Object.keys(messages).length).toBeGreaterThan(1000);
      const broken = Object.entries(messages).flatMap(([key, m]) => formatProblems(code, m).map((p) => `${key}: ${p}`));
      expect(broken).toEqual([]);
    });
  }
});
