/**
 * A definition's part of speech (the answer key's `pos`, English) as a label in the learner's language (issue 23).
 * An unknown pos gets no label: an English grammar word in a translated explanation reads as untranslated.
 */
import type { Translator } from '../../../shared/i18n.ts';

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb', 'conjunction', 'preposition', 'pronoun', 'determiner'] as const;
type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

const known = (pos: string): pos is PartOfSpeech => (PARTS_OF_SPEECH as readonly string[]).includes(pos);

export function partOfSpeechLabel(t: Translator, pos: string | undefined): string | null {
  const p = pos?.trim().toLowerCase();
  if (!p || !known(p)) return null;
  return t.t(`explain.pos.${p}`);
}
