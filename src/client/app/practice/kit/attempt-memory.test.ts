import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Memory, type MemorySink } from './attempt-memory.tsx';

function sinkRecording(saved: unknown[]): MemorySink {
  return {
    key: 'mock:t1:3', resume: null, timers: false,
    saveDraft: async (draft) => { saved.push(draft); },
    anchor: async () => ({ anchors: { parts: {}, plays: {} }, serverNow: new Date(0).toISOString() }),
  };
}

describe('a draft reaches the server', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('1.5 s after the last change, once, with the latest text', () => {
    const saved: unknown[] = [];
    const memory = new Memory(sinkRecording(saved));
    memory.set('text', 'I');
    vi.advanceTimersByTime(1000);
    memory.set('text', 'I like');
    vi.advanceTimersByTime(1499);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ text: 'I like' }]);
  });

  it('never after the answer has been handed in: a pending save is dropped, later changes stay local', () => {
    const saved: unknown[] = [];
    const memory = new Memory(sinkRecording(saved));
    memory.set('text', 'almost done');
    memory.hold();
    memory.set('text', 'done');
    memory.flush();
    vi.advanceTimersByTime(10_000);
    expect(saved).toEqual([]);
    expect(memory.draft).toEqual({ text: 'done' });
  });

  it('again once a failed send gives the item back', () => {
    const saved: unknown[] = [];
    const memory = new Memory(sinkRecording(saved));
    memory.hold();
    memory.release();
    memory.set('text', 'second try');
    vi.advanceTimersByTime(1500);
    expect(saved).toEqual([{ text: 'second try' }]);
  });

  it('not after clear()', () => {
    const saved: unknown[] = [];
    const memory = new Memory(sinkRecording(saved));
    memory.set('text', 'x');
    memory.clear();
    vi.advanceTimersByTime(5000);
    memory.flush();
    expect(saved).toEqual([]);
  });
});
