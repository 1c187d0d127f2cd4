/**
 * The test tutor's script (issue 12): a three-step round run the way an examiner would. Step 1 gives an
 * Interactive Writing or Interactive Speaking style prompt; step 2 asks a follow-up built from the learner's
 * answer; step 3 gives feedback from the correction engine's measured features (never from a model's opinion
 * alone). The learner's weak task types and mistake-notebook items choose the task and are named in step 1.
 * The same steps drive a model (as instructions) and the offline tutor (as the text itself).
 */
import { assessWritingOffline } from '../correction/writing-score.ts';
import { transcriptFeatures } from '../correction/speaking-score.ts';
import { tokens } from '../correction/text.ts';
import { frequencyRank } from '../correction/lexicon.ts';
import type { Say } from './offline-answer.ts';

export type TestTask = 'interactive-writing' | 'interactive-speaking';
export type TestStep = 'prompt' | 'followUp' | 'feedback';

/** Prompts written for this project in the style of the test's interactive tasks (a topic, then a follow-up). */
export const TEST_PROMPTS: readonly string[] = [
  'Describe a skill you learned outside school. How did you learn it, and how has it helped you?',
  'Some people prefer to live in a big city, others in a small town. Which do you prefer, and why?',
  'Tell me about a journey that did not go as planned. What happened, and what did you do?',
  'Many schools now teach online as well as in classrooms. What are the benefits and the problems?',
  'Describe a person who has influenced the way you study or work. What did they do?',
  'Should people spend more money on experiences, such as travel, than on things? Explain your view.',
];

export interface LearnerProfile {
  /** Task types with the lowest accuracy or most notebook misses, weakest first. */
  weakTypes: readonly string[];
  /** Mistake-notebook items: the task type's id and a short excerpt of the item ("the library …"), maybe empty. */
  notebook: readonly NotebookItem[];
}

export interface NotebookItem { type: string; excerpt: string }

/**
 * A task type as a learner reads it: the localized name the rest of the app shows (practice.task.*), never the
 * internal id; an unknown id falls back to the id so that nothing is silently dropped.
 */
export function taskLabel(type: string, say: Say): string {
  const key = `practice.task.${type}`;
  const name = say(key);
  return name === key ? type : name;
}

/** A notebook item as one readable line: the task's name, then the excerpt in quotes. */
export function notebookLine(item: NotebookItem, say: Say): string {
  const name = taskLabel(item.type, say);
  return item.excerpt ? `${name}: “${item.excerpt}”` : name;
}

export interface ScriptState {
  /** The learner's messages in this test-tutor conversation, oldest first, including the new one. */
  learnerMessages: readonly string[];
  /** A number fixed per conversation, so the prompts vary between conversations but not between retries. */
  seed: number;
}

export interface ScriptTurn {
  step: TestStep;
  task: TestTask;
  prompt: string;
  /** The instruction a model follows for this turn (English; the system prompt adds the answer language). */
  instruction: string;
  /** The offline tutor's text for this turn (Markdown, localized through `say`). */
  offline: string;
}

export const SPEAKING_TYPES = ['interactive-speaking', 'speak-about-the-photo', 'read-then-speak', 'listen-then-speak', 'speaking-sample', 'read-aloud'];

function pick<T>(list: readonly T[], n: number): T {
  return list[((n % list.length) + list.length) % list.length]!;
}

export function taskFor(profile: LearnerProfile, round: number): TestTask {
  const weakest = profile.weakTypes[0];
  if (round === 0 && weakest) return SPEAKING_TYPES.includes(weakest) ? 'interactive-speaking' : 'interactive-writing';
  return round % 2 === 0 ? 'interactive-writing' : 'interactive-speaking';
}

/** The answer's least common real word of some length: the follow-up asks about it (a sign it was read). */
export function keyWordOf(answer: string): string | null {
  const words = tokens(answer).map((t) => t.lower).filter((w) => w.length > 4 && frequencyRank(w) !== Infinity);
  if (!words.length) return null;
  return [...words].sort((a, b) => frequencyRank(b) - frequencyRank(a))[0]!;
}

export interface Feedback {
  band: number;
  words: number;
  sentences: number;
  linking: number;
  spellingPer100: number;
  grammarPer100: number;
  mtld: number;
  fillers: number | null;
  flags: string[];
  tips: string[];
}

