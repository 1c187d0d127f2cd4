/**
 * How a marked answer becomes evidence for a skill (ADR 023). Objective items feed their task's first subscore
 * through 2PL; Interactive Listening's objective parts feed listening and its written summary feeds writing;
 * open answers feed their subscore as a rating (the correction engine's band as logits, ADR 036).
 */
import type { Subscore } from '../../courses.ts';
import { taskType, type TaskTypeId } from '../../exam/task-types.ts';
import type { Evidence, ItemParams } from './irt.ts';

/** Assumed error (logits) of one written answer's rating by the correction engine; ADR 023 explains the choice. */
export const OPEN_RATING_SD = 0.6;
/**
 * Assumed error of a spoken answer's rating: offline it rests on fluency alone (no transcript, no pronunciation),
 * one criterion of five, so it is trusted less than a written one (ADR 036).
 */
export const SPOKEN_RATING_SD = 0.9;

/**
 * Chance of a right answer by guessing, per task type. Read and Select is a yes/no decision on a balanced mix of
 * real and pseudo-words, so half the answers are right by chance; a constant "yes" or "no" is exactly that and
 * must score as no evidence of reading (issue 23). Typed and open tasks have no floor.
 */
export const GUESSING_FLOOR: Readonly<Partial<Record<TaskTypeId, number>>> = { 'read-and-select': 0.5 };

export function guessingOf(type: TaskTypeId): number {
  return GUESSING_FLOOR[type] ?? 0;
}

export function ratingSd(skill: Subscore): number {
  return skill === 'speaking' ? SPOKEN_RATING_SD : OPEN_RATING_SD;
}

export interface SkillRoles { objective: Subscore | null; open: Subscore | null }

export function skillRoles(type: TaskTypeId): SkillRoles {
  const t = taskType(type);
  if (t.marking === 'open') return { objective: null, open: t.subscores[0]! };
  return { objective: t.subscores[0]!, open: t.subscores[1] ?? null };
}

/** The skill whose estimate picks an item of this type. */
export function selectionSkill(type: TaskTypeId): Subscore {
  const r = skillRoles(type);
  return (r.objective ?? r.open)!;
}

/** Scored parts of an item, counted from its public stimulus (the marker scores the same parts). */
export function partsOf(type: TaskTypeId, stimulus: Record<string, unknown>): number {
  const count = (list: unknown, kind: string, field = 'kind') =>
    Array.isArray(list) ? list.filter((x) => (x as Record<string, unknown>)[field] === kind).length : 0;
  switch (type) {
    case 'read-and-complete': return Math.max(1, count(stimulus.segments, 'gap'));
    case 'interactive-reading': {
      const highlights = Array.isArray(stimulus.highlights) ? stimulus.highlights.length : 0;
      return count(stimulus.sentences, 'choice') + 1 + highlights + 2;
    }
    case 'interactive-listening': return Math.max(1, count(stimulus.complete, 'blank') + count(stimulus.turns, 'you', 'speaker'));
    default: return 1;
  }
}

export interface MarkedAnswer {
  type: TaskTypeId;
  item: ItemParams;
  parts: number;
  /** Objective share of credit in [0, 1] (null for open tasks). */
  score: number | null;
  /** Open answer's (or Interactive Listening summary's) ability estimate in logits, when there is one. */
  rating: number | null;
}

export function evidenceOf(answer: MarkedAnswer): { skill: Subscore; evidence: Evidence }[] {
  const roles = skillRoles(answer.type);
  const out: { skill: Subscore; evidence: Evidence }[] = [];
  if (roles.objective && answer.score !== null) {
    out.push({ skill: roles.objective, evidence: { kind: 'objective', item: { a: answer.item.a, b: answer.item.b, c: guessingOf(answer.type) }, score: answer.score, parts: answer.parts } });
  }
  if (roles.open && answer.rating !== null) {
    out.push({ skill: roles.open, evidence: { kind: 'rating', value: answer.rating, sd: ratingSd(roles.open) } });
  }
  return out;
}
