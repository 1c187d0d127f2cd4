/**
 * Server anchors of a served item (ADR 047): when each timed part first started and how often each clip was
 * played. A reload reads them back, so a timer continues from the first start instead of restarting, and a clip
 * heard up to its limit stays heard. Pure: the worker stores the JSON, the page only reads it.
 */
import type { PublicItem } from '../exam/items.ts';
import { timingOf } from '../exam/layout.ts';

export interface Anchors { parts: Record<string, number>; plays: Record<string, number> }

/** A part or clip name: short and plain, so a page cannot grow the row (at most MAX_ANCHOR_NAMES of each). */
export const ANCHOR_NAME = /^[a-z0-9-]{1,24}$/;
export const MAX_ANCHOR_NAMES = 16;
/** A draft's JSON beyond this is refused (two essays of 5,000 characters and the screen's small state fit). */
export const MAX_DRAFT_CHARS = 16_000;

export function parseAnchors(json: string | null): Anchors {
  if (!json) return { parts: {}, plays: {} };
  const a = JSON.parse(json) as Partial<Anchors>;
  return { parts: a.parts ?? {}, plays: a.plays ?? {} };
}

/** The first start of a part wins: starting it again (a reload) keeps the earlier time. Null: too many parts. */
export function withPart(a: Anchors, part: string, now: number): Anchors | null {
  if (part in a.parts) return a;
  if (Object.keys(a.parts).length >= MAX_ANCHOR_NAMES) return null;
  return { ...a, parts: { ...a.parts, [part]: now } };
}

/**
 * How many times a clip of the item may be played, by its key: `audio` (Listen and Type, Listen, Then Speak),
 * `turn-N` (Interactive Listening's partner lines), `intro` and `stage-N` (Interactive Speaking). Null: the item
 * has no such clip.
 */
export function playLimit(item: PublicItem, key: string): number | null {
  const layoutPlays = timingOf(item.type).maxPlays ?? 1;
  const index = (prefix: string) => (key.startsWith(prefix) && /^\d{1,2}$/.test(key.slice(prefix.length)) ? Number(key.slice(prefix.length)) : -1);
  switch (item.type) {
    case 'listen-and-type': return key === 'audio' ? item.maxPlays : null;
    case 'listen-then-speak': return key === 'audio' ? layoutPlays : null;
    case 'interactive-listening': {
      const turn = item.turns[index('turn-')];
      return turn?.speaker === 'partner' ? layoutPlays : null;
    }
    case 'interactive-speaking':
      if (key === 'intro') return layoutPlays;
      return item.stages[index('stage-')] ? layoutPlays : null;
    default: return null;
  }
}

/** One more play of a clip, or null when its limit is reached. */
export function withPlay(a: Anchors, key: string, limit: number): Anchors | null {
  const used = a.plays[key] ?? 0;
  if (used >= limit) return null;
  return { ...a, plays: { ...a.plays, [key]: used + 1 } };
}
