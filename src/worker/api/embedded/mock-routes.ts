/**
 * /weapp/api/mock/*: thin adapters from HTTP to the mock test service (src/worker/mock). Requests are validated
 * with the shared schemas (src/shared/api/mock.ts); responses go through their schema, so no key can slip out.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import * as M from '../../../shared/api/mock.ts';
import type { AppEnv } from '../../env.ts';
import { queueReport } from '../../mock/report-jobs.ts';
import { ApiFailure, jsonBody, queryParams, requestLocale, requireUser } from '../http.ts';
import { MockError, answerMock, mockCredits, mockOutline, mockHistory, mockPrediction, mockReport, ownTest, shareReport, sharedReport, startMock, view } from '../../mock/mock-service.ts';
import { limit } from '../limits.ts';

export const mockRoutes = new Hono<AppEnv>();

function rethrow(err: unknown): never {
  if (err instanceof MockError) throw new ApiFailure(err.status, err.code, err.message, err.field);
  throw err;
}

function send<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, body: v.InferInput<S>) {
  c.header('Cache-Control', 'no-store');
  return c.json(v.parse(schema, body) as object);
}

/** A full test's length factor: 1 except in development when MOCK_SCALE says otherwise. */
function mockScale(c: Context<AppEnv>): number {
  const raw = Number(c.env.MOCK_SCALE);
  return c.env.ENVIRONMENT === 'development' && raw > 0 && raw <= 1 ? raw : 1;
}

/** Test starts per user an hour (diagnostics are free, so without a ceiling a script could create thousands). */
export const MOCK_STARTS_PER_HOUR = { windowMs: 3_600_000, limit: 20 };

mockRoutes.post('/mock/start', async (c) => {
  const body = await jsonBody(c, M.StartRequest);
  const user = await requireUser(c);
  await limit(c, `mock-start:user:${user.id}`, MOCK_STARTS_PER_HOUR);
  return send(c, M.MockView, await startMock(c.env.DB, user.id, body.idempotencyKey, body.kind, mockScale(c), requestLocale(c), Date.now(), body.confirmed).catch(rethrow));
});

/* Public: the outline is the same for everyone and reveals no item; the start screen reads it before any start. */
mockRoutes.get('/mock/outline', (c) => {
  const { kind } = queryParams(c, M.OutlineQuery);
  return send(c, M.OutlineResponse, mockOutline(kind, mockScale(c)));
});

mockRoutes.get('/mock/test', async (c) => {
  const { id } = queryParams(c, M.TestQuery);
  const user = await requireUser(c);
  const now = Date.now();
  const row = await ownTest(c.env.DB, user.id, id).catch(rethrow);
  return send(c, M.MockView, await view(c.env.DB, row, now));
});

mockRoutes.post('/mock/answer', async (c) => {
  const body = await jsonBody(c, M.MockAnswerRequest);
  const user = await requireUser(c);
  const next = await answerMock(c.env, user.id, body, Date.now()).catch(rethrow);
  // The last answer ends the test: its report is scored by the queue (ADR 028); reading it never waits for that.
  if (next.status === 'finished') c.executionCtx.waitUntil(queueReport(c.env, user.id, body.testId, requestLocale(c)));
  return send(c, M.MockView, next);
});

mockRoutes.get('/mock/report', async (c) => {
  const { id } = queryParams(c, M.TestQuery);
  const user = await requireUser(c);
  return send(c, M.MockReport, await mockReport(c.env.DB, user.id, id, Date.now()).catch(rethrow));
});

mockRoutes.get('/mock/history', async (c) => {
  const user = await requireUser(c);
  return send(c, M.HistoryResponse, await mockHistory(c.env.DB, user.id, Date.now()));
});

mockRoutes.post('/mock/share', async (c) => {
  const { testId } = await jsonBody(c, M.ShareRequest);
  const user = await requireUser(c);
  return send(c, M.ShareResponse, await shareReport(c.env.DB, user.id, testId, false, Date.now()).catch(rethrow));
});

mockRoutes.post('/mock/share/revoke', async (c) => {
  const { testId } = await jsonBody(c, M.ShareRequest);
  const user = await requireUser(c);
  return send(c, M.ShareResponse, await shareReport(c.env.DB, user.id, testId, true, Date.now()).catch(rethrow));
});

/* Public: whoever holds the link reads the report; nothing else about the learner is in it. */
mockRoutes.get('/mock/shared', async (c) => {
  const { token } = queryParams(c, M.SharedQuery);
  c.header('X-Robots-Tag', 'noindex');
  return send(c, M.MockReport, await sharedReport(c.env.DB, token, Date.now()).catch(rethrow));
});

mockRoutes.get('/mock/prediction', async (c) => {
  const user = await requireUser(c);
  return send(c, M.PredictionResponse, await mockPrediction(c.env.DB, user.id, Date.now()));
});

mockRoutes.get('/mock/credits', async (c) => {
  const user = await requireUser(c);
  return send(c, M.CreditsResponse, await mockCredits(c.env.DB, user.id, Date.now()));
});
