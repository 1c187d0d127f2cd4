/** What every task screen receives: its public item, its timings from the layout, and how to hand in. */
import type { TaskLayout } from './model.ts';

export interface ScreenProps<Item, Answer> {
  item: Item;
  timing: TaskLayout;
  /** Hands the answer to the runner, which sends it for marking. Called once. */
  submit: (answer: Answer) => void;
  /** True once the answer has been handed in (the screen freezes its inputs). */
  done: boolean;
}
