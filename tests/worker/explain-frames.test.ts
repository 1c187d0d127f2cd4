/// <reference types="vite/client" />
/** Every explanation frame, rubric line, annotation tag and practice error the engine can emit has a message. */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/explain.json';
import { ANNOTATION_TAGS } from '../../src/shared/exam/items.ts';
import { READ_ALOUD_RUBRIC, SPEAKING_RUBRIC, WRITING_RUBRIC } from '../../src/shared/learning/marking/open.ts';

function flatten(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatten(v as Record<string, unknown>, `${prefix}${k}.`)));
}

const keys = new Set(flatten(en));
const sources = import.meta.glob(['../../src/shared/learning/**/*.ts', '../../src/worker/learning/*.ts', '../../src/worker/api/embedded/practice-routes.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('explain messages', () => {
  it('exist for every frame named in the marking code', () => {
    const frames = new Set(Object.values(sources).flatMap((s) => [...s.matchAll(/'(explain\.[A-Za-z.-]+[A-Za-z])'/g)].map((m) => m[1]!)));
    expect(frames.size).toBeGreaterThan(15);
    expect([...frames].filter((f) => !keys.has(f))).toEqual([]);
  });
  it('exist for every rubric line and annotation tag', () => {
    expect([...WRITING_RUBRIC, ...SPEAKING_RUBRIC, ...READ_ALOUD_RUBRIC].filter((k) => !keys.has(k))).toEqual([]);
    expect(ANNOTATION_TAGS.map((t) => `explain.tag.${t}`).filter((k) => !keys.has(k))).toEqual([]);
  });
  it('exist for every error code the practice API answers with', () => {
    const codes = new Set(Object.values(sources).flatMap((s) => [...s.matchAll(/(?:PracticeError|ApiFailure)\(\d+, '([a-z_]+)'|fail\(\d+, '([a-z_]+)'/g)].map((m) => m[1] ?? m[2]!)));
    expect(codes.size).toBeGreaterThan(3);
    expect([...codes].filter((c) => !keys.has(`explain.error.${c}`))).toEqual([]);
  });
});
