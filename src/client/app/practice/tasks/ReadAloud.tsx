/** Read Aloud (retired from the test in July 2025, kept for practice): read the sentence aloud. */
import { SpeakingTask } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function ReadAloud({ item, timing, submit, done }: ScreenProps<'read-aloud'>) {
  return (
    <SpeakingTask stimulus={{ prompt: item.text }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done}
      submit={({ durationMs }) => submit({ type: 'read-aloud', durationsMs: [durationMs] })} />
  );
}
