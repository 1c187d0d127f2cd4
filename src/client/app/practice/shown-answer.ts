/**
 * How an answer part reads in the feedback (issue 23): a Read and Select verdict is the learner's own yes/no in
 * their language, as the buttons said it; every other answer is English text from the item and stays English.
 */
import type { PartResult } from '../../../shared/exam/items.ts';
import type { Translator } from '../../../shared/i18n.ts';

export function shownAnswer(t: Translator, part: Pick<PartResult, 'id' | 'group'>, value: string): { text: string; lang: string | undefined } {
  if (part.id === 'word' && part.group === 'word' && (value === 'yes' || value === 'no')) return { text: t.t(`practice.rs.${value}`), lang: undefined };
  return { text: value, lang: 'en' };
}
