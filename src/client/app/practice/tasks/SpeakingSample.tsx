/** Speaking Sample: preparation time, then a long spoken answer to a written prompt. */
import { SpeakingTask } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function SpeakingSample({ item, timing, submit, done }: ScreenProps<'speaking-sample'>) {
  return (
    <SpeakingTask stimulus={{ prompt: item.prompt }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done}
      submit={({ durationMs }) => submit({ type: 'speaking-sample', durationsMs: [durationMs] })} />
  );
}
