/**
 * /weapp/api/practice/*: thin adapters from HTTP to the practice service (src/worker/learning). Requests are
 * validated with the shared schemas (src/shared/api/practice.ts); marking happens here on the server only.
 */
import { Hono } from 'hono';
import * as P from '../../../shared/api/practice.ts';
import { TASK_TYPES } from '../../../shared/exam/task-types.ts';
import { DRAFT_SAVES_PER_HOUR, SAMPLE_ANSWERS_PER_HOUR, SAMPLE_SETS_PER_HOUR, NEXT_CALLS_PER_HOUR } from '../../../shared/constants.ts';
import { markAnswer } from '../../../shared/learning/marking/index.ts';
import type { AppEnv } from '../../env.ts';
import { limitAddress } from '../limits.ts';
import { fail, jsonBody, queryParams, requireUser } from '../http.ts';
import { activeCounts, sampleItemById, sampleItems, toPublicItem } from '../../learning/bank-repo.ts';
import { practiceProgress } from '../../learning/progress-repo.ts';
import { allowanceFor, answerAttempt, issueNext, reviewQueue } from '../../learning/practice-service.ts';
import { anchor, saveDraft } from '../../learning/attempt-memory.ts';
import { notebookEntries } from '../../learning/review-repo.ts';
import { limited, rethrow, send } from './practice-http.ts';

const HOUR = 3_600_000;

export const practiceRoutes = new Hono<AppEnv>();


practiceRoutes.get('/practice/tasks', async (c) => {
  const user = await requireUser(c);
  const now = Date.now();
  const counts = await activeCounts(c.env.DB);
  return send(c, P.TasksResponse, {
    tasks: TASK_TYPES.map((t) => ({ type: t.id, retired: t.retired, available: counts.get(t.id) ?? 0 })),
    allowance: await allowanceFor(c.env.DB, user, now),
  });
});

practiceRoutes.get('/practice/next', async (c) => {
  const { type, count } = queryParams(c, P.NextQuery);
  const user = await requireUser(c);
  await limited(c, `practice-next:user:${user.id}`, NEXT_CALLS_PER_HOUR);
  return send(c, P.NextResponse, await issueNext(c.env.DB, user, type, count, Date.now()).catch(rethrow));
});

practiceRoutes.post('/practice/answer', async (c) => {
  const body = await jsonBody(c, P.AnswerRequest);
  const user = await requireUser(c);
  const res = await answerAttempt(c.env.DB, user, body.attemptId, body.answer, body.elapsedMs, Date.now(), body.speech).catch(rethrow);
  return send(c, P.AnswerResponse, res);
});

/* Nothing lost (ADR 047): autosaved drafts and server anchors of the learner's own unanswered attempt. */
practiceRoutes.post('/practice/attempt/draft', async (c) => {
  const body = await jsonBody(c, P.DraftRequest);
  const user = await requireUser(c);
  await limited(c, `practice-draft:user:${user.id}`, DRAFT_SAVES_PER_HOUR);
  await saveDraft(c.env.DB, user.id, body.attemptId, body.draft).catch(rethrow);
  return send(c, P.SavedResponse, { saved: true });
});

practiceRoutes.post('/practice/attempt/anchor', async (c) => {
  const body = await jsonBody(c, P.AnchorRequest);
  const user = await requireUser(c);
  await limited(c, `practice-anchor:user:${user.id}`, NEXT_CALLS_PER_HOUR);
  return send(c, P.AnchorResponse, await anchor(c.env.DB, user.id, body.attemptId, body, Date.now()).catch(rethrow));
});

practiceRoutes.get('/practice/progress', async (c) => {
  const user = await requireUser(c);
  return send(c, P.PracticeProgressResponse, await practiceProgress(c.env.DB, user.id, Date.now()));
});

practiceRoutes.get('/practice/review', async (c) => {
  const { count } = queryParams(c, P.ReviewQuery);
  const user = await requireUser(c);
  return send(c, P.ReviewResponse, await reviewQueue(c.env.DB, user, count, Date.now()));
});

/* The notebook list: read only, so opening it never starts a timed review (issue 23). */
practiceRoutes.get('/practice/notebook', async (c) => {
  const user = await requireUser(c);
  return send(c, P.NotebookResponse, await notebookEntries(c.env.DB, user.id, Date.now()));
});

/* Public sets for the course pages: no sign-in, nothing stored, answers rate limited per address. */
practiceRoutes.get('/practice/sample', async (c) => {
  const { type, count } = queryParams(c, P.SampleQuery);
  // Counted per address so nobody can page through the whole bank without an account.
  await limitAddress(c, 'practice-sample-get', { windowMs: HOUR, limit: SAMPLE_SETS_PER_HOUR });
  return send(c, P.SampleResponse, { items: await sampleItems(c.env.DB, type, count) });
});

practiceRoutes.post('/practice/sample/answer', async (c) => {
  const { itemId, answer } = await jsonBody(c, P.SampleAnswerRequest);
  await limitAddress(c, 'practice-sample', { windowMs: HOUR, limit: SAMPLE_ANSWERS_PER_HOUR });
  // Only the published sample is marked here: any other item answers as if it did not exist (no key leaks).
  const item = await sampleItemById(c.env.DB, itemId);
  if (!item) fail(404, 'item_not_found', 'This practice item was not found.');
  if (item.type !== answer.type) fail(400, 'answer_type_mismatch', `This item expects an answer of type ${item.type}.`, 'answer.type');
  return send(c, P.SampleAnswerResponse, { result: markAnswer(toPublicItem(item), JSON.parse(item.answer_key), answer) });
});
