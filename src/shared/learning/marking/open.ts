/**
 * Open answers (writing, speaking): saved and rated at once by the offline correction engine (ADR 046; the rating
 * travels beside the marking). The learner also gets the annotated samples the key holds, the self-check list of
 * the task (Read Aloud has its own: it is judged on reading a given sentence, not on ideas) and, for Interactive
 * Speaking, the questions they only heard.
 */
import type { Explanation, MarkResult } from '../../exam/items.ts';
import type { OpenKey } from '../../exam/keys.ts';
import { taskType, type TaskTypeId } from '../../exam/task-types.ts';

export const WRITING_RUBRIC = ['task', 'development', 'vocabulary', 'grammar', 'linking', 'spelling'].map((k) => `explain.rubric.writing.${k}`);
export const SPEAKING_RUBRIC = ['task', 'development', 'vocabulary', 'grammar', 'fluency', 'pronunciation'].map((k) => `explain.rubric.speaking.${k}`);
export const READ_ALOUD_RUBRIC = ['everyWord', 'sounds', 'stress', 'pace', 'intonation'].map((k) => `explain.readAloudCheck.${k}`);

export function rubricOf(type: TaskTypeId): string[] {
  if (type === 'read-aloud') return READ_ALOUD_RUBRIC;
  return taskType(type).response === 'speaking' ? SPEAKING_RUBRIC : WRITING_RUBRIC;
}

function frameOf(type: TaskTypeId, hasSamples: boolean): string {
  if (type === 'read-aloud') return 'explain.instant.readAloud';
  const speaking = taskType(type).response === 'speaking';
  if (!hasSamples) return speaking ? 'explain.instant.checkSpeaking' : 'explain.instant.checkWriting';
  return speaking ? 'explain.instant.ratedSpeaking' : 'explain.instant.ratedWriting';
}

/** `heard`: questions the learner only heard (Interactive Speaking), shown after the answer as `question` material. */
export function markOpen(itemId: string, type: TaskTypeId, key: OpenKey, heard: readonly string[] = []): MarkResult {
  // A sample without text would render as an empty box: only real samples are shown.
  const samples = key.samples.filter((s) => (Array.isArray(s.text) ? s.text.some((p) => p.trim()) : s.text.trim())).sort((a, b) => a.band - b.band);
  const explanations: Explanation[] = [{ frame: frameOf(type, samples.length > 0), args: {}, material: [] }];
  return {
    itemId, type, marking: 'open', score: null, groups: {}, parts: [], explanations,
    samples,
    rubric: rubricOf(type),
    material: [...heard.map((text) => ({ kind: 'question', text })), ...key.material],
  };
}
