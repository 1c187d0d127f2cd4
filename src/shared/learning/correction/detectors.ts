/**
 * Answers a feature scorer would overrate (DESIGN §7: high-QWK scorers still fail on these): each detector
 * names the problem, and the scorer caps the band so the learner is scored low and told why.
 */
import type { WritingFeatures } from './writing-features.ts';
import { tokens } from './text.ts';
import { sharesKeyContent } from './key-content.ts';

export type Flag = 'tooShort' | 'gibberish' | 'copiedPrompt' | 'offTopic' | 'repeatedText' | 'memorizedTemplate';

/** Highest band an answer with the flag can get. */
export const FLAG_CAPS: Record<Flag, number> = { gibberish: 10, copiedPrompt: 20, tooShort: 35, offTopic: 30, repeatedText: 40, memorizedTemplate: 55 };

/** Stock phrases of memorised essay templates: fine once, a sign of a template when they carry the answer. */
const TEMPLATE_PHRASES = [
  "in today's modern world", 'in this day and age', 'it is a controversial issue', 'this is a very debatable topic',
  'there are many advantages and disadvantages', 'every coin has two sides', 'in my humble opinion', 'last but not least',
  'in conclusion, i strongly believe', 'has both pros and cons', 'plays a vital role in our life', 'it goes without saying',
  'people have different opinions about this', 'i will discuss both views', 'with the development of society', 'nowadays, more and more people',
];

function templateShare(text: string): number {
  const lower = text.toLowerCase().replace(/[\u2019]/g, "'");
  const total = tokens(text).length;
  if (!total) return 0;
  let covered = 0;
  for (const p of TEMPLATE_PHRASES) {
    let at = lower.indexOf(p);
    while (at >= 0) { covered += p.split(' ').length; at = lower.indexOf(p, at + p.length); }
  }
  return covered / total;
}

/** Longest run of consecutive answer words also found, in order, in the prompt, as a share of the answer. */
export function copiedShare(answer: string, prompt: string): number {
  const a = tokens(answer).map((t) => t.lower);
  const p = tokens(prompt).map((t) => t.lower);
  if (!a.length) return 0;
  const grams = new Set<string>();
  for (let i = 0; i + 3 < p.length; i++) grams.add(p.slice(i, i + 4).join(' '));
  const covered = new Array<boolean>(a.length).fill(false);
  for (let i = 0; i + 3 < a.length; i++) if (grams.has(a.slice(i, i + 4).join(' '))) for (let k = i; k < i + 4; k++) covered[k] = true;
  return covered.filter(Boolean).length / a.length;
}

export function detectWritingFlags(text: string, prompt: string, f: WritingFeatures, minWords: number): Flag[] {
  const flags: Flag[] = [];
  if (f.words >= 3 && f.knownWordShare < 0.6) flags.push('gibberish');
  if (copiedShare(text, prompt) >= 0.5) flags.push('copiedPrompt');
  if (f.words < Math.max(10, minWords / 4)) flags.push('tooShort');
  // Never off-topic when the answer uses the prompt's key words, misspelled or not (issue 24).
  if (f.words >= 15 && !flags.includes('gibberish') && f.relevance < 0.08 && f.promptOverlap < 0.15 && !sharesKeyContent(text, prompt)) flags.push('offTopic');
  if (f.words >= 20 && f.distinctTrigramShare < 0.6) flags.push('repeatedText');
  if (templateShare(text) >= 0.2) flags.push('memorizedTemplate');
  return flags;
}
