/**
 * /weapp/api/corrections*: create a correction job (one credit, none for Pro), upload a recording (16-bit PCM WAV
 * to R2), poll a job with its report, list the history. Someone else's job or recording is a 404.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import * as C from '../../../shared/api/correction.ts';
import { promptOf, writtenTextOf } from '../../../shared/learning/correction/answer-context.ts';
import { SPEAKING_TASKS, WRITING_TASKS } from '../../../shared/learning/correction/targets.ts';
import { parseWav, WavError } from '../../../shared/learning/correction/wav.ts';
import { hasVisibleText } from '../../../shared/text.ts';
import { canSpendCorrection } from '../../../shared/learning/correction/spendable.ts';
import type { AppEnv } from '../../env.ts';
import { hit } from '../../auth/rate-limit.ts';
import { fail, jsonBody, requireUser, ApiFailure } from '../http.ts';
import { findAttempt } from '../../learning/attempts-repo.ts';
import { itemById } from '../../learning/bank-repo.ts';
import { createJob, findJob, listJobs, reportFor, type JobRow } from '../../learning/correction/jobs-repo.ts';
import { recordingKey } from '../../learning/correction/correction-service.ts';
import { deleteRecording, listRecordings, storeRecording } from '../../learning/correction/recordings-repo.ts';
import { readLimited } from '../../util/read-limited.ts';
import { randomToken } from '../../util/random.ts';

const HOUR = 3_600_000;
export const CORRECTIONS_PER_HOUR = 30;
export const RECORDINGS_PER_HOUR = 60;

export const correctionRoutes = new Hono<AppEnv>();

async function limited(c: Context<AppEnv>, key: string, limit: number): Promise<void> {
  const r = await hit(c.env.DB, key, HOUR, limit);
  if (!r.allowed) throw new ApiFailure(429, 'rate_limited', 'Too many requests. Please wait a little and try again.', undefined, r.retryAfterSeconds);
}

function summary(j: JobRow & { band?: number | null }): v.InferInput<typeof C.JobSummary> {
  return { id: j.id, kind: j.kind, taskType: j.task_type, state: j.state, band: j.band ?? null, createdAt: new Date(j.created_at).toISOString(), error: j.state === 'failed' ? j.error : null, refunded: j.refunded === 1 };
}

async function jobResponse(c: Context<AppEnv>, userId: number, job: JobRow) {
  const report = job.state === 'done' ? await reportFor(c.env.DB, userId, job.id) : null;
  const credits = await c.env.DB.prepare('SELECT correct_num, correct_unlimited_until FROM users WHERE id = ?').bind(userId).first<{ correct_num: number; correct_unlimited_until: number | null }>();
  const body = {
    job: summary({ ...job, band: report?.band ?? null }),
    report: report ? JSON.parse(report.report) : null,
    credits: { remaining: credits?.correct_num ?? 0, unlimited: (credits?.correct_unlimited_until ?? 0) > Date.now() },
  };
  c.header('Cache-Control', 'no-store');
  return v.parse(C.JobResponse, body);
}

interface SavedAnswer { itemId: string; type: string; answer: string; notFound: string; field: string; recordings?: string[] }

/** The learner's own answered practice attempt, or a 404. */
async function practiceAnswer(c: Context<AppEnv>, userId: number, attemptId: string): Promise<SavedAnswer> {
  const attempt = await findAttempt(c.env.DB, userId, attemptId);
  const stored = attempt?.answered_at ? await c.env.DB.prepare('SELECT answer FROM practice_attempts WHERE user_id = ? AND id = ?').bind(userId, attemptId).first<{ answer: string | null }>() : null;
  if (!attempt || !stored?.answer) fail(404, 'attempt_not_found', 'That answer was not found. Answer the question first.', 'attemptId');
  return { itemId: attempt.item_id, type: attempt.type, answer: stored.answer, notFound: 'attempt_not_found', field: 'attemptId' };
}

