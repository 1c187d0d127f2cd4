/**
 * The bindings every workerd test run adds to wrangler.toml's production-safe values (ADR 010): development
 * switched on, as `npm start` does. Shared by vitest.config.ts and vitest.upstream.config.ts.
 */
export const DEV_BINDINGS = {
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
  ENVIRONMENT: 'development',
  DEV_TOOLS: 'on',
  ALLOWED_ORIGINS: 'https://detprep.com,https://www.detprep.com,http://localhost:8787,http://127.0.0.1:8787',
  COOKIE_DOMAIN: '',
} as const;
