import { applyD1Migrations, env } from 'cloudflare:test';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare { interface Env { TEST_MIGRATIONS: import('cloudflare:test').D1Migration[] } }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Blog articles (ADR 022), as `npm start` applies them: pages, footer and sitemap read them from D1.
import { applyBlogSeed } from './blog-seed.ts';
await applyBlogSeed(env.DB);
