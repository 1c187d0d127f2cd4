/** Listen, Then Speak (retired from the test in July 2025, kept for practice): hear the question, then answer. */
import { AudioPlayer } from '../kit/AudioPlayer.tsx';
import { SpeakingTask } from '../kit/SpeakingTask.tsx';
import type { ScreenProps } from '../screen.ts';

export default function ListenThenSpeak({ item, timing, submit, done }: ScreenProps<'listen-then-speak'>) {
  return (
    <SpeakingTask stimulus={{}} before={<AudioPlayer src={item.audio?.src ?? ''} maxPlays={timing.maxPlays ?? 1} playKey="audio" />}
      prepSeconds={timing.prepSeconds} answerSeconds={timing.answerSeconds} done={done}
      submit={({ durationMs }) => submit({ type: 'listen-then-speak', durationsMs: [durationMs] })} />
  );
}
