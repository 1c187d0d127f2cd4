/**
 * One tutor answer, streamed (ADR 031): the learner's message is stored before the model is called, the prompt is
 * assembled on the server, deltas are relayed as they arrive, and the answer is stored with what was produced
 * when it completes, is stopped, fails or times out.
 */
import type { ChatMessage, Turn } from '../../../shared/learning/tutor/prompt.ts';
import { TUTOR_FIRST_TOKEN_TIMEOUT_MS, TUTOR_TOTAL_TIMEOUT_MS } from '../../../shared/learning/tutor/models.ts';
import type { ChatProvider } from '../correction/provider.ts';

export type Outcome =
  | { kind: 'done'; text: string }
  | { kind: 'stopped'; text: string }
  | { kind: 'error'; code: 'timeout' | 'provider_error'; text: string };

let timeouts = { firstTokenMs: TUTOR_FIRST_TOKEN_TIMEOUT_MS, totalMs: TUTOR_TOTAL_TIMEOUT_MS };
/** For tests: shorter timeouts. */
export function useTutorTimeoutsForTesting(t: Partial<typeof timeouts> | null) {
  timeouts = { firstTokenMs: TUTOR_FIRST_TOKEN_TIMEOUT_MS, totalMs: TUTOR_TOTAL_TIMEOUT_MS, ...t };
}

export function turnsFrom(rows: readonly { role: 'user' | 'assistant'; content: string }[]): Turn[] {
  return rows.filter((r) => r.content.trim()).map((r) => ({ role: r.role, content: r.content }));
}

/**
 * Runs the provider until it ends, the learner stops (stop signal) or a timeout: no first token within
 * firstTokenMs, or no end within totalMs. Each delta goes to `onDelta` as it arrives.
 */
export async function generate(provider: ChatProvider, request: { model: string; messages: ChatMessage[]; offline: string }, stop: AbortSignal,
  onDelta: (text: string) => Promise<void>): Promise<Outcome> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  stop.addEventListener('abort', abort, { once: true });
  let text = '';
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = Date.now();
  let markFirst: () => void = () => undefined;
  const firstToken = new Promise<void>((resolve) => { markFirst = resolve; });
  const timeout = new Promise<'timeout'>((resolve) => {
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => { timedOut = true; resolve('timeout'); }, Math.max(0, ms));
    };
    arm(timeouts.firstTokenMs);
    // After the first token only the total limit applies.
    void firstToken.then(() => arm(timeouts.totalMs - (Date.now() - started)));
  });
  const stopped = new Promise<'stopped'>((resolve) => {
    if (stop.aborted) resolve('stopped');
    stop.addEventListener('abort', () => resolve('stopped'), { once: true });
  });
  const iterator = provider.chat({ ...request, signal: controller.signal })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const pending = iterator.next();
      // When a timeout or Stop wins the race, the provider's late failure must not surface as unhandled.
      pending.catch(() => undefined);
      const next = await Promise.race([pending, timeout, stopped]);
      if (next === 'timeout') return { kind: 'error', code: 'timeout', text };
      if (next === 'stopped') return { kind: 'stopped', text };
      if (next.done) break;
      if (!next.value) continue;
      text += next.value;
      markFirst();
      await onDelta(next.value);
      if (timedOut) return { kind: 'error', code: 'timeout', text };
      if (stop.aborted) return { kind: 'stopped', text };
    }
    return stop.aborted ? { kind: 'stopped', text } : { kind: 'done', text };
  } catch (err) {
    if (stop.aborted) return { kind: 'stopped', text };
    console.error(JSON.stringify({ msg: 'tutor provider error', provider: provider.name, err: String(err) }));
    return { kind: 'error', code: 'provider_error', text };
  } finally {
    clearTimeout(timer);
    stop.removeEventListener('abort', abort);
    controller.abort();
    void iterator.return?.(undefined)?.catch(() => undefined);
  }
}
