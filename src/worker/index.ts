/**
 * The worker: composition only. Order matters — request id and security headers wrap everything (errors
 * included), the configuration guard refuses to serve an unsafe deploy, edge routing runs before any rendering,
 * then the API, the SEO files, the app shell and pages. The scheduled handler runs the hourly clean-up and sweeps.
 */
import { sweepEndedTests } from './mock/deadline-sweep.ts';
import { sendGoalReminders } from './goal/reminders.ts';
import { handleMockReportBatch, isMockReportQueue, type MockReportMessage } from './mock/report-jobs.ts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './env.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { configGuard } from './middleware/config-guard.ts';
import { checkConfig } from './config.ts';
import type { Bindings } from './env.ts';
import { cleanUp } from './maintenance/cleanup.ts';
import { expireRecordings } from './learning/correction/recordings-repo.ts';
import { calibrateBank } from './learning/calibration-job.ts';
import { retryFormMails } from './contact/mail-retry.ts';
import { edgeRouting } from './middleware/edge-routing.ts';
import { apiRoutes } from './api/index.ts';
import { robotsTxt, sitemapXml } from './seo/sitemap.ts';
import { handleAppShell } from './routes/app-shell.tsx';
import { handleAppManifest, handleAppServiceWorker } from './routes/app-offline.ts';
import { isLocale } from '../shared/locales.ts';
import { handlePage } from './routes/pages.tsx';
import { handleOAuthPost } from './routes/oauth-return.ts';
import { handleFormPost } from './routes/form-post.ts';
import { FEED_PATH } from '../shared/blog.ts';
import { allArticlePaths } from './blog/articles-repo.ts';
import { handleFeed } from './routes/feed.ts';
import { postUnsubscribe, showUnsubscribe } from './routes/unsubscribe.ts';
import { handleCorrectionBatch, handleDeadLetters, sweepStuckJobs, type JobMessage } from './learning/correction/correction-service.ts';

const app = new Hono<AppEnv>();

app.use('*', requestContext);
app.use('*', securityHeaders);
app.use('*', configGuard);
app.use('*', edgeRouting);

app.route('/weapp/api', apiRoutes);

app.get('/robots.txt', (c) => c.text(robotsTxt(c.env.PRODUCTION_HOST, !c.get('noindex'))));
app.get('/sitemap.xml', async (c) => c.body(sitemapXml(c.env.PRODUCTION_HOST, await allArticlePaths(c.env.DB)), 200, {
  'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600',
}));
app.get(FEED_PATH, handleFeed);
app.get(`/:lc{[a-z]{2}}${FEED_PATH}`, handleFeed);
app.get('/unsubscribe', showUnsubscribe);
app.post('/unsubscribe', postUnsubscribe);
app.get('/app', handleAppShell);
app.get('/app.webmanifest', handleAppManifest);
app.get('/app-sw.js', handleAppServiceWorker);
// /{locale}/app: the app is language independent; send it to the one URL.
app.get('/:lc{[a-z]{2}}/app', (c) => c.redirect(isLocale(c.req.param('lc')) ? `/app?lang=${c.req.param('lc')}` : '/app', 301));
app.post('/oauth', handleOAuthPost);
app.post('/:lc{[a-z]{2}}/oauth', handleOAuthPost);
// In production the asset store answers every file that exists under these folders before the worker runs
// (wrangler.toml); locally the worker may run first. Either way a miss must never be cached the way the
// immutable files are: it answers 404 no-store, not the page 404 (and never the folders' year of caching).
const staticMiss = async (c: Context<AppEnv>) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.status !== 404) return new Response(asset.body, asset);
  return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
};
app.get('/assets/*', staticMiss);
app.get('/media/*', staticMiss);
app.on('HEAD', ['/assets/*', '/media/*'], staticMiss);
app.get('*', handlePage);
app.post('*', handleFormPost);
app.on('HEAD', '*', handlePage);
app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

app.onError((err, c) => {
  console.error(JSON.stringify({ msg: 'unhandled error', requestId: c.get('requestId'), path: new URL(c.req.url).pathname, err: String(err), stack: err instanceof Error ? err.stack : undefined }));
  if (new URL(c.req.url).pathname.startsWith('/weapp/api/')) return c.json({ status: 500, message: 'Internal Server Error' }, 500);
  return c.text('Something went wrong. Please try again.', 500);
});

/** Cron Trigger: the clean-up, skipped (and logged) while the configuration is unsafe. */
async function scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
  const checked = checkConfig(env);
  if (!checked.ok) {
    console.error(JSON.stringify({ msg: 'configuration invalid: clean-up skipped', problems: checked.problems }));
    return;
  }
  const deleted = await cleanUp(env.DB, controller.scheduledTime);
  console.log(JSON.stringify({ msg: 'clean-up done', cron: controller.cron, deleted }));
  const stuck = await sweepStuckJobs(env.DB, controller.scheduledTime);
  if (stuck) console.log(JSON.stringify({ msg: 'stuck corrections refunded', stuck }));
  const mails = await retryFormMails(env, controller.scheduledTime);
  if (mails.tried) console.log(JSON.stringify({ msg: 'form mails retried', ...mails }));
  const swept = await sweepEndedTests(env, controller.scheduledTime);
  if (swept.reported || swept.failed) console.log(JSON.stringify({ msg: 'ended mock tests reported', ...swept }));
  const expired = await expireRecordings(env, controller.scheduledTime);
  if (expired) console.log(JSON.stringify({ msg: 'recordings expired', expired }));
  const calibrated = await calibrateBank(env.DB, controller.scheduledTime);
  if (calibrated.harvested || calibrated.estimated) console.log(JSON.stringify({ msg: 'bank calibrated', ...calibrated }));
  const reminders = await sendGoalReminders(env, controller.scheduledTime);
  if (reminders.daily || reminders.weekly || reminders.failed) console.log(JSON.stringify({ msg: 'goal reminders sent', ...reminders }));
}

/** Queue consumer: correction jobs, and their dead letters (ADR 026). */
async function queue(batch: MessageBatch<JobMessage | MockReportMessage>, env: Bindings): Promise<void> {
  if (isMockReportQueue(batch.queue)) await handleMockReportBatch(batch as MessageBatch<MockReportMessage>, env);
  else if (batch.queue.endsWith('-dlq')) await handleDeadLetters(batch as MessageBatch<JobMessage>, env);
  else await handleCorrectionBatch(batch as MessageBatch<JobMessage>, env);
}

export { app };
export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<Bindings, JobMessage | MockReportMessage>;
