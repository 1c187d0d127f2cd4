/**
 * The task types of the Duolingo English Test (DESIGN §3, format of July 2025) as data: one id per task, the
 * subscores it feeds, whether it is marked objectively, and the course pages that teach it (src/shared/courses.ts).
 * Read Aloud and Listen Then Speak left the live test in July 2025; they stay practisable with `retired: true`.
 */
import type { Subscore } from '../courses.ts';

export const TASK_TYPE_IDS = [
  'read-and-select',
  'fill-in-the-blanks',
  'read-and-complete',
  'listen-and-type',
  'interactive-reading',
  'interactive-listening',
  'write-about-the-photo',
  'interactive-writing',
  'speak-about-the-photo',
  'read-then-speak',
  'interactive-speaking',
  'writing-sample',
  'speaking-sample',
  'read-aloud',
  'listen-then-speak',
] as const;
export type TaskTypeId = (typeof TASK_TYPE_IDS)[number];

/** How an answer is judged: objective items are marked at once; open answers are saved for later correction. */
export type Marking = 'objective' | 'open';
/** What the learner produces: choices, typed text or speech (the UI picks its recorder or text box from this). */
export type ResponseMode = 'choice' | 'typing' | 'writing' | 'speaking' | 'mixed';

export interface TaskType {
  id: TaskTypeId;
  subscores: readonly Subscore[];
  marking: Marking;
  response: ResponseMode;
  /** Part of the adaptive Linguistic Resources block of the real test. */
  adaptive: boolean;
  retired: boolean;
  /** Course pages (slugs of src/shared/courses.ts) that teach this task. */
  courses: readonly string[];
}

export const TASK_TYPES: readonly TaskType[] = [
  { id: 'read-and-select', subscores: ['reading'], marking: 'objective', response: 'choice', adaptive: true, retired: false, courses: ['det-read-and-select-course'] },
  { id: 'fill-in-the-blanks', subscores: ['reading'], marking: 'objective', response: 'typing', adaptive: true, retired: false, courses: ['det-fill-in-the-blanks'] },
  { id: 'read-and-complete', subscores: ['reading'], marking: 'objective', response: 'typing', adaptive: true, retired: false, courses: ['det-read-and-complete-prep-course'] },
  { id: 'listen-and-type', subscores: ['listening'], marking: 'objective', response: 'typing', adaptive: true, retired: false, courses: ['det-prep-course-listen-and-type-questions', 'det-listening-words'] },
  { id: 'interactive-reading', subscores: ['reading'], marking: 'objective', response: 'mixed', adaptive: true, retired: false, courses: ['det-interactive-reading-course'] },
  { id: 'interactive-listening', subscores: ['listening', 'writing'], marking: 'objective', response: 'mixed', adaptive: false, retired: false, courses: ['det-prep-course-interactive-listening'] },
  { id: 'write-about-the-photo', subscores: ['writing'], marking: 'open', response: 'writing', adaptive: false, retired: false, courses: ['det-write-about-the-photo-course', 'boost-det-vocabulary-7-adv-photo-desc-tech'] },
  { id: 'interactive-writing', subscores: ['writing'], marking: 'open', response: 'writing', adaptive: false, retired: false, courses: ['det-interactive-writing'] },
  { id: 'speak-about-the-photo', subscores: ['speaking'], marking: 'open', response: 'speaking', adaptive: false, retired: false, courses: ['det-course-speak-about-the-photo'] },
  { id: 'read-then-speak', subscores: ['speaking'], marking: 'open', response: 'speaking', adaptive: false, retired: false, courses: ['det-course-read-listen-then-speak'] },
  { id: 'interactive-speaking', subscores: ['speaking'], marking: 'open', response: 'speaking', adaptive: false, retired: false, courses: [] },
  { id: 'writing-sample', subscores: ['writing'], marking: 'open', response: 'writing', adaptive: false, retired: false, courses: ['det-prep-course-writing-sample'] },
  { id: 'speaking-sample', subscores: ['speaking'], marking: 'open', response: 'speaking', adaptive: false, retired: false, courses: ['det-course-speaking-sample'] },
  { id: 'read-aloud', subscores: ['speaking'], marking: 'open', response: 'speaking', adaptive: false, retired: true, courses: ['det-prep-course-read-aloud'] },
  { id: 'listen-then-speak', subscores: ['speaking'], marking: 'open', response: 'speaking', adaptive: false, retired: true, courses: ['det-course-read-listen-then-speak'] },
];

/** The practice set each of the 15 course pages shows (3–5 items of this type, no sign-in needed). */
export const COURSE_PRACTICE_TYPE: Readonly<Record<string, TaskTypeId>> = {
  'det-read-and-select-course': 'read-and-select',
  'det-fill-in-the-blanks': 'fill-in-the-blanks',
  'det-interactive-reading-course': 'interactive-reading',
  'det-read-and-complete-prep-course': 'read-and-complete',
  'det-prep-course-listen-and-type-questions': 'listen-and-type',
  'det-prep-course-interactive-listening': 'interactive-listening',
  'det-course-speak-about-the-photo': 'speak-about-the-photo',
  'det-course-read-listen-then-speak': 'read-then-speak',
  'det-prep-course-read-aloud': 'read-aloud',
  'det-course-speaking-sample': 'speaking-sample',
  'det-write-about-the-photo-course': 'write-about-the-photo',
  'det-interactive-writing': 'interactive-writing',
  'det-prep-course-writing-sample': 'writing-sample',
  'boost-det-vocabulary-7-adv-photo-desc-tech': 'write-about-the-photo',
  'det-listening-words': 'listen-and-type',
};

const BY_ID = new Map(TASK_TYPES.map((t) => [t.id, t]));

export function taskType(id: TaskTypeId): TaskType {
  return BY_ID.get(id)!;
}

export function isTaskTypeId(value: string): value is TaskTypeId {
  return BY_ID.has(value as TaskTypeId);
}

export const OBJECTIVE_TYPES: readonly TaskTypeId[] = TASK_TYPES.filter((t) => t.marking === 'objective').map((t) => t.id);
