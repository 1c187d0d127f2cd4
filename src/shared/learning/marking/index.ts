/** One entry for marking any bank item: picks the rule of its task type. The server is the only caller that has keys. */
import type { Answer, MarkResult, PublicItem } from '../../exam/items.ts';
import type { KeyByType, OpenKey } from '../../exam/keys.ts';
import { markFillBlanks, markInteractiveListening, markInteractiveReading, markListenType, markReadComplete, markReadSelect } from './objective.ts';
import { markOpen } from './open.ts';
import { questionsAsked } from '../speaking-route.ts';

export class AnswerTypeMismatch extends Error {}

export function markAnswer(item: PublicItem, key: unknown, answer: Answer): MarkResult {
  if (item.type !== answer.type) throw new AnswerTypeMismatch(`answer for ${answer.type} sent to a ${item.type} item`);
  const base = { itemId: item.id, type: item.type };
  switch (answer.type) {
    case 'read-and-select': return markReadSelect(base, item as Extract<PublicItem, { type: 'read-and-select' }>, key as KeyByType['read-and-select'], answer);
    case 'fill-in-the-blanks': return markFillBlanks(base, item as Extract<PublicItem, { type: 'fill-in-the-blanks' }>, key as KeyByType['fill-in-the-blanks'], answer);
    case 'read-and-complete': return markReadComplete(base, key as KeyByType['read-and-complete'], answer);
    case 'listen-and-type': return markListenType(base, key as KeyByType['listen-and-type'], answer);
    case 'interactive-reading': return markInteractiveReading(base, item as Extract<PublicItem, { type: 'interactive-reading' }>, key as KeyByType['interactive-reading'], answer);
    case 'interactive-listening': {
      const marked = markInteractiveListening(base, item as Extract<PublicItem, { type: 'interactive-listening' }>, key as KeyByType['interactive-listening'], answer);
      return marked;
    }
    default: return markOpen(item.id, item.type, key as OpenKey, item.type === 'interactive-speaking' ? questionsAsked(item.stages, answer.type === 'interactive-speaking' ? answer.asked : []) : []);
  }
}

export { readSelectSetScore } from './objective.ts';
export { letterCredit, spanCredit, typedWordCredit } from './credit.ts';
export { alignWords, listenTypeScore } from './listen-type.ts';
