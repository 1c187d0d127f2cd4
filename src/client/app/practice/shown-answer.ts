/**
 * How an answer part reads in the feedback and the notebook (issue 23): a Read and Select verdict is the
 * learner's own yes/no in their language, as the buttons said it; every other answer is English text from the
 * item and stays English.
 */
import type { PartResult } from '../../../shared/exam/items.ts';
import type { TaskTypeId } from '../../../shared/exam/task-types.ts';
import type { Translator } from '../../../shared/i18n.ts';

type Shown = { text: string; lang: string | undefined };

const verdict = (t: Translator, value: string): Shown | null =>
  value === 'yes' || value === 'no' ? { text: t.t(`practice.rs.${value}`), lang: undefined } : null;

export function shownAnswer(t: Translator, part: Pick<PartResult, 'id' | 'group'>, value: string): Shown {
  return (part.id === 'word' && part.group === 'word' ? verdict(t, value) : null) ?? { text: value, lang: 'en' };
}

/** The same for a notebook entry, which keeps its wrong parts without their ids: the task type tells. */
export function shownAnswerOfType(t: Translator, type: TaskTypeId, value: string): Shown {
  return (type === 'read-and-select' ? verdict(t, value) : null) ?? { text: value, lang: 'en' };
}