/** An answered item of one of the learner's own mock tests (keyed by user, so someone else's test is a 404). */
async function mockAnswer(c: Context<AppEnv>, userId: number, mockTestId: string | undefined, position: number | undefined): Promise<SavedAnswer> {
  if (mockTestId === undefined) fail(400, 'mock_invalid', 'Name the mock test.', 'mockTestId');
  if (position === undefined) fail(400, 'position_invalid', 'Name the answer in the mock test.', 'position');
  const row = await c.env.DB.prepare('SELECT item_id, type, answer, recordings FROM mock_items WHERE user_id = ? AND test_id = ? AND position = ? AND answered_at IS NOT NULL')
    .bind(userId, mockTestId, position).first<{ item_id: string; type: string; answer: string | null; recordings: string | null }>();
  if (!row?.answer) fail(404, 'answer_not_found', 'That mock test answer was not found.', 'position');
  const recordings = row.recordings ? (JSON.parse(row.recordings) as string[]) : [];
  return { itemId: row.item_id, type: row.type, answer: row.answer, notFound: 'answer_not_found', field: 'position', recordings };
}

correctionRoutes.post('/corrections', async (c) => {
  const body = await jsonBody(c, C.CreateCorrectionRequest);
  const user = await requireUser(c);
  await limited(c, `corrections:user:${user.id}`, CORRECTIONS_PER_HOUR);
  let kind: 'writing' | 'speaking';
  let taskType = 'free';
  let prompt: string;
  let text: string | null = body.text ?? null;
  const saved = body.attemptId ? await practiceAnswer(c, user.id, body.attemptId)
    : body.mockTestId !== undefined || body.position !== undefined ? await mockAnswer(c, user.id, body.mockTestId, body.position) : null;
  if (saved) {
    const item = await itemById(c.env.DB, saved.itemId);
    if (!item) fail(404, saved.notFound, 'That answer was not found.', saved.field);
    taskType = saved.type;
    if ((WRITING_TASKS as readonly string[]).includes(taskType)) kind = 'writing';
    else if ((SPEAKING_TASKS as readonly string[]).includes(taskType)) kind = 'speaking';
    else fail(422, 'not_open_answer', 'Only writing and speaking answers can be corrected.', saved.field);
    prompt = promptOf(JSON.parse(item.stimulus), JSON.parse(item.answer_key));
    if (kind === 'writing') text = writtenTextOf(JSON.parse(saved.answer) as { text?: string; followUpText?: string });
  } else {
    if (!body.kind) fail(400, 'kind_invalid', 'Choose writing or speaking.', 'kind');
    if (!body.prompt) fail(400, 'prompt_required', 'Add the question you answered.', 'prompt');
    kind = body.kind;
    prompt = body.prompt;
    if (body.taskType) {
      const fits = (kind === 'writing' ? WRITING_TASKS : SPEAKING_TASKS) as readonly string[];
      if (!fits.includes(body.taskType)) fail(400, 'task_invalid', 'That task does not match the kind of answer.', 'taskType');
      taskType = body.taskType;
    }
  }
  if (kind === 'writing' && !hasVisibleText(text)) fail(400, 'text_required', 'Write or paste your answer first.', 'text');
  // A spoken mock answer was uploaded during the test (ADR 052): its one recording is used without recording again.
  const recordingId = body.recordingId ?? (saved?.recordings?.length === 1 ? saved.recordings[0] : undefined);
  if (kind === 'speaking' && !recordingId && !text) fail(400, 'recording_required', 'Record your answer first.', 'recordingId');
  let key: string | null = null;
  if (kind === 'speaking' && recordingId) {
    key = recordingKey(user.id, recordingId);
    if (!(await c.env.RECORDINGS.head(key))) fail(404, 'recording_not_found', 'That recording was not found. Record again.', 'recordingId');
  }
  const outcome = await createJob(c.env.DB, {
    userId: user.id, id: randomToken(16), requestId: body.requestId, kind, taskType, attemptId: body.attemptId ?? null,
    prompt, answerText: text, recordingKey: key, now: Date.now(),
  });
  if (!outcome.job) fail(402, 'no_credits', 'You have no corrections left. Get more on the pricing page.');
  if (outcome.created) await c.env.CORRECTION_QUEUE.send({ userId: user.id, jobId: outcome.job.id });
  return c.json(await jobResponse(c, user.id, outcome.job), outcome.created ? 202 : 200);
});

