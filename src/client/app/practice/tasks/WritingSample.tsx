/** Writing Sample: preparation time, then a timed essay on a written prompt. */
import { WritingTask, type WritingAnswer } from '../kit/WritingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export interface PromptItem { prompt: string }

export default function WritingSample({ item, timing, submit, done }: ScreenProps<PromptItem, WritingAnswer>) {
  return <WritingTask stimulus={{ prompt: item.prompt }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} minWords={timing.minWords} done={done} submit={submit} />;
}
