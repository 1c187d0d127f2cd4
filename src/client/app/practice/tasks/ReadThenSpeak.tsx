/** Read, Then Speak: read the prompt and its points during preparation, then speak. */
import { SpeakingTask } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function ReadThenSpeak({ item, timing, submit, done }: ScreenProps<'read-then-speak'>) {
  return (
    <SpeakingTask stimulus={{ prompt: item.prompt, guidance: item.guidance }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done}
      submit={({ durationMs }) => submit({ type: 'read-then-speak', durationsMs: [durationMs] })} />
  );
}
