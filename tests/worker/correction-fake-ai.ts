/** A stand-in for the Workers AI binding: answers each model with a canned value (or throws) and records calls. */
import type { AiRunner } from '../../src/worker/learning/correction/workers-ai-provider.ts';

export function fakeAi(answers: Record<string, unknown | (() => unknown)>): AiRunner & { calls: { model: string; input: Record<string, unknown> }[] } {
  const calls: { model: string; input: Record<string, unknown> }[] = [];
  return {
    calls,
    async run(model, input) {
      calls.push({ model, input });
      const a = answers[model];
      if (a === undefined) throw new Error(`no fake answer for ${model}`);
      return typeof a === 'function' ? (a as () => unknown)() : a;
    },
  };
}
