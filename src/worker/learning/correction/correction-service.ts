/**
 * The correction job flow (ADR 026): create (credit taken once), queue consumer (process, retry on failure), dead
 * letters and the cron sweep (fail and refund). The provider is Workers AI when the AI binding is configured,
 * otherwise the offline provider.
 */
import { samplesOf } from '../../../shared/learning/correction/answer-context.ts';
import type { JobRow } from './jobs-repo.ts';
import { completeJob, failJob, findJob, recordRetry, staleJobs, startJob } from './jobs-repo.ts';
import { processJob } from './process-job.ts';
import { offlineProvider } from './offline-provider.ts';
import type { CorrectionProvider } from './provider.ts';
import { workersAiProvider, type AiRunner } from './workers-ai-provider.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    interface Env {
      /** Workers AI (optional; not in wrangler.toml because it has no local simulation). */
      AI?: AiRunner;
    }
  }
}

/** A job still open after this long is failed and refunded by the cron (the queue's retries take far less). */
export const JOB_TIMEOUT_MS = 15 * 60_000;

export interface JobMessage {
  userId: number;
  jobId: string;
}

export function providerFor(env: Cloudflare.Env): CorrectionProvider {
  return env.AI ? workersAiProvider(env.AI) : offlineProvider;
}

export function recordingKey(userId: number, recordingId: string): string {
  return `recordings/${userId}/${recordingId}.wav`;
}

async function inputsFor(env: Cloudflare.Env, job: JobRow): Promise<{ samples: string[]; recording: Uint8Array | null }> {
  let samples: string[] = [];
  if (job.attempt_id) {
    const row = await env.DB.prepare('SELECT b.answer_key FROM practice_attempts a JOIN bank_items b ON b.id = a.item_id WHERE a.user_id = ? AND a.id = ?')
      .bind(job.user_id, job.attempt_id).first<{ answer_key: string }>();
    samples = samplesOf(row ? (JSON.parse(row.answer_key) as { samples?: { text: string }[] }) : null);
  }
  let recording: Uint8Array | null = null;
  if (job.recording_key) {
    const obj = await env.RECORDINGS.get(job.recording_key);
    if (!obj) throw new Error('recording missing');
    recording = new Uint8Array(await obj.arrayBuffer());
  }
  return { samples, recording };
}

/** Processes one job; returns 'retry' when it failed and the queue should try again. */
export async function runJob(env: Cloudflare.Env, msg: JobMessage, provider: CorrectionProvider, now = Date.now()): Promise<'done' | 'skipped' | 'retry'> {
  const job = await findJob(env.DB, msg.userId, msg.jobId);
  if (!job || !(await startJob(env.DB, msg.userId, msg.jobId, now))) return 'skipped';
  try {
    const report = await processJob(job, await inputsFor(env, job), provider);
    await completeJob(env.DB, job.user_id, job.id, report.band, JSON.stringify(report), provider.name, Date.now());
    return 'done';
  } catch (err) {
    console.error(JSON.stringify({ msg: 'correction failed', jobId: job.id, err: String(err) }));
    await recordRetry(env.DB, job.user_id, job.id, String(err), Date.now());
    return 'retry';
  }
}

export async function handleCorrectionBatch(batch: MessageBatch<JobMessage>, env: Cloudflare.Env, provider = providerFor(env)): Promise<void> {
  for (const m of batch.messages) {
    const outcome = await runJob(env, m.body, provider);
    if (outcome === 'retry') m.retry({ delaySeconds: Math.min(60, 5 * m.attempts) });
    else m.ack();
  }
}

/** Messages that used every retry: the job fails and its credit comes back. */
export async function handleDeadLetters(batch: MessageBatch<JobMessage>, env: Cloudflare.Env): Promise<void> {
  for (const m of batch.messages) {
    await failJob(env.DB, m.body.userId, m.body.jobId, 'correction_failed', Date.now());
    m.ack();
  }
}

/** Cron: jobs the queue never finished (lost, or hanging) fail and refund. */
export async function sweepStuckJobs(db: D1Database, now: number): Promise<number> {
  const stuck = await staleJobs(db, now - JOB_TIMEOUT_MS, 200);
  for (const j of stuck) await failJob(db, j.user_id, j.id, 'timeout', now);
  return stuck.length;
}
