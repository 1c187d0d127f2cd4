/**
 * One lazily loaded module per task type: the practice home and the runner never import a task screen
 * statically, so each screen is its own chunk, fetched when the learner opens that task.
 */
import type { ComponentType } from 'react';
import { lazyScreen } from '../lazy-screen.tsx';
import type { TaskTypeId } from './model.ts';
import type { ScreenProps } from './screen.ts';

type Loader = () => Promise<{ default: ComponentType<ScreenProps<never>> }>;

const LOADERS: Record<TaskTypeId, Loader> = {
  'read-and-select': () => import('./tasks/ReadAndSelect.tsx') as never,
  'fill-in-the-blanks': () => import('./tasks/FillInTheBlanks.tsx') as never,
  'read-and-complete': () => import('./tasks/ReadAndComplete.tsx') as never,
  'listen-and-type': () => import('./tasks/ListenAndType.tsx') as never,
  'interactive-reading': () => import('./tasks/InteractiveReading.tsx') as never,
  'interactive-listening': () => import('./tasks/InteractiveListening.tsx') as never,
  'write-about-the-photo': () => import('./tasks/WriteAboutThePhoto.tsx') as never,
  'interactive-writing': () => import('./tasks/InteractiveWriting.tsx') as never,
  'speak-about-the-photo': () => import('./tasks/SpeakAboutThePhoto.tsx') as never,
  'read-then-speak': () => import('./tasks/ReadThenSpeak.tsx') as never,
  'interactive-speaking': () => import('./tasks/InteractiveSpeaking.tsx') as never,
  'writing-sample': () => import('./tasks/WritingSample.tsx') as never,
  'speaking-sample': () => import('./tasks/SpeakingSample.tsx') as never,
  'read-aloud': () => import('./tasks/ReadAloud.tsx') as never,
  'listen-then-speak': () => import('./tasks/ListenThenSpeak.tsx') as never,
};

const cache = new Map<TaskTypeId, ComponentType<ScreenProps<TaskTypeId>>>();

/** One component per type for the page's life: a new one would remount the screen. */
export function screenFor(type: TaskTypeId): ComponentType<ScreenProps<TaskTypeId>> {
  let c = cache.get(type);
  if (!c) {
    c = lazyScreen(LOADERS[type] as never) as ComponentType<ScreenProps<TaskTypeId>>;
    cache.set(type, c);
  }
  return c;
}

/** Starts fetching a screen's chunk early (pointer over its link on the practice home). */
export function preloadScreen(type: TaskTypeId): void {
  void LOADERS[type]().catch(() => undefined);
}
