/**
 * Toasts (SPEC §4, §9): success, info, warning and error messages stacked at the top right. Each closes after
 * its duration (TOAST_DURATION by default; 0 keeps it), with Escape (the newest) or its close button, and its
 * timer pauses while the pointer or keyboard focus is on it. Repeating a visible message does not stack a copy:
 * the existing toast shows a counter (BADGE_MAX, then "99+") and its timer starts again.
 *
 *   toast.error(message)            toast({ message, type: 'warning', duration: 0 })
 *
 * Client-only: the stack is its own React root, created on first use.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BADGE_MAX, TOAST_DURATION, TOAST_OFFSET_PX } from '../../shared/constants.ts';
import { I18nProvider, useT } from '../../shared/components/i18n.tsx';
import { Icon } from '../../shared/components/Icon.tsx';
import { boot } from '../boot.ts';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  message: string;
  /** Default 'info'. */
  type?: ToastType;
  /** Milliseconds until it closes by itself; 0 keeps it until closed. Default TOAST_DURATION. */
  duration?: number;
  /** Fold an identical visible message into this one with a counter (default true). */
  grouping?: boolean;
}

export interface ToastHandle { close(): void }

interface Item {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
  count: number;
  /** Bumped by a repeat, which restarts the timer. */
  round: number;
}

let items: Item[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => { listeners.delete(fn); };
};
const snapshot = () => items;

function update(next: Item[]) {
  items = next;
  for (const fn of listeners) fn();
}

function close(id: number) {
  if (items.some((i) => i.id === id)) update(items.filter((i) => i.id !== id));
}

let mounted = false;
function mount() {
  if (mounted) return;
  mounted = true;
  const el = document.createElement('div');
  el.id = 'toast-root';
  document.body.appendChild(el);
  createRoot(el).render(<I18nProvider value={boot().t}><Toaster /></I18nProvider>);
}

function show(options: ToastOptions): ToastHandle {
  mount();
  const type = options.type ?? 'info';
  const duration = Math.max(0, options.duration ?? TOAST_DURATION);
  const same = options.grouping === false ? undefined : items.find((i) => i.message === options.message && i.type === type);
  if (same) {
    update(items.map((i) => (i === same ? { ...i, count: i.count + 1, round: i.round + 1, duration } : i)));
    return { close: () => close(same.id) };
  }
  const item: Item = { id: nextId++, message: options.message, type, duration, count: 1, round: 0 };
  update([...items, item]);
  return { close: () => close(item.id) };
}

type ToastFn = ((options: ToastOptions | string) => ToastHandle) & {
  [T in ToastType]: (message: string, options?: Omit<ToastOptions, 'message' | 'type'>) => ToastHandle;
} & { closeAll(): void };

export const toast: ToastFn = Object.assign(
  (options: ToastOptions | string) => show(typeof options === 'string' ? { message: options } : options),
  {
    success: (message: string, o?: Omit<ToastOptions, 'message' | 'type'>) => show({ ...o, message, type: 'success' }),
    info: (message: string, o?: Omit<ToastOptions, 'message' | 'type'>) => show({ ...o, message, type: 'info' }),
    warning: (message: string, o?: Omit<ToastOptions, 'message' | 'type'>) => show({ ...o, message, type: 'warning' }),
    error: (message: string, o?: Omit<ToastOptions, 'message' | 'type'>) => show({ ...o, message, type: 'error' }),
    closeAll: () => update([]),
  },
);

function Toaster() {
  const t = useT();
  const list = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A dialog or menu that used this Escape marks it handled; otherwise it closes the newest toast.
      if (e.key !== 'Escape' || e.defaultPrevented || items.length === 0) return;
      close(items[items.length - 1]!.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section className="toast-stack" aria-label={t.t('toast.region')} hidden={list.length === 0}
      style={{ top: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX }}>
      {list.map((item) => <ToastView key={item.id} item={item} />)}
    </section>
  );
}

function ToastView({ item }: { item: Item }) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(item.duration);

  // A repeat (new round) gives the toast its full time again.
  useEffect(() => { remaining.current = item.duration; }, [item.round, item.duration]);

  useEffect(() => {
    if (item.duration === 0 || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => close(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, item.id, item.round, item.duration]);

  const error = item.type === 'error';
  const badge = item.count > BADGE_MAX ? t.t('toast.badgeMax', { max: BADGE_MAX }) : t.number(item.count);
  return (
    <div className={`toast toast-${item.type}`} data-testid="toast" data-type={item.type}
      onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      {/* Only the message is live: the close button is not read out with every toast. */}
      <div className="toast-body" role={error ? 'alert' : 'status'} aria-live={error ? 'assertive' : 'polite'} aria-atomic="true">
        <span className="visually-hidden">{t.t(`toast.types.${item.type}`)}: </span>
        <p className="toast-message">{item.message}</p>
        {item.count > 1 && (
          <>
            <span className="toast-badge" aria-hidden="true" data-testid="toast-badge">{badge}</span>
            <span className="visually-hidden">{t.t('toast.repeated', { count: item.count })}</span>
          </>
        )}
      </div>
      <button type="button" className="toast-close" aria-label={t.t('toast.close')} onClick={() => close(item.id)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
