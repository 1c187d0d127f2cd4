/**
 * /weapp/api: one entry for every call. CSRF rules first; then either the upstream proxy (API_ORIGIN set) or the
 * embedded backend on D1. Every failure answers the SPEC §8 shape {status, message} (plus a machine `code`).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { csrfGuard } from './csrf.ts';
import { ApiFailure, errorResponse } from './http.ts';
import { proxyToUpstream } from './proxy.ts';
import { authRoutes } from './embedded/auth-routes.ts';
import { billingRoutes } from './embedded/billing-routes.ts';
import { contactRoutes } from './embedded/contact-routes.ts';
import { contentRoutes } from './embedded/content-routes.ts';
import { devRoutes } from './embedded/dev-routes.ts';
import { progressRoutes } from './embedded/progress-routes.ts';
import { practiceRoutes } from './embedded/practice-routes.ts';
import { transcriptRoutes } from './embedded/transcript-routes.ts';
import { packRoutes } from './embedded/pack-routes.ts';
import { mockMemoryRoutes } from './embedded/mock-memory-routes.ts';
import { articleRoutes } from './embedded/article-routes.ts';
import { mockRoutes } from './embedded/mock-routes.ts';
import { correctionRoutes } from './embedded/correction-routes.ts';
import { tutorRoutes } from './embedded/tutor-routes.ts';
import { goalRoutes } from './embedded/goal-routes.ts';

const embedded = new Hono<AppEnv>();
embedded.route('/', contentRoutes);
embedded.route('/', authRoutes);
embedded.route('/', progressRoutes);
embedded.route('/', billingRoutes);
embedded.route('/', contactRoutes);
embedded.route('/', practiceRoutes);
embedded.route('/', transcriptRoutes);
embedded.route('/', packRoutes);
embedded.route('/', mockMemoryRoutes);
embedded.route('/', articleRoutes);
embedded.route('/', mockRoutes);
embedded.route('/', correctionRoutes);
embedded.route('/', tutorRoutes);
embedded.route('/', goalRoutes);
embedded.route('/', devRoutes);
embedded.all('*', (c) => c.json({ status: 404, message: 'Not Found', code: 'not_found' }, 404));

export const apiRoutes = new Hono<AppEnv>();
apiRoutes.use('*', csrfGuard);
apiRoutes.use('*', async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
apiRoutes.all('*', async (c, next) => (c.env.API_ORIGIN ? proxyToUpstream(c, c.env.API_ORIGIN) : next()));
apiRoutes.route('/', embedded);
apiRoutes.onError((err, c) => {
  if (err instanceof ApiFailure) return errorResponse(c, err);
  console.error(JSON.stringify({ msg: 'api error', requestId: c.get('requestId'), err: String(err), stack: (err as Error).stack }));
  return c.json({ status: 500, message: 'Something went wrong on our side. Please try again.', code: 'server_error' }, 500);
});
