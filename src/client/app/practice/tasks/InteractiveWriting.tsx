/** Interactive Writing: answer the prompt, then a follow-up question chosen from what was written. */
import { WritingTask, type FollowUp, type WritingAnswer } from '../kit/WritingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export interface InteractiveWritingItem { prompt: string; followUps: FollowUp[] }

export default function InteractiveWriting({ item, timing, submit, done }: ScreenProps<InteractiveWritingItem, WritingAnswer>) {
  return (
    <WritingTask stimulus={{ prompt: item.prompt }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds}
      followUpSeconds={timing.followUpSeconds} followUps={item.followUps} minWords={timing.minWords} done={done} submit={submit} />
  );
}
