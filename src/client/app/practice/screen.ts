/** What every task screen receives: its public item, its timings from the layout, and how to hand in. */
import type { AnswerOf, PublicItemOf } from '../../../shared/exam/items.ts';
import type { TaskTiming, TaskTypeId } from './model.ts';

export interface ScreenProps<T extends TaskTypeId> {
  item: PublicItemOf<T>;
  timing: TaskTiming;
  /** Hands the answer to the runner, which sends it for marking. Called once. */
  submit: (answer: AnswerOf<T>) => void;
  /** True once the answer has been handed in (the screen freezes its inputs). */
  done: boolean;
}
