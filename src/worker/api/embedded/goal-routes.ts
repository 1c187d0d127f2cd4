/**
 * /weapp/api/goal*: thin adapters from HTTP to the goal service (src/worker/goal). Bodies are validated with the
 * shared schemas (src/shared/api/goal.ts); every call but the unsubscribe link acts on the signed-in owner only.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import * as G from '../../../shared/api/goal.ts';
import type { AppEnv } from '../../env.ts';
import { GoalError, goalView, setGoal, setReminders, stopReminders, tickItem } from '../../goal/goal-service.ts';
import { checkUnsubscribeToken } from '../../goal/unsubscribe-token.ts';
import { ApiFailure, jsonBody, requestLocale, requireUser } from '../http.ts';

export const goalRoutes = new Hono<AppEnv>();

function rethrow(err: unknown): never {
  if (err instanceof GoalError) throw new ApiFailure(err.status, err.code, err.message);
  throw err;
}

function send<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, body: v.InferInput<S>) {
  c.header('Cache-Control', 'no-store');
  return c.json(v.parse(schema, body) as object);
}

goalRoutes.get('/goal', async (c) => {
  const user = await requireUser(c);
  return send(c, G.GoalView, await goalView(c.env.DB, user.id, Date.now()));
});

goalRoutes.post('/goal', async (c) => {
  const body = await jsonBody(c, G.GoalRequest);
  const user = await requireUser(c);
  return send(c, G.GoalView, await setGoal(c.env.DB, user.id, body, requestLocale(c), Date.now()));
});

goalRoutes.post('/goal/tick', async (c) => {
  const { key } = await jsonBody(c, G.TickRequest);
  const user = await requireUser(c);
  return send(c, G.GoalView, await tickItem(c.env.DB, user.id, key, Date.now()).catch(rethrow));
});

goalRoutes.post('/goal/reminders', async (c) => {
  const body = await jsonBody(c, G.RemindersRequest);
  const user = await requireUser(c);
  return send(c, G.GoalView, await setReminders(c.env.DB, user.id, body, requestLocale(c), Date.now()).catch(rethrow));
});

/* No session: the signed link from a reminder mail is the proof (the page /unsubscribe posts it here). */
goalRoutes.post('/goal/unsubscribe', async (c) => {
  const { user, token } = await jsonBody(c, G.UnsubscribeRequest);
  if (!(await checkUnsubscribeToken(c.env, user, token))) throw new ApiFailure(403, 'link_invalid', 'This unsubscribe link is not valid.');
  await stopReminders(c.env.DB, user, Date.now());
  return send(c, G.UnsubscribeResponse, { unsubscribed: true });
});
