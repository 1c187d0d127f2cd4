import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../src/shared/learning/correction/wav.ts';
import { createJob, findJob } from '../../src/worker/learning/correction/jobs-repo.ts';
import { handleCorrectionBatch, handleDeadLetters, JOB_TIMEOUT_MS, runJob, sweepStuckJobs, type JobMessage } from '../../src/worker/learning/correction/correction-service.ts';
import { offlineProvider } from '../../src/worker/learning/correction/offline-provider.ts';
import type { CorrectionProvider } from '../../src/worker/learning/correction/provider.ts';
import { ProviderOutputError } from '../../src/worker/learning/correction/provider.ts';
import { call, env, ip, ORIGIN } from './api-helpers.ts';
import { seedBank } from './bank-seed.ts';

beforeAll(seedBank);

const PROMPT = 'Describe a place in your town where people like to spend time.';
const ANSWER = 'In my town, people like to spend time in the central park. There is a big lake and many trees, so families go there at weekends. '
  + 'Children play football while their parents have a picnic. i think it is a important place becuase it is free and everyone can relax.';

async function guest(credits: number, unlimitedUntil: number | null = null) {
  const g = await call('/common/guest', { body: {}, ip: ip() });
  const id = g.json.user.id as number;
  await env.DB.prepare('UPDATE users SET correct_num = ?, correct_unlimited_until = ? WHERE id = ?').bind(credits, unlimitedUntil, id).run();
  return { token: g.json.token as string, id };
}

async function credits(id: number): Promise<number> {
  return (await env.DB.prepare('SELECT correct_num FROM users WHERE id = ?').bind(id).first<{ correct_num: number }>())!.correct_num;
}

const requestId = () => crypto.randomUUID().replace(/-/g, '');

async function waitDone(token: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const r = await call(`/corrections/${id}`, { token });
    if (r.json.job.state === 'done' || r.json.job.state === 'failed') return r.json;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('job did not finish');
}

function batch(messages: JobMessage[], queue = 'det-prep-corrections') {
  const acked: number[] = [];
  const retried: number[] = [];
  return {
    acked, retried,
    batch: {
      queue,
      messages: messages.map((body, i) => ({ id: String(i), timestamp: new Date(), body, attempts: 1, ack: () => acked.push(i), retry: () => retried.push(i) })),
      ackAll() {}, retryAll() {},
    } as unknown as MessageBatch<JobMessage>,
  };
}

describe('creating a correction', () => {
  it('runs a pasted writing answer through the queue to a report, using one credit', async () => {
    const u = await guest(2);
    const r = await call('/corrections', { token: u.token, body: { requestId: requestId(), kind: 'writing', prompt: PROMPT, text: ANSWER } });
    expect(r.res.status, r.text).toBe(202);
    expect(r.json.credits.remaining).toBe(1);
    const done = await waitDone(u.token, r.json.job.id);
    expect(done.job.state).toBe('done');
    expect(done.report.kind).toBe('writing');
    expect(done.report.band).toBeGreaterThanOrEqual(10);
    expect(done.report.corrections.map((c: { original: string }) => c.original)).toEqual(expect.arrayContaining(['i', 'becuase']));
    expect(done.report.improved).toContain('because');
    const list = await call('/corrections', { token: u.token });
    expect(list.json.jobs.map((j: { id: string }) => j.id)).toContain(r.json.job.id);
  });

  it('takes a credit exactly once under parallel requests, and refuses when credits run out', async () => {
    const u = await guest(2);
    const ids = [requestId(), requestId(), requestId()];
    // Five requests: two repeat an earlier request id (a double click), three are distinct.
    const bodies = [ids[0], ids[0], ids[1], ids[2], ids[1]].map((rid) => ({ requestId: rid, kind: 'writing', prompt: PROMPT, text: ANSWER }));
    const results = await Promise.all(bodies.map((body) => call('/corrections', { token: u.token, body })));
    const statuses = results.map((r) => r.res.status);
    expect(statuses.every((s) => s === 200 || s === 202 || s === 402)).toBe(true);
    expect(statuses.filter((s) => s === 202)).toHaveLength(2);
    const jobs = new Set(results.filter((r) => r.json.job).map((r) => r.json.job.id));
    expect(jobs.size).toBe(2);
    expect(await credits(u.id)).toBe(0);
    const refused = results.find((r) => r.res.status === 402);
    expect(refused?.json.code).toBe('no_credits');
  });

  it('Pro (unlimited until a future date) uses no credit', async () => {
    const u = await guest(0, Date.now() + 86_400_000);
    const r = await call('/corrections', { token: u.token, body: { requestId: requestId(), kind: 'writing', prompt: PROMPT, text: ANSWER } });
    expect(r.res.status, r.text).toBe(202);
    expect(r.json.credits.unlimited).toBe(true);
    expect(await credits(u.id)).toBe(0);
  });

  it('refuses bad input with a clear error and someone else\'s job is a 404', async () => {
    const u = await guest(1);
    const noText = await call('/corrections', { token: u.token, body: { requestId: requestId(), kind: 'writing', prompt: PROMPT } });
    expect(noText.res.status).toBe(400);
    expect(noText.json.field).toBe('text');
    const mine = await call('/corrections', { token: u.token, body: { requestId: requestId(), kind: 'writing', prompt: PROMPT, text: ANSWER } });
    const other = await guest(0);
    const peek = await call(`/corrections/${mine.json.job.id}`, { token: other.token });
    expect(peek.res.status).toBe(404);
    expect(await credits(u.id)).toBe(0);
  });
});

