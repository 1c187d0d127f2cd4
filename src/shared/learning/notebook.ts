/**
 * The mistake notebook's entries, pure: which answers open a card, what the list shows of the item (a short
 * excerpt of what the learner saw) and why it was wrong (their answer against the expected one, part by part).
 * A multi-part item (C-test gaps, Interactive Reading parts) enters with its wrong parts alone, so a partly
 * wrong answer is not lost behind a good overall score (issue 23).
 */
import type { MarkResult, PublicItem } from '../exam/items.ts';

export const EXCERPT_CHARS = 90;
/** Parts listed per entry: enough to see the pattern, short enough for a phone. */
export const WRONG_PARTS_SHOWN = 4;

export interface WrongPart { given: string; expected: string }

/** Any part short of full credit: a wrong C-test gap in an otherwise right text still counts. */
export function missedParts(result: Pick<MarkResult, 'marking' | 'parts'>): WrongPart[] {
  if (result.marking !== 'objective') return [];
  return result.parts.filter((p) => p.score < 1).map((p) => ({ given: p.given, expected: p.expected }));
}

export function opensCard(result: Pick<MarkResult, 'marking' | 'parts' | 'score'>): boolean {
  return result.score !== null && missedParts(result).length > 0;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type Segment = { kind: 'text'; text: string } | { kind: 'gap'; prefix: string; missing: number } | { kind: 'choice' } | { kind: 'blank' };

function gapped(segments: readonly Segment[]): string {
  return segments.map((s) => (s.kind === 'text' ? s.text : s.kind === 'gap' ? `${s.prefix}${'_'.repeat(s.missing)}` : '___')).join('');
}

/** What the learner saw, in the item's English; '' for an item heard only (its expected answer says it). */
export function promptExcerpt(item: PublicItem, max = EXCERPT_CHARS): string {
  switch (item.type) {
    case 'read-and-select': return item.word;
    case 'fill-in-the-blanks': return clip(gapped(item.segments), max);
    case 'read-and-complete': return clip(gapped(item.segments), max);
    case 'interactive-reading': return clip(gapped(item.sentences), max);
    case 'interactive-listening': return clip(item.scenario, max);
    case 'interactive-writing':
    case 'read-then-speak':
    case 'writing-sample':
    case 'speaking-sample': return clip(item.prompt, max);
    case 'interactive-speaking': return clip(item.intro, max);
    case 'read-aloud': return clip(item.text, max);
    case 'write-about-the-photo':
    case 'speak-about-the-photo': return clip(item.photo.alt ?? '', max);
    case 'listen-and-type':
    case 'listen-then-speak': return '';
  }
}