/** Measured feedback on the round's two answers (the correction engine's offline scorer). */
export function measureRound(prompt: string, answers: readonly string[], task: TestTask): Feedback {
  const text = answers.join('\n\n');
  const a = assessWritingOffline(text, { prompt, targetWords: task === 'interactive-writing' ? 100 : 80 });
  const f = a.features;
  const tips: string[] = [];
  if (f.words < 60) tips.push('length');
  if (f.cohesiveDistinct < 3) tips.push('linking');
  if (f.spellingPer100 > 2) tips.push('spelling');
  if (f.grammarPer100 > 2) tips.push('grammar');
  if (f.mtld < 40) tips.push('variety');
  if (!tips.length) tips.push('keepGoing');
  return {
    band: a.band, words: f.words, sentences: f.sentences, linking: f.cohesiveDistinct,
    spellingPer100: Math.round(f.spellingPer100 * 10) / 10, grammarPer100: Math.round(f.grammarPer100 * 10) / 10,
    mtld: Math.round(f.mtld), fillers: task === 'interactive-speaking' ? transcriptFeatures(text).fillers : null,
    flags: a.flags, tips,
  };
}

function feedbackText(fb: Feedback, say: Say): string {
  const lines = [
    `**${say('tutor.test.feedbackTitle')}**`,
    say('tutor.test.estimate', { band: fb.band }),
    `- ${say('tutor.test.words', { words: fb.words, sentences: fb.sentences })}`,
    `- ${say('tutor.test.linking', { count: fb.linking })}`,
    `- ${say('tutor.test.accuracy', { spelling: fb.spellingPer100, grammar: fb.grammarPer100 })}`,
    `- ${say('tutor.test.variety', { mtld: fb.mtld })}`,
  ];
  if (fb.fillers !== null) lines.push(`- ${say('tutor.test.fillers', { count: fb.fillers })}`, `- ${say('tutor.test.pronunciation')}`);
  for (const tip of fb.tips) lines.push(`- ${say(`tutor.test.tip.${tip}`)}`);
  lines.push('', say('tutor.test.again'));
  return lines.join('\n');
}

/** This turn of the script, from the learner's messages so far. Each round is three learner messages. */
export function scriptTurn(state: ScriptState, profile: LearnerProfile, say: Say): ScriptTurn {
  const n = state.learnerMessages.length;
  if (n < 1) throw new Error('the script starts with a learner message');
  const round = Math.floor((n - 1) / 3);
  const stepIndex = (n - 1) % 3;
  const task = taskFor(profile, round);
  const prompt = pick(TEST_PROMPTS, state.seed + round);
  // The model's instruction stays English; the learner's text names tasks the way the rest of the app does.
  const taskName = task === 'interactive-writing' ? 'Interactive Writing' : 'Interactive Speaking';
  const shownTask = taskLabel(task, say);
  if (stepIndex === 0) {
    const focus = profile.weakTypes.length ? say('tutor.test.focus', { types: profile.weakTypes.slice(0, 2).map((x) => taskLabel(x, say)).join(', ') }) : '';
    const notebook = profile.notebook.length ? `\n\n${say('tutor.test.notebook')}\n${profile.notebook.slice(0, 2).map((x) => `- ${notebookLine(x, say)}`).join('\n')}` : '';
    const how = say(task === 'interactive-writing' ? 'tutor.test.howWriting' : 'tutor.test.howSpeaking');
    return {
      step: 'prompt', task, prompt,
      instruction: `Start a ${taskName} task. Give exactly this prompt in English: "${prompt}". Say how long to answer `
        + `(${task === 'interactive-writing' ? '5 minutes, about 100 words' : 'about 90 seconds of speech, typed as said'}). `
        + 'If the learner context lists weak tasks or notebook items, mention one in a sentence. Do not answer the prompt.',
      offline: [say('tutor.offline.testIntro'), `${say('tutor.test.start', { task: shownTask })}${focus ? ` ${focus}` : ''}`, `> ${prompt}`, how].join('\n\n') + notebook,
    };
  }
  const answer = state.learnerMessages[n - 1]!;
  if (stepIndex === 1) {
    const word = keyWordOf(answer);
    const followUp = word
      ? `You wrote "${word}". Can you explain that part in more detail, with an example from your own life?`
      : 'Can you add a concrete example from your own life and say why it matters to you?';
    return {
      step: 'followUp', task, prompt,
      instruction: `Ask one follow-up question in English about the learner's answer, as the test's second prompt would. Suggested: "${followUp}" Do not give feedback yet.`,
      offline: [say('tutor.test.followUp'), `> ${followUp}`].join('\n\n'),
    };
  }
  const answers = state.learnerMessages.slice(n - 2, n);
  const fb = measureRound(prompt, answers, task);
  return {
    step: 'feedback', task, prompt,
    instruction: `Give feedback on the learner's two answers. Use only these measured features and say the band is an estimate: `
      + `estimated band ${fb.band} (10-160), ${fb.words} words in ${fb.sentences} sentences, ${fb.linking} different linking words, `
      + `${fb.spellingPer100} spelling and ${fb.grammarPer100} grammar issues per 100 words, lexical diversity (MTLD) ${fb.mtld}`
      + `${fb.fillers !== null ? `, ${fb.fillers} fillers; pronunciation is not assessed from typed text` : ''}. `
      + `Quote at most two phrases to improve. Finish by offering another ${taskName} task.`,
    offline: feedbackText(fb, say),
  };
}
