/**
 * Instant feedback on an open practice answer (ADR 046): the same offline engine and answer context as the mock's
 * open answers (ADR 036), so a practice answer and a mock answer of the same text get the same band. The prompt
 * holds what the learner was asked: the task's text, a photo's scene notes (so a description of another scene is
 * flagged off topic) and, for Interactive Writing, the follow-up question they answered.
 */
import type { Answer, PublicItem } from '../../exam/items.ts';
import { assessSpokenAnswer, assessWrittenAnswer, type OpenAssessment } from '../adaptive/open-assessment.ts';
import { promptOf, samplesOf } from './answer-context.ts';
import { questionsAsked } from '../speaking-route.ts';
import type { MeasuredSpeech } from './measured-speech.ts';

type Key = { material?: { text: string }[]; samples?: { text: string }[] };

export function practicePrompt(item: PublicItem, stimulus: Record<string, unknown>, key: Key, answer: Answer): string {
  const base = promptOf(stimulus, key);
  if (item.type === 'interactive-writing' && answer.type === 'interactive-writing') {
    const followUp = item.followUps[answer.followUp]?.question;
    return followUp ? `${base}\n${followUp}` : base;
  }
  if (item.type === 'interactive-speaking') return [base, ...questionsAsked(item.stages, answer.type === 'interactive-speaking' ? answer.asked : [])].join('\n');
  return base;
}

/**
 * The engine's rating, or null when there is nothing it can rate: a spoken answer without measured recordings
 * (no microphone, a decoding failure) or an objective item.
 */
export function ratePracticeAnswer(item: PublicItem, stimulus: Record<string, unknown>, key: Key, answer: Answer, speech: readonly MeasuredSpeech[] | undefined): OpenAssessment | null {
  const context = { prompt: practicePrompt(item, stimulus, key, answer), samples: samplesOf(key) };
  if ('durationsMs' in answer) {
    if (!speech?.length) return null;
    const stages = item.type === 'interactive-speaking' ? item.stages.length : 1;
    return assessSpokenAnswer(answer.type, speech, stages, context);
  }
  if (answer.type === 'interactive-listening') return null;
  return assessWrittenAnswer(answer, context);
}
