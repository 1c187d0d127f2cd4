/** Write About the Photo: describe the photo in the layout's time (60 s). */
import { WritingTask, type WritingAnswer } from '../kit/WritingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export interface PhotoItem { photo: { src: string; alt: string } }

export default function WriteAboutThePhoto({ item, timing, submit, done }: ScreenProps<PhotoItem, WritingAnswer>) {
  return <WritingTask stimulus={{ photo: item.photo }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} minWords={timing.minWords} done={done} submit={submit} />;
}
