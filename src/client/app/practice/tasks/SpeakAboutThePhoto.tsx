/** Speak About the Photo: preparation time, then speak about the photo. */
import { SpeakingTask } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function SpeakAboutThePhoto({ item, timing, submit, done }: ScreenProps<'speak-about-the-photo'>) {
  return (
    <SpeakingTask stimulus={{ photo: item.photo }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done}
      submit={({ durationMs }) => submit({ type: 'speak-about-the-photo', durationsMs: [durationMs] })} />
  );
}
