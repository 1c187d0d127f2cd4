import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { DEV_BINDINGS } from './tests/dev-bindings.ts';

/**
 * Upstream mode (API_ORIGIN set) in workerd. The worker under test forwards /weapp/api, looks viewers up and
 * exchanges Google credentials through `https://upstream.test`; tests/upstream/stub-upstream.ts answers that
 * origin with the embedded backend itself (a second instance of the app with API_ORIGIN unset, on the same D1),
 * so the mode is proven against a real backend. Runs the /weapp/api contract suites again plus the upstream page
 * suite. Development bindings are shared with vitest.config.ts (tests/dev-bindings.ts).
 */
const UPSTREAM_TEST_ORIGIN = 'https://upstream.test';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ...DEV_BINDINGS,
            API_ORIGIN: UPSTREAM_TEST_ORIGIN,
          },
        },
      }),
    ],
    test: {
      include: ['tests/worker/api-accounts.test.ts', 'tests/worker/api-google.test.ts', 'tests/upstream/**/*.test.ts'],
      setupFiles: ['./tests/worker/setup.ts', './tests/upstream/stub-upstream.ts'],
    },
  };
});
