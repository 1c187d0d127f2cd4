/**
 * A labelled text field for server-rendered forms and client UI alike (SPEC §5): error text tied to the field
 * (aria-describedby, aria-invalid), an optional character limit with a visible counter, optional word-limit
 * counting for writing answers ("N / limit words", flagged when over) and a show/hide toggle for passwords.
 * Works controlled (value + onChange) or uncontrolled (defaultValue); the counters follow either.
 */
import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { useT } from './i18n.tsx';
import { Icon } from './Icon.tsx';
import { Tooltip } from './Tooltip.tsx';
import { graphemeLength, truncateGraphemes } from '../text.ts';

export interface TextInputProps {
  label: string;
  name?: string;
  id?: string;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Shown under the field and announced with it; makes the field invalid. */
  error?: string | null;
  hint?: string;
  /** Hard limit in characters as a person counts them (an emoji is one), with a "N / max" counter. */
  maxLength?: number;
  /** Soft limit in words, with a "N / limit words" counter that is flagged when exceeded. */
  wordLimit?: number;
  /** A textarea, for answers longer than a line. */
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel' | 'url' | 'search';
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  className?: string;
}

/** Words as a test-taker counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

export function TextInput(props: TextInputProps) {
  const { label, type = 'text', error, hint, maxLength, wordLimit, multiline, inputRef, onChange } = props;
  const t = useT();
  const autoId = useId();
  const id = props.id ?? `field${autoId}`;
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const [revealed, setRevealed] = useState(false);
  const value = props.value ?? own;
  const isPassword = type === 'password' && !multiline;

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const chars = maxLength !== undefined ? graphemeLength(value) : 0;
  const words = wordLimit ? countWords(value) : 0;
  const over = wordLimit ? Math.max(0, words - wordLimit) : 0;
  const hasCounter = maxLength !== undefined || wordLimit !== undefined;
  const describedBy = [hint && hintId, error && errorId, hasCounter && countId].filter(Boolean).join(' ') || undefined;

  // The native maxlength counts UTF-16 units (an emoji is 2 to 11), so the limit is kept here instead.
  const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (maxLength !== undefined && graphemeLength(e.target.value) > maxLength) e.target.value = truncateGraphemes(e.target.value, maxLength);
    if (props.value === undefined) setOwn(e.target.value);
    onChange?.(e.target.value, e);
  };
  const common = {
    id,
    name: props.name,
    value: props.value,
    defaultValue: props.value === undefined ? props.defaultValue : undefined,
    onChange: change,
    required: props.required,
    disabled: props.disabled,
    autoComplete: props.autoComplete,
    placeholder: props.placeholder,
    inputMode: props.inputMode,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field-control',
    // One ref type for both elements: the caller's ref receives whichever is rendered.
    ref: inputRef as Ref<HTMLInputElement & HTMLTextAreaElement> | undefined,
  };

  return (
    <div className={`field${error ? ' has-error' : ''}${over ? ' is-over' : ''}${props.className ? ` ${props.className}` : ''}`}>
      <label className="field-label" htmlFor={id}>{label}</label>
      {hint && <p className="field-hint" id={hintId}>{hint}</p>}
      <div className="field-box">
        {multiline
          ? <textarea rows={props.rows ?? 5} {...common} />
          : <input type={isPassword && revealed ? 'text' : type} {...common} />}
        {isPassword && (
          <Tooltip label={t.t(revealed ? 'input.hidePassword' : 'input.showPassword')}>
            <button type="button" className="field-reveal" aria-controls={id} disabled={props.disabled}
              aria-label={t.t(revealed ? 'input.hidePassword' : 'input.showPassword')}
              onClick={() => setRevealed((r) => !r)}>
              <Icon name={revealed ? 'eyeOff' : 'eye'} size={20} />
            </button>
          </Tooltip>
        )}
      </div>
      {/* Always present, so an error that appears later is announced. */}
      <p className="field-error" id={errorId} aria-live="polite">{error || null}</p>
      {hasCounter && (
        <p className="field-count" id={countId} data-testid="field-count">
          {maxLength !== undefined && (
            <span className="field-chars">
              <span aria-hidden="true">{t.t('input.characters', { count: chars, max: maxLength })}</span>
              <span className="visually-hidden">{t.t('input.charactersLabel', { count: chars, max: maxLength })}</span>
            </span>
          )}
          {wordLimit !== undefined && (
            <span className={`field-words${over ? ' is-over' : ''}`} data-over={over > 0 ? 'true' : undefined}>
              {t.t('input.words', { count: words, limit: wordLimit })}
            </span>
          )}
          {over > 0 && <span className="field-over">{t.t('input.overLimit', { over })}</span>}
        </p>
      )}
    </div>
  );
}
