/// <reference types="vite/client" />
/**
 * Every explanation frame and rubric line the engine can emit has a message; every annotation tag has the label and
 * help the sample answers show (practice.tag.*, practice.tagHelp.*); every error the practice runner shows has
 * its message (practice.error.*). The old explain.tag.* / explain.error.* copies were never shown (issue 23).
 */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/explain.json';
import enPractice from '../../locales/en/practice.json';
import { ANNOTATION_TAGS } from '../../src/shared/exam/items.ts';
import { READ_ALOUD_RUBRIC, SPEAKING_RUBRIC, WRITING_RUBRIC } from '../../src/shared/learning/marking/open.ts';

function flatten(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatten(v as Record<string, unknown>, `${prefix}${k}.`)));
}

const keys = new Set(flatten(en));
const practiceKeys = new Set(flatten(enPractice));
const sources = import.meta.glob(['../../src/shared/learning/**/*.ts', '../../src/worker/learning/*.ts', '../../src/worker/api/embedded/practice-routes.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('explain messages', () => {
  it('exist for every frame named in the marking code', () => {
    const frames = new Set(Object.values(sources).flatMap((s) => [...s.matchAll(/'(explain\.[A-Za-z.-]+[A-Za-z])'/g)].map((m) => m[1]!)));
    expect(frames.size).toBeGreaterThan(15);
    expect([...frames].filter((f) => !keys.has(f))).toEqual([]);
  });
  it('exist for every rubric line and annotation tag', () => {
    expect([...WRITING_RUBRIC, ...SPEAKING_RUBRIC, ...READ_ALOUD_RUBRIC].filter((k) => !keys.has(k))).toEqual([]);
    expect(ANNOTATION_TAGS.flatMap((t) => [`practice.tag.${t}`, `practice.tagHelp.${t}`]).filter((k) => !practiceKeys.has(k))).toEqual([]);
  });
  it('exist for every error the practice runner shows (its error codes map onto practice.error.*)', () => {
    const runner = (import.meta.glob('../../src/client/app/practice/PracticeRunner.tsx', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)['../../src/client/app/practice/PracticeRunner.tsx']!;
    const body = runner.slice(runner.indexOf('function errorCode'), runner.indexOf('export default'));
    const shown = [...body.matchAll(/return '([a-z]+)'/g)].map((m) => m[1]!);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.filter((c) => !practiceKeys.has(`practice.error.${c}`))).toEqual([]);
  });
});
