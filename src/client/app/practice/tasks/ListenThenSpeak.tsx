/** Listen, Then Speak (retired from the test in July 2025, kept for practice): hear the question, then answer. */
import { AudioPlayer } from '../kit/AudioPlayer.tsx';
import { SpeakingTask, type SpeakingAnswer } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export interface ListenThenSpeakItem { audio: string }

export default function ListenThenSpeak({ item, timing, submit, done }: ScreenProps<ListenThenSpeakItem, SpeakingAnswer>) {
  return (
    <SpeakingTask stimulus={{}} before={<AudioPlayer src={item.audio} maxPlays={timing.maxPlays} />}
      prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done} submit={submit} />
  );
}
