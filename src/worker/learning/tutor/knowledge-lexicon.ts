/** The knowledge base's question words and topic words of one language, read once per isolate from the messages. */
import type { Translator } from '../../../shared/i18n.ts';
import type { Locale } from '../../../shared/locales.ts';
import { KB_ENTRIES, termList, type KbLexicon } from '../../../shared/learning/tutor/knowledge.ts';

const lexicons = new Map<Locale, KbLexicon>();

export function kbLexicon(t: Translator, locale: Locale): KbLexicon {
  let lexicon = lexicons.get(locale);
  if (!lexicon) {
    const read = (key: string) => (t.has(key) ? t.t(key) : '');
    const terms = new Map<string, string[]>();
    for (const e of KB_ENTRIES) terms.set(e.id, termList(read(`tutorKb.terms.${e.id}`)));
    lexicon = { ask: termList(read('tutorKb.ask')), taskAsk: termList(read('tutorKb.taskAsk')), terms };
    lexicons.set(locale, lexicon);
  }
  return lexicon;
}
