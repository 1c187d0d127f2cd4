/** The live word count under a writing answer, with the suggested minimum. */
import { useT } from '../../../../shared/components/i18n.tsx';

export function countWords(text: string): number {
  return text.trim() ? text.trim().split(/\s+/u).length : 0;
}

export function WordCount({ text, min, id }: { text: string; min: number; id: string }) {
  const t = useT();
  const n = countWords(text);
  return (
    <p id={id} className={`field-count${min && n < min ? ' is-short' : ''}`} data-testid="word-count">
      {t.t('practice.write.words', { count: n })}{min ? ` · ${t.t('practice.write.minWords', { min })}` : ''}
    </p>
  );
}
