/** Write About the Photo: describe the photo in the layout's time. */
import { WritingTask } from '../kit/WritingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function WriteAboutThePhoto({ item, timing, submit, done }: ScreenProps<'write-about-the-photo'>) {
  return (
    <WritingTask stimulus={{ photo: item.photo }} prepSeconds={timing.prepSeconds}
      answerSeconds={timing.answerSeconds} done={done} submit={({ text }) => submit({ type: 'write-about-the-photo', text })} />
  );
}
