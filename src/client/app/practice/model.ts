/**
 * The practice screens' view of the shared contract: task types with their section, timings and limits, the
 * public items the server sends, the answers sent back and the marking that comes back. Screens import from
 * here only, so a change in the contract's shape is absorbed in one place.
 */
export type Section = 'reading' | 'listening' | 'writing' | 'speaking';

export type TaskType =
  | 'read-and-select' | 'fill-in-the-blanks' | 'read-and-complete' | 'listen-and-type' | 'interactive-reading'
  | 'interactive-listening' | 'write-about-the-photo' | 'interactive-writing' | 'speak-about-the-photo'
  | 'read-then-speak' | 'interactive-speaking' | 'writing-sample' | 'speaking-sample' | 'read-aloud'
  | 'listen-then-speak';

/** Timings and limits of one task type, from the server's test layout (never written into a component). */
export interface TaskLayout {
  type: TaskType;
  name: string;
  section: Section;
  retired: boolean;
  /** Seconds to answer (per word for Read and Select, per question for Interactive Speaking). */
  answerSeconds: number;
  prepSeconds: number;
  /** Seconds of the second step (Interactive Writing's follow-up, Interactive Listening's summary). */
  followUpSeconds: number;
  maxPlays: number;
  minWords: number;
}

export interface Allowance { used: number; limit: number | null; resetsAt: string }

export interface SampleNote { quote: string; tag: string }
export interface Sample { band: number; text: string; notes: SampleNote[] }

export interface Marking {
  /** 0..1 */
  score: number;
  correct: boolean;
  /** One line per marked part: what the learner gave and what was right. */
  parts: MarkedPart[];
  /** Open answers: model answers to compare with. */
  samples: Sample[];
}

export interface MarkedPart {
  label: string;
  given: string;
  expected: string;
  correct: boolean;
  /** Locale frame key + English material (definition, quote). */
  explanation?: { key: string; values: Record<string, string> };
}
