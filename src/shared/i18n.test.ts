import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.ts';

describe('translator dates', () => {
  const t = createTranslator('en', {});

  it('reads a date-only string as that day and a full timestamp as its instant (UTC)', () => {
    expect(t.date('2025-03-01', { dateStyle: 'medium' })).toBe('Mar 1, 2025');
    // A mock test's startedAt: an ISO timestamp, shown as its UTC day (it used to throw "Invalid time value").
    expect(t.date('2026-11-23T23:59:30.000Z', { dateStyle: 'medium' })).toBe('Nov 23, 2026');
    expect(t.date(new Date(Date.UTC(2026, 0, 5)), { dateStyle: 'medium' })).toBe('Jan 5, 2026');
  });
});
