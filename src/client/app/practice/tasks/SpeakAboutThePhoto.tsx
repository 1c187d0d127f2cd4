/** Speak About the Photo: preparation time, then speak about the photo. */
import { SpeakingTask, type SpeakingAnswer } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';
import type { PhotoItem } from './WriteAboutThePhoto.tsx';

export default function SpeakAboutThePhoto({ item, timing, submit, done }: ScreenProps<PhotoItem, SpeakingAnswer>) {
  return <SpeakingTask stimulus={{ photo: item.photo }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done} submit={submit} />;
}
