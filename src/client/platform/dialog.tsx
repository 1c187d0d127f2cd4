/**
 * Message, confirm and prompt dialogs (SPEC §5) with a promise API:
 *
 *   await alert({ title, message })                 → void
 *   await confirm({ title, message })               → true (confirmed) | false (cancelled, Escape)
 *   await prompt({ title, pattern, validator, … })  → the value | null (cancelled)
 *
 * Modal: the rest of the page is inert, Tab stays inside, focus goes back to the element that had it. Page
 * scrolling is locked while open and released DIALOG_SCROLL_LOCK_RELEASE after closing, so a dialog opened
 * right after another does not make the page jump. A prompt that fails its pattern or validator stays open and
 * shows the given error (or the localized default). Dialogs asked for while one is open wait their turn.
 * Client-only: its own React root, created on first use.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { DIALOG_SCROLL_LOCK_RELEASE } from '../../shared/constants.ts';
import { I18nProvider, useT } from '../../shared/components/i18n.tsx';
import { Icon } from '../../shared/components/Icon.tsx';
import { TextInput } from '../../shared/components/TextInput.tsx';
import { boot } from '../boot.ts';

export interface DialogOptions {
  title?: string;
  message?: string;
  /** Label of the confirming button (default OK / Confirm). */
  confirmText?: string;
  /** Label of the cancelling button (default Cancel). */
  cancelText?: string;
}

export interface PromptOptions extends DialogOptions {
  label?: string;
  defaultValue?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  /** The value must match (RegExp.test, not anchored unless the pattern is). */
  pattern?: RegExp | string;
  /** true = valid; false = invalid with `error`; a string = invalid with that message. May be async. */
  validator?: (value: string) => boolean | string | Promise<boolean | string>;
  /** Shown when the pattern or validator rejects the value; default: the localized generic message. */
  error?: string;
  maxLength?: number;
  wordLimit?: number;
  multiline?: boolean;
}

type Request = { id: number } & (
  | { kind: 'alert'; options: DialogOptions; resolve: (v: undefined) => void }
  | { kind: 'confirm'; options: DialogOptions; resolve: (v: boolean) => void }
  | { kind: 'prompt'; options: PromptOptions; resolve: (v: string | null) => void });

let nextId = 1;
let queue: Request[] = [];
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => { listeners.delete(fn); };
};
const current = () => queue[0] ?? null;
function setQueue(next: Request[]) {
  queue = next;
  for (const fn of listeners) fn();
}

let root: HTMLElement | null = null;
function mount() {
  if (root) return;
  root = document.createElement('div');
  root.id = 'dialog-root';
  document.body.appendChild(root);
  createRoot(root).render(<I18nProvider value={boot().t}><DialogHost /></I18nProvider>);
}

function open(kind: Request['kind'], options: PromptOptions): Promise<unknown> {
  mount();
  return new Promise((resolve) => {
    setQueue([...queue, { id: nextId++, kind, options, resolve } as Request]);
  });
}

const asOptions = (o: DialogOptions | string): DialogOptions => (typeof o === 'string' ? { message: o } : o);

export function alert(options: DialogOptions | string): Promise<void> {
  return open('alert', asOptions(options)) as Promise<void>;
}
export function confirm(options: DialogOptions | string): Promise<boolean> {
  return open('confirm', asOptions(options)) as Promise<boolean>;
}
export function prompt(options: PromptOptions = {}): Promise<string | null> {
  return open('prompt', options) as Promise<string | null>;
}

/* Modal mechanics, outside React: they concern the whole document. */
const inerted: Element[] = [];
let unlockTimer: ReturnType<typeof setTimeout> | undefined;

function lockPage() {
  clearTimeout(unlockTimer);
  const html = document.documentElement;
  if (!html.classList.contains('dialog-open')) {
    // Keep the layout from shifting when the scrollbar disappears.
    html.style.setProperty('--scrollbar-gap', `${window.innerWidth - html.clientWidth}px`);
    html.classList.add('dialog-open');
  }
  for (const el of document.body.children) {
    if (el !== root && !el.hasAttribute('inert')) {
      el.setAttribute('inert', '');
      inerted.push(el);
    }
  }
}

