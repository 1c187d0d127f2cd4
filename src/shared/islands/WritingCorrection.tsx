/**
 * Writing correction island (issue 11): the learner pastes a question and an answer, a job is created (one
 * credit), the island polls it and shows the report — band, four scores with their evidence, corrections to step
 * through, the improved version and guidance. The server renders the same empty form for every visitor (the page
 * is cached); who is signed in only matters once the form is sent. Strings come with the props (ADR 030).
 */
import { useState } from 'react';
import { useT } from '../components/i18n.tsx';
import { IslandMessages } from './correction/IslandMessages.tsx';
import { JobStatus } from './correction/JobStatus.tsx';
import { ProblemNote } from './correction/ProblemNote.tsx';
import { WritingForm } from './correction/WritingForm.tsx';
import { WritingReportView } from './correction/WritingReportView.tsx';
import { usePolledJob, type Job } from './correction/job.ts';
import type { WritingCorrectionProps } from './props.ts';

function Writing({ loginHref, pricingHref }: { loginHref: string; pricingHref: string }) {
  const t = useT();
  const [created, setCreated] = useState<Job | null>(null);
  const { job, problem } = usePolledJob(created, null);
  const waiting = !!job && (job.job.state === 'queued' || job.job.state === 'running');
  return (
    <section className="correction" aria-labelledby="correction-title" data-testid="writing-correction">
      <h2 id="correction-title" className="h3">{t.t('correctionUi.title')}</h2>
      <WritingForm loginHref={loginHref} pricingHref={pricingHref} onJob={setCreated} busy={waiting} />
      {job && <JobStatus job={job} />}
      {problem && <ProblemNote problem={problem} loginHref={loginHref} pricingHref={pricingHref} />}
      {job?.report?.kind === 'writing' && <WritingReportView report={job.report} />}
    </section>
  );
}

export default function WritingCorrection({ locale, messages, loginHref, pricingHref }: WritingCorrectionProps) {
  return <IslandMessages locale={locale} messages={messages}><Writing loginHref={loginHref} pricingHref={pricingHref} /></IslandMessages>;
}
