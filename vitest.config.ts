import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { DEV_BINDINGS } from './tests/dev-bindings.ts';

// Worker tests run inside workerd with the bindings of wrangler.toml (local D1, assets from dist/public).
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        // A Google client id so the sign-in paths run; tests verify tokens against a locally generated key set.
        // Development is switched on here (the configuration file is production-safe, ADR 010); tests that need
        // a deployed configuration pass their own bindings to the worker. Two webhook secrets, as during a
        // rotation; no STRIPE_SECRET_KEY, so payments use the test checkout.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...DEV_BINDINGS, STRIPE_WEBHOOK_SECRET: 'whsec_test_current, whsec_test_previous' } },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts', 'tests/worker/**/*.test.tsx', 'src/**/*.test.ts'],
      setupFiles: ['./tests/worker/setup.ts'],
      // The blog import's sanitizer (CommonJS with Node-only requires) is pre-bundled so workerd can load it.
      deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    },
  };
});
