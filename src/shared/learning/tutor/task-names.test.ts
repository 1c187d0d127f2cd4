/** Issue 23 §9: the tutor names task types the way the rest of the app does, never by internal id. */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n.ts';
import { loadMessages } from '../../../generated/messages.ts';
import { TASK_TYPE_IDS } from '../../exam/task-types.ts';
import { notebookLine, scriptTurn, taskLabel } from './test-tutor.ts';

describe('task names in the test tutor', () => {
  it.each(['en', 'id', 'ja'] as const)('%s: the focus line and the notebook name weak areas by their localized task names', async (locale) => {
    const t = createTranslator(locale, await loadMessages(locale));
    const say = (key: string, values?: Record<string, string | number>) => t.t(key, values);
    const profile = { weakTypes: ['read-and-select', 'fill-in-the-blanks'], notebook: [{ type: 'read-and-complete', excerpt: 'The library …' }] };
    const turn = scriptTurn({ learnerMessages: ['start'], seed: 0 }, profile, say);
    for (const id of ['read-and-select', 'fill-in-the-blanks', 'read-and-complete']) {
      expect(turn.offline).not.toContain(id);
      expect(turn.offline).toContain(t.t(`practice.task.${id}`));
    }
    expect(turn.offline).toContain(say('tutor.test.focus', { types: `${t.t('practice.task.read-and-select')}, ${t.t('practice.task.fill-in-the-blanks')}` }));
    expect(turn.offline).toContain(`${t.t('practice.task.read-and-complete')}: “The library …”`);
    expect(t.missing).toEqual([]);
  });

  it('has a human name for every task type, and an unknown id is kept rather than dropped', async () => {
    const t = createTranslator('en', await loadMessages('en'));
    const say = (key: string) => t.t(key);
    for (const id of TASK_TYPE_IDS) expect(taskLabel(id, say)).not.toBe(id);
    expect(taskLabel('read-and-select', say)).toBe('Read and Select');
    expect(notebookLine({ type: 'future-task', excerpt: '' }, say)).toBe('future-task');
  });
});
