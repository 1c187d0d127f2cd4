/**
 * How long a full answer is for each open task (DESIGN §3 timings): the length at which the content score stops
 * rewarding more words (writing) or more speaking time (speaking). Pasted answers without a task use 'free'.
 */
export const WRITING_TARGET_WORDS: Record<string, number> = {
  'write-about-the-photo': 30, 'interactive-writing': 100, 'writing-sample': 120, free: 100,
  /** The written summary of an Interactive Listening conversation (75 s): rated in mock tests (ADR 036). */
  'interactive-listening': 40,
};
export const SPEAKING_TARGET_SECONDS: Record<string, number> = {
  'read-aloud': 8, 'listen-then-speak': 60, 'speak-about-the-photo': 60, 'read-then-speak': 60, 'interactive-speaking': 35, 'speaking-sample': 120, free: 60,
};
export const WRITING_TASKS = ['write-about-the-photo', 'interactive-writing', 'writing-sample'] as const;
export const SPEAKING_TASKS = ['read-aloud', 'listen-then-speak', 'speak-about-the-photo', 'read-then-speak', 'interactive-speaking', 'speaking-sample'] as const;
