import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../shared/i18n.ts';
import { loadMessages } from '../../../generated/messages.ts';
import { shownAnswer } from './shown-answer.ts';

describe('answers in the feedback', () => {
  it.each([
    ['id', 'Ya, kata sungguhan', 'Bukan, ini bukan kata'],
    ['ja', 'はい、実在する単語', 'いいえ、単語ではない'],
  ] as const)('a Read and Select yes/no reads in %s, never "yes"/"no"', async (locale, yes, no) => {
    const t = createTranslator(locale, await loadMessages(locale));
    expect(shownAnswer(t, { id: 'word', group: 'word' }, 'yes')).toEqual({ text: yes, lang: undefined });
    expect(shownAnswer(t, { id: 'word', group: 'word' }, 'no')).toEqual({ text: no, lang: undefined });
  });

  it('keeps English answers English, even a typed word that happens to be "no"', async () => {
    const t = createTranslator('id', await loadMessages('id'));
    expect(shownAnswer(t, { id: 'gap-0', group: 'word' }, 'no')).toEqual({ text: 'no', lang: 'en' });
    expect(shownAnswer(t, { id: 'sentence', group: 'sentence' }, 'I think so.')).toEqual({ text: 'I think so.', lang: 'en' });
  });
});
