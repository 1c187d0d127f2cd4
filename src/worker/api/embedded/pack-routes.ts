/**
 * /weapp/api/practice/pack* and /practice/sync (issue 29, ADR 061): thin adapters to the pack and sync services.
 * Signed-in learners only; requests validated with the shared contract (src/shared/api/offline-pack.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import * as O from '../../../shared/api/offline-pack.ts';
import { NEXT_CALLS_PER_HOUR, PACKS_PER_HOUR, SYNC_REQUESTS_PER_HOUR } from '../../../shared/constants.ts';
import type { AppEnv } from '../../env.ts';
import { jsonBody, queryParams, requireUser } from '../http.ts';
import { createPack, planPack } from '../../learning/pack-service.ts';
import { syncAnswers } from '../../learning/offline-sync.ts';
import { limited, rethrow, send } from './practice-http.ts';

export const packRoutes = new Hono<AppEnv>();


packRoutes.get('/practice/pack/plan', async (c) => {
  const { types, size } = queryParams(c, O.PackQuery);
  const user = await requireUser(c);
  await limited(c, `practice-pack-plan:user:${user.id}`, NEXT_CALLS_PER_HOUR);
  return send(c, O.PackPlanResponse, await planPack(c.env.DB, user, types, size, Date.now()).catch(rethrow));
});

packRoutes.post('/practice/pack', async (c) => {
  const { types, size } = await jsonBody(c, O.PackRequest);
  const user = await requireUser(c);
  await limited(c, `practice-pack:user:${user.id}`, PACKS_PER_HOUR);
  return send(c, O.PackResponse, await createPack(c.env.DB, user, types, size, Date.now()).catch(rethrow));
});

/**
 * The envelope is checked first and each answer on its own (O.OfflineAnswer): one answer the server cannot read
 * (a device on an older build) is an `answer_invalid` verdict, not a refused batch that would block the queue.
 */
const SyncEnvelope = v.object({
  answers: v.pipe(v.array(v.looseObject({ key: O.AnswerKey }), 'answers_invalid'), v.minLength(1, 'answers_invalid'), v.maxLength(O.SYNC_MAX_ANSWERS, 'answers_invalid')),
});

packRoutes.post('/practice/sync', async (c) => {
  const { answers } = await jsonBody(c, SyncEnvelope);
  const user = await requireUser(c);
  await limited(c, `practice-sync:user:${user.id}`, SYNC_REQUESTS_PER_HOUR);
  const parsed = answers.map((raw) => {
    const one = v.safeParse(O.OfflineAnswer, raw);
    return one.success ? one.output : { key: raw.key, invalid: true as const };
  });
  return send(c, O.SyncResponse, await syncAnswers(c.env.DB, user, parsed, Date.now()));
});
