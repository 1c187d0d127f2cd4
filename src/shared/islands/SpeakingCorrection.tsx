/**
 * Speaking correction island on /speaking-ai-correction (issue 11): record an answer in the browser, send it
 * (one credit), watch the job and read the speaking report. The server renders the same form for every visitor
 * (the page is cached); sign-in and credits only matter once the recording is sent. Strings come with the
 * props (ADR 030); the recorder, the report and the API calls are loaded only when used.
 */
import { lazy, Suspense, useState } from 'react';
import { useT } from '../components/i18n.tsx';
import { IslandMessages } from './correction/IslandMessages.tsx';
import { JobStatus } from './correction/JobStatus.tsx';
import { SpeakingRecorder } from './correction/SpeakingRecorder.tsx';
import { ProblemNote } from './correction/ProblemNote.tsx';
import { usePolledJob, type Job } from './correction/job.ts';
import type { SpeakingCorrectionProps } from './props.ts';

const SpeakingReportView = lazy(() => import('./correction/SpeakingReportView.tsx').then((m) => ({ default: m.SpeakingReportView })));

function Speaking({ tasks, loginHref, pricingHref }: Omit<SpeakingCorrectionProps, 'messages' | 'locale'>) {
  const t = useT();
  const [created, setCreated] = useState<Job | null>(null);
  const { job, problem } = usePolledJob(created, null);
  return (
    <section className="correction" aria-labelledby="speaking-title" data-testid="speaking-correction">
      <h2 id="speaking-title" className="h3">{t.t('correctionApp.speaking.title')}</h2>
      <SpeakingRecorder tasks={tasks} loginHref={loginHref} pricingHref={pricingHref} onJob={setCreated} />
      {job && <JobStatus job={job} />}
      {problem && <ProblemNote problem={problem} loginHref={loginHref} pricingHref={pricingHref} />}
      {job?.report?.kind === 'speaking' && (
        <Suspense fallback={<p role="status">{t.t('correctionUi.running')}</p>}><SpeakingReportView report={job.report} /></Suspense>
      )}
    </section>
  );
}

export default function SpeakingCorrection({ locale, messages, ...rest }: SpeakingCorrectionProps) {
  return <IslandMessages locale={locale} messages={messages}><Speaking {...rest} /></IslandMessages>;
}