function unlockPage() {
  for (const el of inerted.splice(0)) el.removeAttribute('inert');
  clearTimeout(unlockTimer);
  unlockTimer = setTimeout(() => {
    if (queue.length > 0) return;
    document.documentElement.classList.remove('dialog-open');
    document.documentElement.style.removeProperty('--scrollbar-gap');
  }, DIALOG_SCROLL_LOCK_RELEASE);
}

function focusable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')]
    .filter((el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0);
}

function DialogHost() {
  const req = useSyncExternalStore(subscribe, current, current);
  if (!req) return null;
  // A key per request: each dialog starts with fresh state and its own opener.
  return <DialogView key={req.id} req={req} />;
}

function DialogView({ req }: { req: Request }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const messageId = useId();
  const options = req.options as PromptOptions;
  const [value, setValue] = useState(options.defaultValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    opener.current = document.activeElement;
    lockPage();
    (req.kind === 'prompt' ? input.current : primary.current)?.focus();
  }, [req]);

  const finish = (result: boolean | string | null | undefined) => {
    if (done.current) return;
    done.current = true;
    unlockPage();
    const back = opener.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    setQueue(queue.slice(1));
    (req.resolve as (v: typeof result) => void)(result);
  };

  const cancel = () => finish(req.kind === 'confirm' ? false : req.kind === 'prompt' ? null : undefined);

  const check = async (v: string): Promise<string | null> => {
    const fallback = options.error ?? t.t('dialog.invalid');
    if (options.pattern !== undefined) {
      const re = typeof options.pattern === 'string' ? new RegExp(options.pattern) : new RegExp(options.pattern.source, options.pattern.flags.replace('g', ''));
      if (!re.test(v)) return fallback;
    }
    if (options.validator) {
      const verdict = await options.validator(v);
      if (verdict === false) return fallback;
      if (typeof verdict === 'string') return verdict;
    }
    return null;
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (req.kind !== 'prompt') return finish(req.kind === 'confirm' ? true : undefined);
    if (checking) return;
    setChecking(true);
    const problem = await check(value);
    setChecking(false);
    if (problem === null) return finish(value);
    setError(problem);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = focusable(panel.current);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !panel.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !panel.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  const title = options.title ?? t.t(`dialog.titles.${req.kind}`);
  const confirmText = options.confirmText ?? t.t(req.kind === 'confirm' ? 'dialog.confirm' : 'dialog.ok');
  const body = (
    <>
      <div className="dialog-head">
        <h2 className="dialog-title" id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label={t.t('dialog.close')} onClick={cancel}>
          <Icon name="close" size={20} />
        </button>
      </div>
      {options.message && <p className="dialog-message" id={messageId}>{options.message}</p>}
      {req.kind === 'prompt' && (
        <TextInput label={options.label ?? t.t('dialog.inputLabel')} value={value}
          onChange={(v) => {
            setValue(v);
            // Once an error is showing, it goes away as soon as the value is fixed.
            if (error !== null) void check(v).then(setError);
          }}
          error={error} type={options.type} placeholder={options.placeholder} maxLength={options.maxLength}
          wordLimit={options.wordLimit} multiline={options.multiline} inputRef={input} />
      )}
      <div className="dialog-actions">
        {req.kind !== 'alert' && (
          <button type="button" className="btn btn-ghost" onClick={cancel}>{options.cancelText ?? t.t('dialog.cancel')}</button>
        )}
        <button type={req.kind === 'prompt' ? 'submit' : 'button'} className="btn btn-primary" ref={primary}
          aria-busy={checking || undefined} onClick={req.kind === 'prompt' ? undefined : () => void submit()}>
          {confirmText}
        </button>
      </div>
    </>
  );

  return (
    <div className="dialog-backdrop">
      <div ref={panel} className={`dialog dialog-${req.kind}`} role={req.kind === 'prompt' ? 'dialog' : 'alertdialog'}
        aria-modal="true" aria-labelledby={titleId} aria-describedby={options.message ? messageId : undefined}
        onKeyDown={onKeyDown} data-testid="dialog">
        {req.kind === 'prompt'
          ? <form className="dialog-form" noValidate onSubmit={(e) => void submit(e)}>{body}</form>
          : body}
      </div>
    </div>
  );
}
