/** Speaking Sample: preparation time, then a long spoken answer to a written prompt. */
import { SpeakingTask, type SpeakingAnswer } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';
import type { PromptItem } from './WritingSample.tsx';

export default function SpeakingSample({ item, timing, submit, done }: ScreenProps<PromptItem, SpeakingAnswer>) {
  return <SpeakingTask stimulus={{ prompt: item.prompt }} prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done} submit={submit} />;
}