/**
 * A recording is accepted only from someone who could spend it on a correction (a credit or unlimited
 * corrections): a guest or a member without credits gets 402 before anything is read or stored.
 */
correctionRoutes.post('/corrections/recordings', async (c) => {
  const user = await requireUser(c);
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!/^audio\/(wav|x-wav|wave)\s*(;|$)/.test(type)) fail(415, 'recording_type', 'Send the recording as WAV audio (audio/wav).');
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > C.MAX_RECORDING_BYTES) fail(413, 'recording_too_large', 'The recording is too long. Keep it under 3 minutes.');
  const credits = await c.env.DB.prepare('SELECT correct_num, correct_unlimited_until FROM users WHERE id = ?').bind(user.id).first<{ correct_num: number; correct_unlimited_until: number | null }>();
  // Uploads are for someone who can spend a correction, or who is taking a mock test: its spoken answers are
  // uploaded and measured on the server (ADR 052) whatever the correction credits (ADR 041).
  const now = Date.now();
  if (!canSpendCorrection({ correctNum: credits?.correct_num ?? 0, unlimitedUntil: credits?.correct_unlimited_until ?? null }, now)
    && !(await c.env.DB.prepare('SELECT 1 AS open FROM mock_tests WHERE user_id = ? AND finished_at IS NULL AND deadline_at > ? LIMIT 1').bind(user.id, now).first())) {
    fail(402, 'no_credits', 'You have no corrections left. Get more on the pricing page.');
  }
  await limited(c, `recordings:user:${user.id}`, RECORDINGS_PER_HOUR);
  const bytes = await readLimited(c.req.raw.body, C.MAX_RECORDING_BYTES);
  if (!bytes) fail(413, 'recording_too_large', 'The recording is too long. Keep it under 3 minutes.');
  let seconds: number;
  try {
    const pcm = parseWav(bytes);
    seconds = pcm.samples.length / pcm.sampleRate;
  } catch (err) {
    if (err instanceof WavError) fail(415, 'recording_type', err.code === 'empty' ? 'The recording is empty. Record again.' : 'The file is not a 16-bit PCM WAV recording.');
    throw err;
  }
  if (seconds < 1) fail(422, 'recording_too_short', 'The recording is shorter than a second. Record again.');
  const id = randomToken(16);
  await storeRecording(c.env, user.id, id, bytes, seconds, Date.now());
  c.header('Cache-Control', 'no-store');
  return c.json(v.parse(C.RecordingResponse, { recordingId: id, durationSeconds: Math.round(seconds * 10) / 10 }), 201);
});

/* The learner's own recordings (kept RECORDING_DAYS, then deleted by the hourly clean-up); each can be deleted now. */
correctionRoutes.get('/corrections/recordings', async (c) => {
  const user = await requireUser(c);
  const rows = await listRecordings(c.env.DB, user.id);
  c.header('Cache-Control', 'no-store');
  return c.json(v.parse(C.RecordingListResponse, {
    recordings: rows.map((r) => ({ recordingId: r.id, createdAt: new Date(r.created_at).toISOString(), durationSeconds: r.seconds })),
  }));
});

correctionRoutes.delete('/corrections/recordings/:id', async (c) => {
  const id = v.safeParse(C.JobId, c.req.param('id'));
  const user = await requireUser(c);
  if (!id.success || !(await deleteRecording(c.env, user.id, id.output))) fail(404, 'recording_not_found', 'That recording was not found.');
  c.header('Cache-Control', 'no-store');
  return c.json({ deleted: true });
});

correctionRoutes.get('/corrections', async (c) => {
  const user = await requireUser(c);
  const jobs = await listJobs(c.env.DB, user.id, 50);
  c.header('Cache-Control', 'no-store');
  return c.json(v.parse(C.JobListResponse, { jobs: jobs.map(summary) }));
});

correctionRoutes.get('/corrections/:id', async (c) => {
  const id = v.safeParse(C.JobId, c.req.param('id'));
  const user = await requireUser(c);
  const job = id.success ? await findJob(c.env.DB, user.id, id.output) : null;
  if (!job) fail(404, 'not_found', 'That correction was not found.');
  return c.json(await jobResponse(c, user.id, job));
});
