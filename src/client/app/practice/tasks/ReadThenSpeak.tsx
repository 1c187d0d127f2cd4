/** Read, Then Speak: read the prompt and its points during preparation, then speak. */
import { SpeakingTask, type SpeakingAnswer } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export interface ReadThenSpeakItem { prompt: string; guidance: string[] }

export default function ReadThenSpeak({ item, timing, submit, done }: ScreenProps<ReadThenSpeakItem, SpeakingAnswer>) {
  return <SpeakingTask stimulus={{ prompt: item.prompt, guidance: item.guidance }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done} submit={submit} />;
}
