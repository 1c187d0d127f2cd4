import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';

// Browser tests drive Debian's Chromium against `wrangler dev` on its own port and its own local D1 state.
// E2E_PORT moves both servers (several checkouts can run their browser tests side by side).
const PORT = Number(process.env.E2E_PORT ?? 8799);
// A second server with the optional integrations switched on (One Tap, chat widget, pixel), for the tests
// tagged @configured. Their third-party scripts are answered by page.route stubs, never the network.
export const CONFIGURED_PORT = PORT - 2;
// A third, in upstream mode against a loopback stub whose page-data calls take 1.5 s (tests tagged @slow-upstream;
// scripts/e2e-slow-upstream.mjs, which also explains why the browser gets uncompressed HTML there).
export const SLOW_UPSTREAM_PORT = PORT - 4;
// A fourth, for the two-build test (@two-builds): a proxy in front of two builds of the same source, which the test
// switches from A to B (scripts/e2e-two-builds.mjs). It uses PORT-7 for the proxy and PORT-1, PORT-3 for the builds.
export const TWO_BUILDS_PORT = PORT - 7;
export const CONFIGURED_VARS = {
  GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
  CHAT_WIDGET_URL: '/__stub/chat.js',
  FB_PIXEL_ID: '100200300400500',
};

const server = (port: number, state: string, vars: Record<string, string> = {}) => ({
  command: [`node scripts/dev-server.mjs --port ${port} --state ${state} --fresh`,
    ...Object.entries(vars).map(([k, v]) => `--var ${k}:${v}`)].join(' '),
  url: `http://127.0.0.1:${port}/robots.txt`,
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The /app service worker (ADR 061) would answer requests before page.route sees them and keep pages across
    // runs: blocked here, allowed only by the offline spec (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', grepInvert: /@configured|@slow-upstream|@two-builds/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'configured',
      grep: /@configured/,
      testMatch: /platform\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${CONFIGURED_PORT}` },
    },
    {
      name: 'slow-upstream',
      grep: /@slow-upstream/,
      testMatch: /slow-upstream-paint\.spec\.ts/,
      // Run last, on a quiet machine: these tests time Chromium's first paint against a fixed 1.5 s server hold,
      // and with another project's tests on the second worker the paint itself slipped by up to a second (CI
      // failure of 2026-11-28). `npx playwright test --project slow-upstream --no-deps` runs them alone.
      dependencies: ['chromium', 'configured', 'two-builds'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${SLOW_UPSTREAM_PORT}` },
    },
    {
      name: 'two-builds',
      grep: /@two-builds/,
      testMatch: /offline-build-switch\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${TWO_BUILDS_PORT}` },
    },
  ],
  webServer: [
    // TUTOR_FAKE_MODEL: the tutor's deterministic fake model (development only, refused by config.ts elsewhere).
    // MOCK_SCALE shortens full mocks and the diagnostic (one item of each type): configuration, not a code path.
    server(PORT, '.wrangler/e2e', { TUTOR_FAKE_MODEL: 'on', MOCK_SCALE: '0.05' }),
    server(CONFIGURED_PORT, '.wrangler/e2e-configured', CONFIGURED_VARS),
    {
      ...server(SLOW_UPSTREAM_PORT, ''),
      command: `node scripts/e2e-slow-upstream.mjs --port ${SLOW_UPSTREAM_PORT} --backend http://127.0.0.1:${PORT}`,
    },
    {
      ...server(TWO_BUILDS_PORT, ''),
      command: `node scripts/e2e-two-builds.mjs --port ${TWO_BUILDS_PORT} --a ${PORT - 1} --b ${PORT - 3}`,
    },
  ],
});
