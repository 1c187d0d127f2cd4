import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker tests run inside workerd with the bindings of wrangler.toml (local D1, assets from dist/public).
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        // A Google client id so the sign-in paths run; tests verify tokens against a locally generated key set.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' } },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts', 'tests/worker/**/*.test.tsx', 'src/**/*.test.ts'],
      setupFiles: ['./tests/worker/setup.ts'],
    },
  };
});
