/**
 * The skill growth model the planner and its simulation share (ADR 055). The adaptive engine (ADR 023) measures
 * ability; it has no model of how ability grows, so this is one, stated as assumptions:
 * - Practice of a skill raises its ability at RATE_PER_HOUR logits per hour at θ = 0 (85 points), slowing
 *   exponentially with level (LEVEL_SLOWDOWN): dθ/dt = r·e^(−sθ). The closed form below integrates it.
 * - A task type that feeds two skills splits its minutes between them.
 * - Blocks of one skill on the same day give less each (MASSED_PRACTICE): spacing beats cramming.
 * - Re-answering missed items when FSRS says they are due (the notebook) is worth REVIEW_BOOST × a new item.
 * - Ability does not decay between sessions within the 4 weeks simulated (no forgetting term).
 * The overall score is the mean of the four skills (ADR 023), so a logit gained in any skill moves it by ¼.
 */
import type { Subscore } from '../../courses.ts';
import { TASK_TYPES, type TaskTypeId } from '../../exam/task-types.ts';

export interface GrowthParams { ratePerHour: number; levelSlowdown: number; massedPractice: number; reviewBoost: number; relativeSd: number }

export const GROWTH: GrowthParams = {
  ratePerHour: 0.06,
  levelSlowdown: 0.5,
  massedPractice: 0.6,
  reviewBoost: 1.2,
  /** Relative uncertainty of the model's gains, widening the projection's band (a gain of 0.4 ± 0.2 logits). */
  relativeSd: 0.5,
};

/** Logits per hour of practice of a skill at ability θ. */
export function gainRate(theta: number, g: GrowthParams = GROWTH): number {
  return g.ratePerHour * Math.exp(-g.levelSlowdown * theta);
}

/** Ability after `minutes` of practice starting at θ (exact solution of dθ/dt = r·e^(−sθ)). */
export function practise(theta: number, minutes: number, efficiency = 1, g: GrowthParams = GROWTH): number {
  if (minutes <= 0) return theta;
  const hours = (minutes / 60) * efficiency;
  const s = g.levelSlowdown;
  if (s === 0) return theta + g.ratePerHour * hours;
  return Math.log(Math.exp(s * theta) + s * g.ratePerHour * hours) / s;
}

/** The skills a task type trains, with the share of its minutes each receives. */
export function skillShares(type: TaskTypeId): { skill: Subscore; share: number }[] {
  const t = TASK_TYPES.find((x) => x.id === type);
  if (!t) return [];
  return t.subscores.map((skill) => ({ skill, share: 1 / t.subscores.length }));
}
