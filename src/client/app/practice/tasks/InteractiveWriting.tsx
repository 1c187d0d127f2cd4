/** Interactive Writing: answer the prompt, then a follow-up question chosen from what was written. */
import { partSeconds } from '../model.ts';
import { WritingTask } from '../kit/WritingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function InteractiveWriting({ item, timing, submit, done }: ScreenProps<'interactive-writing'>) {
  return (
    <WritingTask stimulus={{ prompt: item.prompt }} prepSeconds={timing.prepSeconds} answerSeconds={partSeconds(timing, 'main')}
      followUpSeconds={partSeconds(timing, 'followUp')} followUps={item.followUps} done={done}
      submit={({ text, followUp }) => submit({ type: 'interactive-writing', text, followUp: followUp?.index ?? 0, followUpText: followUp?.text ?? '' })} />
  );
}
