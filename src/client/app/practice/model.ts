/**
 * The practice screens' view of the shared contract (src/shared/exam, src/shared/api/practice.ts): task types
 * grouped by the section the test reports them under, and the seconds of each part from the test layout.
 */
import type { Subscore } from '../../../shared/courses.ts';
import { CURRENT_LAYOUT, timingOf, type TaskTiming } from '../../../shared/exam/layout.ts';
import { TASK_TYPES, type TaskType, type TaskTypeId } from '../../../shared/exam/task-types.ts';

export type { TaskTiming, TaskTypeId };

export const SECTIONS: readonly Subscore[] = ['reading', 'listening', 'writing', 'speaking'];

/** Live task types in test order, then the retired ones, each under its first subscore. */
export function tasksBySection(): { section: Subscore; tasks: TaskType[] }[] {
  const order = [...CURRENT_LAYOUT.order, ...CURRENT_LAYOUT.retired.map((r) => r.type)];
  const sorted = [...TASK_TYPES].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return SECTIONS.map((section) => ({ section, tasks: sorted.filter((t) => t.subscores[0] === section) }));
}

export function timing(type: TaskTypeId): TaskTiming {
  return timingOf(type);
}

/** Seconds of a named part of a multi-part task (Interactive Writing's follow-up…), else the whole answer time. */
export function partSeconds(t: TaskTiming, part: string): number {
  return t.parts?.find((p) => p.part === part)?.seconds ?? t.answerSeconds;
}
