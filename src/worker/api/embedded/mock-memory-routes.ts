/**
 * /weapp/api/mock/draft and /mock/anchor (ADR 047): the running test's current item autosaves its draft and
 * anchors its timed parts and clip plays on the server, so a reload continues it instead of restarting it.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import * as M from '../../../shared/api/mock.ts';
import * as P from '../../../shared/api/practice.ts';
import { DRAFT_SAVES_PER_HOUR, NEXT_CALLS_PER_HOUR } from '../../../shared/constants.ts';
import type { AppEnv } from '../../env.ts';
import { hit } from '../../auth/rate-limit.ts';
import { PracticeError } from '../../learning/practice-service.ts';
import { MockError } from '../../mock/mock-service.ts';
import { anchorMock, saveMockDraft } from '../../mock/item-memory.ts';
import { ApiFailure, jsonBody, requireUser } from '../http.ts';

export const mockMemoryRoutes = new Hono<AppEnv>();

function rethrow(err: unknown): never {
  if (err instanceof MockError || err instanceof PracticeError) throw new ApiFailure(err.status, err.code, err.message, err.field);
  throw err;
}

async function limited(c: Context<AppEnv>, key: string, limit: number): Promise<void> {
  const r = await hit(c.env.DB, key, 3_600_000, limit);
  if (!r.allowed) throw new ApiFailure(429, 'rate_limited', 'Too many requests. Please wait a little and try again.', undefined, r.retryAfterSeconds);
}

function send<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, body: v.InferInput<S>) {
  c.header('Cache-Control', 'no-store');
  return c.json(v.parse(schema, body) as object);
}

const Position = v.pipe(v.number('position_invalid'), v.integer('position_invalid'), v.minValue(0, 'position_invalid'), v.maxValue(200, 'position_invalid'));
const MockDraftRequest = v.object({ testId: M.MockTestId, position: Position, draft: P.Draft });
const MockAnchorRequest = v.object({ testId: M.MockTestId, position: Position, part: P.AnchorRequest.entries.part, play: P.AnchorRequest.entries.play });

mockMemoryRoutes.post('/mock/draft', async (c) => {
  const body = await jsonBody(c, MockDraftRequest);
  const user = await requireUser(c);
  await limited(c, `practice-draft:user:${user.id}`, DRAFT_SAVES_PER_HOUR);
  await saveMockDraft(c.env.DB, user.id, body, Date.now()).catch(rethrow);
  return send(c, P.SavedResponse, { saved: true });
});

mockMemoryRoutes.post('/mock/anchor', async (c) => {
  const body = await jsonBody(c, MockAnchorRequest);
  const user = await requireUser(c);
  await limited(c, `practice-anchor:user:${user.id}`, NEXT_CALLS_PER_HOUR);
  return send(c, P.AnchorResponse, await anchorMock(c.env.DB, user.id, body, Date.now()).catch(rethrow));
});
