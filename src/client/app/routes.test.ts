import { describe, expect, it } from 'vitest';
import { APP_SECTIONS, parseRoute, routeHash } from './routes.ts';

const owner = (hash: string) => {
  const route = parseRoute(hash);
  if (!route) throw new Error(`no route for ${hash}`);
  return APP_SECTIONS.filter((s) => s.owns(route)).map((s) => s.id);
};

describe('app header sections', () => {
  it('marks exactly one section current on every screen, sub-screens included', () => {
    expect(owner('')).toEqual(['home']);
    expect(owner('#/practice/read-and-select')).toEqual(['practice']);
    expect(owner('#/review')).toEqual(['review']);
    expect(owner('#/mock/diagnostic')).toEqual(['mock']);
    expect(owner('#/mock/report/abcdefghijklmnopqrstuv')).toEqual(['mock']);
    expect(owner('#/corrections/new/speaking')).toEqual(['corrections']);
    expect(owner('#/tutor/abcdefghijklmnopqrstuv')).toEqual(['tutor']);
  });

  it('every section link opens a screen the app knows', () => {
    for (const s of APP_SECTIONS) expect(parseRoute(s.hash), s.hash).not.toBeNull();
  });
});

describe('practice pack routes (issue 29)', () => {
  it('parses the pack list and one pack, and round-trips', () => {
    expect(parseRoute('#/packs')).toEqual({ name: 'packs' });
    expect(parseRoute('#/packs/abcdefghijklmnopqrstuv')).toEqual({ name: 'pack', id: 'abcdefghijklmnopqrstuv' });
    expect(routeHash({ name: 'pack', id: 'abcdefghijklmnopqrstuv' })).toBe('#/packs/abcdefghijklmnopqrstuv');
    expect(owner('#/packs/abcdefghijklmnopqrstuv')).toEqual(['practice']);
  });
  it('refuses a malformed pack id', () => {
    expect(parseRoute('#/packs/short')).toBeNull();
    expect(parseRoute('#/packs/abcdefghijklmnopqrstuv/x')).toBeNull();
  });
});
