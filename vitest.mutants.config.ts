// Pure-module tests for the mutation check (scripts/mutants.mjs): plain Node, no workerd, so one run takes seconds.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['src/shared/**/*.test.ts', 'src/worker/util/*.test.ts'], environment: 'node', pool: 'threads', poolOptions: { threads: { singleThread: true } } },
});
