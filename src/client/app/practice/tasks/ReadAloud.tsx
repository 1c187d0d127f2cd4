/** Read Aloud (retired from the test in July 2025, kept for practice): read the sentence aloud. */
import { SpeakingTask, type SpeakingAnswer } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export interface ReadAloudItem { text: string }

export default function ReadAloud({ item, timing, submit, done }: ScreenProps<ReadAloudItem, SpeakingAnswer>) {
  return <SpeakingTask stimulus={{ prompt: item.text }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done} submit={submit} />;
}
