/**
 * The one shape of a workerd test run (vitest + @cloudflare/vitest-plugin): wrangler.toml's bindings, the D1
 * migrations applied by the setup file, and development switched on as `npm start` does (the configuration file
 * itself is production-safe, ADR 010; tests that need a deployed configuration pass their own bindings to the
 * worker module). vitest.config.ts (embedded backend) and vitest.upstream.config.ts (API_ORIGIN) differ only in
 * the files they run and the bindings they add.
 */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
// The worker's module aliases (wrangler.toml), so the tests bundle the React server build the worker ships.
import { wranglerAliases } from '../scripts/wrangler-aliases.mjs';

export const DEV_BINDINGS = {
  // A Google client id so the sign-in paths run; tests verify tokens against a locally generated key set.
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
  ENVIRONMENT: 'development',
  DEV_TOOLS: 'on',
  ALLOWED_ORIGINS: 'https://detprep.com,https://www.detprep.com,http://localhost:8787,http://127.0.0.1:8787',
  COOKIE_DOMAIN: '',
  // Two webhook secrets, as during a rotation; no STRIPE_SECRET_KEY, so payments use the test checkout.
  STRIPE_WEBHOOK_SECRET: 'whsec_test_current, whsec_test_previous',
} as const;

export function workerdTestConfig(run: { include: string[]; setupFiles: string[]; bindings?: Record<string, string> }) {
  return defineConfig(async () => {
    const migrations = await readD1Migrations('./migrations');
    return {
      plugins: [
        cloudflareTest({
          wrangler: { configPath: './wrangler.toml' },
          miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...DEV_BINDINGS, ...run.bindings } },
        }),
      ],
      resolve: { alias: wranglerAliases() },
      test: {
        include: run.include,
        setupFiles: run.setupFiles,
        // The blog import's sanitizer (CommonJS with Node-only requires) is pre-bundled so workerd can load it.
        deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
      },
    };
  });
}