describe('failures refund the credit', () => {
  async function queuedJob(credit = 1) {
    const u = await guest(credit);
    const out = await createJob(env.DB, { userId: u.id, id: requestId().slice(0, 22), requestId: requestId(), kind: 'writing', taskType: 'free', attemptId: null, prompt: PROMPT, answerText: ANSWER, recordingKey: null, now: Date.now() });
    expect(out.created).toBe(true);
    expect(await credits(u.id)).toBe(credit - 1);
    return { u, job: out.job! };
  }
  const broken: CorrectionProvider = { ...offlineProvider, name: 'broken', assessWriting: async () => { throw new ProviderOutputError('broken', 'scores.lexis Invalid'); } };

  it('a provider answer that breaks the schema makes the queue retry, not store a report', async () => {
    const { u, job } = await queuedJob();
    const b = batch([{ userId: u.id, jobId: job.id }]);
    await handleCorrectionBatch(b.batch, env, broken);
    expect(b.retried).toEqual([0]);
    expect(b.acked).toEqual([]);
    const row = await findJob(env.DB, u.id, job.id);
    expect(row?.state).toBe('running');
    expect(row?.error).toContain('output rejected');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM correction_reports WHERE job_id = ?').bind(job.id).first('n')).toBe(0);
  });

  it('a retry that succeeds completes the job and keeps the credit spent', async () => {
    const { u, job } = await queuedJob();
    await handleCorrectionBatch(batch([{ userId: u.id, jobId: job.id }]).batch, env, broken);
    const second = batch([{ userId: u.id, jobId: job.id }]);
    await handleCorrectionBatch(second.batch, env, offlineProvider);
    expect(second.acked).toEqual([0]);
    expect((await findJob(env.DB, u.id, job.id))?.state).toBe('done');
    expect(await credits(u.id)).toBe(0);
  });

  it('a dead letter fails the job and refunds exactly once, even when delivered twice', async () => {
    const { u, job } = await queuedJob();
    await handleDeadLetters(batch([{ userId: u.id, jobId: job.id }], 'det-prep-corrections-dlq').batch, env);
    await handleDeadLetters(batch([{ userId: u.id, jobId: job.id }], 'det-prep-corrections-dlq').batch, env);
    const row = await findJob(env.DB, u.id, job.id);
    expect(row?.state).toBe('failed');
    expect(row?.refunded).toBe(1);
    expect(await credits(u.id)).toBe(1);
    // A late message for a failed job does nothing.
    expect(await runJob(env, { userId: u.id, jobId: job.id }, offlineProvider)).toBe('skipped');
  });

  it('the cron fails and refunds a job stuck past the timeout, and leaves fresh ones alone', async () => {
    const { u, job } = await queuedJob();
    const fresh = await queuedJob();
    await env.DB.prepare('UPDATE correction_jobs SET updated_at = ? WHERE id = ?').bind(Date.now() - JOB_TIMEOUT_MS - 1000, job.id).run();
    await sweepStuckJobs(env.DB, Date.now());
    expect((await findJob(env.DB, u.id, job.id))?.state).toBe('failed');
    expect(await credits(u.id)).toBe(1);
    expect((await findJob(env.DB, fresh.u.id, fresh.job.id))?.state).toBe('queued');
  });
});

