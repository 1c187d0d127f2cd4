/** The correction screens' shared state: a job's response, how a failed call is explained, and polling. */
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import type { JobResponse } from '../../api/correction.ts';

export type Job = v.InferOutput<typeof JobResponse>;
export type Report = NonNullable<Job['report']>;
export type WritingReport = Extract<Report, { kind: 'writing' }>;
export type SpeakingReport = Extract<Report, { kind: 'speaking' }>;

/** What went wrong, in the terms the learner can act on. */
export type Problem =
  | { kind: 'signIn' } | { kind: 'noCredits' } | { kind: 'rateLimited'; minutes: number }
  | { kind: 'notFound' } | { kind: 'tooShort' } | { kind: 'error' };

export function problemOf(err: unknown): Problem {
  const e = err as { status?: number; code?: string; retryAfter?: number };
  if (e.status === 401) return { kind: 'signIn' };
  if (e.status === 402) return { kind: 'noCredits' };
  if (e.status === 429) return { kind: 'rateLimited', minutes: Math.max(1, Math.ceil((e.retryAfter ?? 60) / 60)) };
  if (e.code === 'recording_too_short') return { kind: 'tooShort' };
  if (e.status === 404) return { kind: 'notFound' };
  return { kind: 'error' };
}

export const POLL_MS = 1000;

/** Polls a queued or running job until it is done or failed; the latest response, or the failure. */
export function usePolledJob(initial: Job | null, id: string | null): { job: Job | null; problem: Problem | null } {
  const [job, setJob] = useState<Job | null>(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => { setJob(initial); setProblem(null); }, [initial, id]);
  const state = job?.job.state;
  const jobId = job?.job.id ?? id;
  useEffect(() => {
    if (!jobId || state === 'done' || state === 'failed' || problem) return;
    const timer = setTimeout(async () => {
      try {
        const m = await import('../../../client/platform/correction-client.ts');
        setJob(await m.pollCorrection(jobId));
      } catch (err) {
        setProblem(problemOf(err));
      }
    }, job ? POLL_MS : 0);
    return () => clearTimeout(timer);
  }, [jobId, state, job, problem]);
  return { job, problem };
}
