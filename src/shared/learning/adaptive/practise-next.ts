/**
 * The three things to practise next after a mock (issue 10): the task types where the candidate did worst,
 * measured tasks by accuracy first, then the open tasks of the weakest skill. Links go into the /app practice
 * screens of the question bank.
 */
import type { Subscore } from '../../courses.ts';
import { APP_PATH } from '../../routes.ts';
import { taskType, type TaskTypeId } from '../../exam/task-types.ts';

export interface TaskOutcome { type: TaskTypeId; accuracy: number | null }

export function practiceHref(type: TaskTypeId): string {
  return `${APP_PATH}/#/practice/${type}`;
}

export function practiseNext(tasks: readonly TaskOutcome[], subscores: Readonly<Record<Subscore, number>>, count = 3): { type: TaskTypeId; href: string }[] {
  const weight = (t: TaskOutcome) => t.accuracy ?? Math.min(...taskType(t.type).subscores.map((s) => subscores[s])) / 160;
  return [...tasks]
    .filter((t) => !taskType(t.type).retired)
    .sort((x, y) => weight(x) - weight(y) || (x.type < y.type ? -1 : 1))
    .slice(0, count)
    .map((t) => ({ type: t.type, href: practiceHref(t.type) }));
}
