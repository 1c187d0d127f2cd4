/** The live word count under a writing answer. */
import { useT } from '../../../../shared/components/i18n.tsx';

export function countWords(text: string): number {
  return text.trim() ? text.trim().split(/\s+/u).length : 0;
}

export function WordCount({ text, id }: { text: string; id: string }) {
  const t = useT();
  return <p id={id} className="field-count" data-testid="word-count" aria-live="off">{t.t('practice.write.words', { count: countWords(text) })}</p>;
}
