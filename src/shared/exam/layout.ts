/**
 * The test's layout as versioned data (DESIGN §3 and §7): task order, counts per test, timings, preparation
 * times, audio play limits and subscores. Practice screens, the mock test and the scorer read it from here and
 * nowhere else; a format change is a new version with its own check date and source.
 */
import type { Subscore } from '../courses.ts';
import type { TaskTypeId } from './task-types.ts';

export interface TaskTiming {
  type: TaskTypeId;
  /** Items of this type in one test (min–max); 0–0 for retired tasks. */
  perTest: { min: number; max: number };
  /** Preparation time before answering (seconds); 0 when the answer starts at once. */
  prepSeconds: number;
  /** Answer time per item (seconds). For sets, the time of the whole set. */
  answerSeconds: number;
  /** Minimum speaking or writing time before "next" is allowed (seconds), when the test sets one. */
  minAnswerSeconds?: number;
  /** Per-part limits of a set or a multi-step task, in the order the test shows them (seconds). */
  parts?: readonly { part: string; seconds: number }[];
  /** Questions inside one item that each get `answerSeconds` (Interactive Speaking: 6–8 questions of 35 s). */
  questionsPerItem?: { min: number; max: number };
  /** How many times the audio may be played (listening items). */
  maxPlays?: number;
  subscores: readonly Subscore[];
}

export interface TestLayout {
  version: string;
  /** When the facts below were last checked against the source (ISO date). */
  checked: string;
  source: string;
  /** Task types in the order the test presents them; retired types are listed under `retired`. */
  order: readonly TaskTypeId[];
  tasks: readonly TaskTiming[];
  retired: readonly TaskTiming[];
  /** Steps of the reported score and its range. */
  scale: { min: number; max: number; step: number };
  /** How long the whole test takes a typical candidate (minutes, setup excluded); items rarely use their full timer. */
  typicalMinutes: number;
}

export const LAYOUT_2025_07: TestLayout = {
  version: '2025-07',
  checked: '2026-11-23',
  source: 'Duolingo English Test: official readiness guide and test-format page (englishtest.duolingo.com), format of July 2025; DESIGN.md §3',
  order: [
    'read-and-select', 'fill-in-the-blanks', 'read-and-complete', 'listen-and-type', 'interactive-reading',
    'interactive-listening', 'write-about-the-photo', 'interactive-writing', 'speak-about-the-photo', 'read-then-speak',
    'interactive-speaking', 'writing-sample', 'speaking-sample',
  ],
  tasks: [
    { type: 'read-and-select', perTest: { min: 15, max: 18 }, prepSeconds: 0, answerSeconds: 5, subscores: ['reading'] },
    { type: 'fill-in-the-blanks', perTest: { min: 6, max: 9 }, prepSeconds: 0, answerSeconds: 20, subscores: ['reading'] },
    { type: 'read-and-complete', perTest: { min: 3, max: 6 }, prepSeconds: 0, answerSeconds: 180, subscores: ['reading'] },
    { type: 'listen-and-type', perTest: { min: 6, max: 9 }, prepSeconds: 0, answerSeconds: 60, maxPlays: 3, subscores: ['listening'] },
    {
      type: 'interactive-reading', perTest: { min: 2, max: 3 }, prepSeconds: 0, answerSeconds: 480, subscores: ['reading'],
      parts: [
        { part: 'sentences', seconds: 180 }, { part: 'passage', seconds: 180 }, { part: 'highlight', seconds: 180 },
        { part: 'mainIdea', seconds: 60 }, { part: 'title', seconds: 60 },
      ],
    },
    {
      type: 'interactive-listening', perTest: { min: 2, max: 3 }, prepSeconds: 0, answerSeconds: 465, subscores: ['listening', 'writing'],
      maxPlays: 1,
      parts: [{ part: 'complete', seconds: 90 }, { part: 'respond', seconds: 300 }, { part: 'summary', seconds: 75 }],
    },
    { type: 'write-about-the-photo', perTest: { min: 3, max: 3 }, prepSeconds: 0, answerSeconds: 60, subscores: ['writing'] },
    {
      type: 'interactive-writing', perTest: { min: 1, max: 1 }, prepSeconds: 0, answerSeconds: 480, subscores: ['writing'],
      parts: [{ part: 'main', seconds: 300 }, { part: 'followUp', seconds: 180 }],
    },
    { type: 'speak-about-the-photo', perTest: { min: 1, max: 1 }, prepSeconds: 20, answerSeconds: 90, minAnswerSeconds: 30, subscores: ['speaking'] },
    { type: 'read-then-speak', perTest: { min: 1, max: 1 }, prepSeconds: 20, answerSeconds: 90, minAnswerSeconds: 30, subscores: ['speaking'] },
    { type: 'interactive-speaking', perTest: { min: 1, max: 1 }, prepSeconds: 0, answerSeconds: 35, questionsPerItem: { min: 6, max: 8 }, maxPlays: 1, subscores: ['speaking'] },
    { type: 'writing-sample', perTest: { min: 1, max: 1 }, prepSeconds: 30, answerSeconds: 300, minAnswerSeconds: 180, subscores: ['writing'] },
    { type: 'speaking-sample', perTest: { min: 1, max: 1 }, prepSeconds: 30, answerSeconds: 180, minAnswerSeconds: 60, subscores: ['speaking'] },
  ],
  retired: [
    { type: 'read-aloud', perTest: { min: 0, max: 0 }, prepSeconds: 0, answerSeconds: 20, subscores: ['speaking'] },
    { type: 'listen-then-speak', perTest: { min: 0, max: 0 }, prepSeconds: 20, answerSeconds: 90, minAnswerSeconds: 30, maxPlays: 1, subscores: ['speaking'] },
  ],
  scale: { min: 10, max: 160, step: 5 },
  // The official test: about an hour in all, ~45 min adaptive part and ~10 min writing and speaking samples.
  typicalMinutes: 55,
};

/** Seconds one item of this type may take at most: preparation plus every question's answer time. */
export function itemSeconds(timing: TaskTiming): number {
  return timing.prepSeconds + timing.answerSeconds * (timing.questionsPerItem?.max ?? 1);
}

/** The layout practice and mock tests use today. */
export const CURRENT_LAYOUT = LAYOUT_2025_07;

/** Timing of a task type (live or retired) in a layout. */
export function timingOf(type: TaskTypeId, layout: TestLayout = CURRENT_LAYOUT): TaskTiming {
  const t = layout.tasks.find((x) => x.type === type) ?? layout.retired.find((x) => x.type === type);
  if (!t) throw new Error(`No timing for ${type} in layout ${layout.version}`);
  return t;
}
