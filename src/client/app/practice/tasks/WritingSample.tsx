/** Writing Sample: preparation time, then a timed essay on a written prompt. */
import { WritingTask } from '../kit/WritingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function WritingSample({ item, timing, submit, done }: ScreenProps<'writing-sample'>) {
  return (
    <WritingTask stimulus={{ prompt: item.prompt }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds}
      done={done} submit={({ text }) => submit({ type: 'writing-sample', text })} />
  );
}