describe('recordings', () => {
  function upload(token: string, body: Uint8Array, type = 'audio/wav') {
    return SELF.fetch(`${ORIGIN}/weapp/api/corrections/recordings`, { method: 'POST', body: body as unknown as BodyInit, headers: { origin: ORIGIN, 'content-type': type, authorization: `Bearer ${token}`, 'cf-connecting-ip': ip() } });
  }
  function tone(seconds: number, gapAt: number, gap: number, rate = 8000) {
    const s = new Float32Array(Math.round(seconds * rate));
    for (let i = 0; i < s.length; i++) {
      const t = i / rate;
      s[i] = t >= gapAt && t < gapAt + gap ? 0 : 0.4 * Math.sin(2 * Math.PI * 200 * t);
    }
    return encodeWav(s, rate);
  }

  it('refuses a wrong type, a fake WAV and an oversized body with clear errors', async () => {
    const u = await guest(1);
    const webm = await upload(u.token, new Uint8Array(100), 'audio/webm');
    expect(webm.status).toBe(415);
    expect(((await webm.json()) as { code: string }).code).toBe('recording_type');
    const fake = await upload(u.token, new TextEncoder().encode('RIFF....not really a wave file at all, sorry'));
    expect(fake.status).toBe(415);
    const big = await upload(u.token, new Uint8Array(6 * 1024 * 1024 + 10));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { code: string }).code).toBe('recording_too_large');
  });

  it('stores a recording in R2 and reports the pause it contains', async () => {
    const u = await guest(1);
    const up = await upload(u.token, tone(6, 2, 1.2));
    expect(up.status).toBe(201);
    const { recordingId } = (await up.json()) as { recordingId: string };
    const r = await call('/corrections', { token: u.token, body: { requestId: requestId(), kind: 'speaking', prompt: PROMPT, recordingId } });
    expect(r.res.status, r.text).toBe(202);
    const done = await waitDone(u.token, r.json.job.id);
    expect(done.report.kind).toBe('speaking');
    expect(done.report.pauses).toHaveLength(1);
    expect(done.report.pauses[0].end - done.report.pauses[0].start).toBeCloseTo(1.2, 1);
    expect(done.report.notAssessed).toEqual(expect.arrayContaining(['pronunciation', 'transcript']));
    expect(done.report.scores.pronunciation).toBeNull();
    const other = await guest(1);
    const stolen = await call('/corrections', { token: other.token, body: { requestId: requestId(), kind: 'speaking', prompt: PROMPT, recordingId } });
    expect(stolen.res.status).toBe(404);
  });
});

describe('correcting a saved practice answer', () => {
  it('uses the attempt\'s own text and prompt, and refuses an attempt that is not answered or not open', async () => {
    const u = await guest(2);
    const nextRes = await call('/practice/next?type=writing-sample&count=2', { token: u.token });
    expect(nextRes.res.status, nextRes.text).toBe(200);
    const [answered, unanswered] = nextRes.json.items as { attemptId: string; item: { prompt: string } }[];
    const saved = await call('/practice/answer', { token: u.token, body: { attemptId: answered!.attemptId, answer: { type: 'writing-sample', text: ANSWER }, elapsedMs: 200_000 } });
    expect(saved.res.status, saved.text).toBe(200);
    const r = await call('/corrections', { token: u.token, body: { requestId: requestId(), attemptId: answered!.attemptId } });
    expect(r.res.status, r.text).toBe(202);
    expect(r.json.job.taskType).toBe('writing-sample');
    const row = await findJob(env.DB, u.id, r.json.job.id);
    expect(row?.answer_text).toBe(ANSWER);
    expect(row?.prompt).toContain(answered!.item.prompt);
    const notYet = await call('/corrections', { token: u.token, body: { requestId: requestId(), attemptId: unanswered!.attemptId } });
    expect(notYet.res.status).toBe(404);
    expect(notYet.json.code).toBe('attempt_not_found');
    const other = await guest(1);
    const stolen = await call('/corrections', { token: other.token, body: { requestId: requestId(), attemptId: answered!.attemptId } });
    expect(stolen.res.status).toBe(404);
    expect(await credits(other.id)).toBe(1);
  });
});
