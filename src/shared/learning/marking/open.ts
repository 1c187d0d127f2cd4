/**
 * Open answers (writing, speaking): saved, not scored until AI correction lands. The learner gets annotated
 * samples for bands 85–145 and the self-check rubric of the task family.
 */
import type { Explanation, MarkResult } from '../../exam/items.ts';
import type { OpenKey } from '../../exam/keys.ts';
import { taskType, type TaskTypeId } from '../../exam/task-types.ts';

export const WRITING_RUBRIC = ['task', 'development', 'vocabulary', 'grammar', 'linking', 'spelling'].map((k) => `explain.rubric.writing.${k}`);
export const SPEAKING_RUBRIC = ['task', 'development', 'vocabulary', 'grammar', 'fluency', 'pronunciation'].map((k) => `explain.rubric.speaking.${k}`);

export function markOpen(itemId: string, type: TaskTypeId, key: OpenKey): MarkResult {
  const speaking = taskType(type).response === 'speaking';
  const explanations: Explanation[] = [{ frame: speaking ? 'explain.open.savedSpeaking' : 'explain.open.savedWriting', args: {}, material: [] }];
  return {
    itemId, type, marking: 'open', score: null, groups: {}, parts: [], explanations,
    samples: [...key.samples].sort((a, b) => a.band - b.band),
    rubric: speaking ? SPEAKING_RUBRIC : WRITING_RUBRIC,
    material: key.material,
  };
}
