/**
 * A passage in which the learner highlights the words that answer a question: by selecting text with the
 * pointer, or from the keyboard (arrows move through the words, Shift + arrows extend the highlight). The
 * highlight is a range of whole words, so both ways give the same answer.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../../shared/components/i18n.tsx';

interface Token { text: string; word: number | null; para: number }

function tokenize(paragraphs: readonly string[]): { tokens: Token[]; words: number } {
  const tokens: Token[] = [];
  let words = 0;
  paragraphs.forEach((p, para) => {
    for (const part of p.split(/(\s+)/)) if (part) tokens.push({ text: part, word: /\S/.test(part) ? words++ : null, para });
  });
  return { tokens, words };
}

export function highlightedText(paragraphs: readonly string[], from: number, to: number): string {
  const { tokens } = tokenize(paragraphs);
  const [a, b] = from <= to ? [from, to] : [to, from];
  const first = tokens.findIndex((tk) => tk.word === a);
  const last = tokens.findIndex((tk) => tk.word === b);
  return tokens.slice(first, last + 1).map((tk, i, all) => (i > 0 && tk.para !== all[i - 1]!.para ? ` ${tk.text}` : tk.text)).join('').replace(/\s+/g, ' ').trim();
}

export interface Highlight { from: number; to: number }

export function HighlightPassage({ paragraphs, value, onChange, labelledBy, disabled }: {
  paragraphs: readonly string[]; value: Highlight | null; onChange: (h: Highlight | null) => void; labelledBy: string; disabled?: boolean;
}) {
  const t = useT();
  const { tokens, words } = useMemo(() => tokenize(paragraphs), [paragraphs]);
  const [cursor, setCursor] = useState(0);
  const hintId = useId();
  const [lo, hi] = value ? [Math.min(value.from, value.to), Math.max(value.from, value.to)] : [-1, -2];

  function fromSelection() {
    const sel = window.getSelection();
    if (disabled || !sel || sel.isCollapsed || !sel.anchorNode || !sel.focusNode) return;
    const index = (n: Node) => {
      const el = (n.nodeType === Node.TEXT_NODE ? n.parentElement : (n as Element))?.closest<HTMLElement>('[data-w]');
      return el ? Number(el.dataset.w) : null;
    };
    const a = index(sel.anchorNode);
    const b = index(sel.focusNode);
    if (a === null || b === null) return;
    onChange({ from: a, to: b });
    setCursor(b);
    sel.removeAllRanges();
  }

  // Keys can arrive faster than renders: the latest cursor and highlight are kept here, not read from props.
  const latest = useRef({ cursor, value });
  latest.current = { cursor, value };

  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    if (disabled) return;
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    const cur = latest.current;
    if (step) {
      e.preventDefault();
      // The first arrow press highlights the word under the cursor; later ones move or extend.
      const next = cur.value === null ? cur.cursor : Math.max(0, Math.min(words - 1, cur.cursor + step));
      const h = e.shiftKey ? { from: cur.value?.from ?? cur.cursor, to: next } : { from: next, to: next };
      latest.current = { cursor: next, value: h };
      setCursor(next);
      onChange(h);
    } else if (e.key === 'Escape') {
      latest.current = { ...cur, value: null };
      onChange(null);
    }
  }

  let p = -1;
  const paras: Token[][] = [];
  for (const tk of tokens) { if (tk.para !== p) { paras.push([]); p = tk.para; } paras[paras.length - 1]!.push(tk); }
  return (
    <div className={`highlight-passage${disabled ? ' is-disabled' : ''}`} lang="en" tabIndex={disabled ? -1 : 0} role="group"
      aria-labelledby={labelledBy} aria-describedby={hintId}
      onMouseUp={fromSelection} onTouchEnd={fromSelection} onKeyDown={onKey} data-testid="highlight-passage">
      <span id={hintId} className="visually-hidden">{t.t('practice.ir.highlightKeys')}</span>
      {paras.map((para, i) => (
        <p key={i}>
          {para.map((tk, j) => tk.word === null ? <span key={j}>{tk.text}</span> : (
            <span key={j} data-w={tk.word}
              className={`${tk.word >= lo && tk.word <= hi ? 'is-highlighted' : ''}${tk.word === cursor ? ' is-cursor' : ''}`}>{tk.text}</span>
          ))}
        </p>
      ))}
    </div>
  );
}
