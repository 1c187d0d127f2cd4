/**
 * The mock test's clocks follow the server (ADR 027): the page keeps the offset between the server's time and
 * its own, so a reload, a slow device or a wrong system clock cannot give more time than the server allows.
 */
import type { TaskTiming } from '../practice/model.ts';

export interface ServerClock { offsetMs: number }

export function clockFrom(serverNow: string, localNow: number): ServerClock {
  return { offsetMs: Date.parse(serverNow) - localNow };
}

export function secondsLeft(deadline: string, clock: ServerClock, localNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - (localNow + clock.offsetMs)) / 1000));
}

/**
 * The item's timing after `elapsedSeconds` already spent on it (a resumed item): preparation is used up first,
 * then answer time; at least a few seconds remain so the screen can still hand in what it has.
 */
export function resumedTiming(timing: TaskTiming, elapsedSeconds: number): TaskTiming {
  const spent = Math.max(0, Math.floor(elapsedSeconds));
  if (spent === 0) return timing;
  const prep = Math.max(0, timing.prepSeconds - spent);
  const answer = Math.max(5, timing.answerSeconds - Math.max(0, spent - timing.prepSeconds));
  return { ...timing, prepSeconds: prep, answerSeconds: answer };
}
