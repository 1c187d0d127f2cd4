/**
 * Nothing lost (ADR 047): a screen's state is kept as a draft in localStorage at every change and on the server a
 * moment later (and when the page is hidden), and comes back after a reload or a crash; timed parts and clip
 * plays are anchored on the server, so a reload neither restarts a timer nor gives a clip new plays. Screens use
 * the hooks below; without a provider (the course pages' sets) they behave like plain state.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Draft, Resume } from '../../../../shared/api/resume.ts';
import type { Anchors } from '../../../../shared/learning/attempt-anchors.ts';
import { useCountdown, type Countdown } from './useCountdown.ts';

export interface MemorySink {
  /** Names this item's local draft (an attempt id, or a mock test and position). */
  key: string;
  resume: Resume | null;
  saveDraft: (draft: Draft) => Promise<unknown>;
  anchor: (req: { part?: string; play?: string }) => Promise<{ anchors: Anchors; serverNow: string }>;
  /** False where the runner already anchors the item's time itself (the mock): parts are then not re-timed. */
  timers: boolean;
}

const SERVER_DELAY_MS = 1500;
const PREFIX = 'detprep:draft:';

function readLocal(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export class Memory {
  draft: Draft;
  plays: Record<string, number>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cleared = false;
  private held = false;

  constructor(readonly sink: MemorySink) {
    // The local copy is written at every change, so it is never older than the server's.
    this.draft = readLocal(sink.key) ?? sink.resume?.draft ?? {};
    this.plays = { ...(sink.resume?.anchors.plays ?? {}) };
  }

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.draft, name);
  }

  set(name: string, value: unknown): void {
    if (this.cleared) return;
    this.draft = { ...this.draft, [name]: value };
    try { localStorage.setItem(PREFIX + this.sink.key, JSON.stringify(this.draft)); } catch { /* full or disabled: the server copy remains */ }
    if (this.timer) clearTimeout(this.timer);
    this.timer = this.held ? null : setTimeout(() => this.flush(), SERVER_DELAY_MS);
  }

  /**
   * The answer is on its way: no server save may follow it (the server refuses a draft for a handed-in item, and
   * a late one would race the answer). The local copy stays until clear(), so a failed send loses nothing;
   * release() lets saves resume when the learner is back at the item.
   */
  hold(): void {
    this.held = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  release(): void {
    this.held = false;
  }

  flush(): void {
    if (!this.timer || this.cleared || this.held) return;
    clearTimeout(this.timer);
    this.timer = null;
    void this.sink.saveDraft(this.draft).catch(() => undefined);
  }

  /** The answer is in: the draft has done its job. */
  clear(): void {
    this.cleared = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    try { localStorage.removeItem(PREFIX + this.sink.key); } catch { /* nothing to remove */ }
  }
}

const MemoryContext = createContext<Memory | null>(null);

export function useMemoryOf(sink: MemorySink | null): Memory | null {
  // One memory per item: a new key (the next item) starts a new draft.
  const memory = useMemo(() => (sink ? new Memory(sink) : null), [sink?.key]);
  useEffect(() => {
    if (!memory) return;
    const hidden = () => { if (document.visibilityState === 'hidden') memory.flush(); };
    const leave = () => memory.flush();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leave);
    return () => { document.removeEventListener('visibilitychange', hidden); window.removeEventListener('pagehide', leave); memory.flush(); };
  }, [memory]);
  return memory;
}

export function MemoryProvider({ memory, children }: { memory: Memory | null; children: ReactNode }) {
  return <MemoryContext.Provider value={memory}>{children}</MemoryContext.Provider>;
}

export function useMemory(): Memory | null {
  return useContext(MemoryContext);
}

/**
 * useState whose value is part of the item's draft: restored after a reload (through `restore`, which can map a
 * saved value to what a reloaded screen should show), saved at every change.
 */
export function useDraftState<T>(name: string, initial: T | (() => T), restore: (saved: T) => T = (x) => x): [T, (next: T | ((prev: T) => T)) => void] {
  const memory = useMemory();
  const [value, setValue] = useState<T>(() => (memory?.has(name) ? restore(memory.draft[name] as T) : typeof initial === 'function' ? (initial as () => T)() : initial));
  const set = useCallback((next: T | ((prev: T) => T)) => {
    setValue((prev) => {
      const resolved = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
      memory?.set(name, resolved);
      return resolved;
    });
  }, [memory, name]);
  return [value, set];
}

/**
 * A countdown for a named part whose start is anchored on the server: the first start wins, so after a reload
 * the part continues with the time it had left (an expired part hands in at once).
 */
export function useAnchoredCountdown(part: string, seconds: number, onExpire: () => void, running = true): Countdown {
  const countdown = useCountdown(seconds, onExpire, running);
  const memory = useMemory();
  const { restart } = countdown;
  useEffect(() => {
    if (!running || !memory?.sink.timers) return;
    let live = true;
    memory.sink.anchor({ part }).then((r) => {
      const started = r.anchors.parts[part];
      if (!live || started === undefined) return;
      const elapsed = (Date.parse(r.serverNow) - started) / 1000;
      if (elapsed > 1) restart(Math.max(0, seconds - elapsed));
    }).catch(() => undefined);
    return () => { live = false; };
    // Anchored once per part and run; `seconds` is that part's time.
  }, [running, part, memory]);
  return countdown;
}
