import { describe, expect, it } from 'vitest';
import { appHref, carryNext, landingPath } from '../../src/shared/journey/landing.ts';

describe('landing after sign-in (ADR 033)', () => {
  it('goes to the app home without a next path', () => {
    expect(landingPath('', '')).toBe('/app/#/home');
  });

  it('goes back to a local next path, keeping its own fragment', () => {
    expect(landingPath('?next=%2Fpricing%23plan-plus', '')).toBe('/pricing#plan-plus');
    expect(landingPath('?next=%2Fja%2Fcourses', '')).toBe('/ja/courses');
  });

  it('adds the app route that the redirect carried in the fragment', () => {
    expect(landingPath('?next=%2Fapp', '#/practice/read-select')).toBe('/app#/practice/read-select');
    // A page anchor on the sign-in page is not an app route.
    expect(landingPath('?next=%2Fapp', '#main')).toBe('/app');
  });

  it('never leaves the site or loops back to a sign-in page', () => {
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example', '%2F%2Fevil.example', 'javascript:alert(1)', '/login', '/ja/register2']) {
      expect(landingPath(`?next=${encodeURIComponent(next)}`, '')).toBe('/app/#/home');
      expect(carryNext(`?next=${encodeURIComponent(next)}`)).toBe('');
    }
  });

  it('carries a valid next, with the app route, to the following registration step', () => {
    expect(carryNext('?next=%2Fapp', '#/practice/read-select')).toBe(`?next=${encodeURIComponent('/app#/practice/read-select')}`);
    expect(carryNext('')).toBe('');
  });

  it('links into the app in the language of the page', () => {
    expect(appHref('ja', '#/practice/read-select')).toBe('/app?lang=ja#/practice/read-select');
  });
});
