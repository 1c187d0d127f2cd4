/**
 * Server-side answer keys per task type, as the bank pipeline writes them and the marker reads them. None of
 * these fields may reach the browser before the attempt is answered.
 */
import type { SampleAnswer } from './items.ts';

/** `learner`: hand-written for learners (content/definitions), not a WordNet gloss. */
export interface Definition { pos: string; text: string; learner?: boolean }

export interface ReadSelectKey {
  real: boolean;
  definitions: Definition[];
  /** A pseudo-word's nearest real word. */
  near?: string;
  /** A real word's frequency band, 1 (most frequent) to 5. */
  band?: number;
}
/** `accept`: other whole words that also fit the gap (an editor's ruling, issue 22); marked right too. */
export interface FillBlanksKey { word: string; missing: string; sentence: string; definitions: Definition[]; accept?: string[] }
export interface ReadCompleteKey { gaps: { word: string; missing: string; accept?: string[] }[] }
export interface ListenTypeKey { text: string }
export interface InteractiveReadingKey {
  sentences: { answer: number; word: string }[];
  passage: { answer: number; sentence: string; why: string };
  highlights: { answer: string; why: string }[];
  mainIdea: { answer: number; text: string; why: string };
  title: { answer: number; text: string };
  /** The passage with every gap filled and the sentence in place, shown after the answer. */
  fullText: string[];
}
export interface InteractiveListeningKey {
  complete: { word: string; accept?: string[] }[];
  completeWhy: string;
  responses: { answer: number; text: string; why: string }[];
  sampleSummary: string;
  /** The whole conversation, shown after the answer. */
  transcript: { speaker: 'partner' | 'you'; text: string }[];
}
export interface OpenKey { samples: SampleAnswer[]; /** Photo scene notes, guidance, the heard question… */ material: { kind: string; text: string }[] }

export interface KeyByType {
  'read-and-select': ReadSelectKey;
  'fill-in-the-blanks': FillBlanksKey;
  'read-and-complete': ReadCompleteKey;
  'listen-and-type': ListenTypeKey;
  'interactive-reading': InteractiveReadingKey;
  'interactive-listening': InteractiveListeningKey;
  'write-about-the-photo': OpenKey;
  'interactive-writing': OpenKey;
  'speak-about-the-photo': OpenKey;
  'read-then-speak': OpenKey;
  'interactive-speaking': OpenKey;
  'writing-sample': OpenKey;
  'speaking-sample': OpenKey;
  'read-aloud': OpenKey;
  'listen-then-speak': OpenKey;
}
