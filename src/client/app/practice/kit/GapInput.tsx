/**
 * The missing letters of one word, typed into the word itself: the shown start, then one box per missing
 * letter. Full gaps can move focus on (onFull); Backspace in an empty gap moves back (onBackEmpty).
 */
import type { CSSProperties, Ref } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';

export interface GapInputProps {
  prefix: string;
  missing: number;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onFull?: () => void;
  onBackEmpty?: () => void;
  index?: number;
}

export function GapInput({ prefix, missing, value, onChange, disabled, inputRef, onFull, onBackEmpty, index }: GapInputProps) {
  const t = useT();
  return (
    <span className="gap-word" lang="en">
      <span aria-hidden="true">{prefix}</span>
      <input
        ref={inputRef}
        className="gap-input"
        style={{ '--letters': missing } as CSSProperties}
        value={value}
        maxLength={missing}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        aria-label={t.t('practice.gap.label', { prefix, count: missing, n: (index ?? 0) + 1 })}
        data-testid="gap"
        onChange={(e) => {
          const next = e.target.value.replace(/\s/g, '').slice(0, missing);
          onChange(next);
          if (next.length === missing) onFull?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Backspace' && value === '') { e.preventDefault(); onBackEmpty?.(); }
        }}
      />
    </span>
  );
}
