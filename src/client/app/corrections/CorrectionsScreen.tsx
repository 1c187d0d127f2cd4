/**
 * #/corrections (history), #/corrections/new/<writing|speaking> (paste or record an answer) and
 * #/corrections/<id> (progress, then the report). The forms and reports are the public islands' components.
 */
import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { SpeakingRecorder as SpeakingRecorderModule } from '../../../shared/islands/correction/SpeakingRecorder.tsx';
import type { SpeakingReportView as SpeakingReportViewModule } from '../../../shared/islands/correction/SpeakingReportView.tsx';
import { lazyScreen } from '../lazy-screen.tsx';
import type * as v from 'valibot';
import * as S from '../../../shared/api/schemas.ts';
import type { JobSummary } from '../../../shared/api/correction.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import { SPEAKING_TASKS } from '../../../shared/learning/correction/targets.ts';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes.ts';
import { JobStatus } from '../../../shared/islands/correction/JobStatus.tsx';
import { ProblemNote } from '../../../shared/islands/correction/ProblemNote.tsx';
import { WritingForm } from '../../../shared/islands/correction/WritingForm.tsx';
import { WritingReportView } from '../../../shared/islands/correction/WritingReportView.tsx';
import { problemOf, usePolledJob, type Job, type Problem } from '../../../shared/islands/correction/job.ts';
import { api } from '../../platform/api.ts';
import { listCorrections } from '../../platform/correction-client.ts';
import type { AppRoute } from '../routes.ts';

const SpeakingRecorder = lazyScreen<ComponentProps<typeof SpeakingRecorderModule>>(() => import('../../../shared/islands/correction/SpeakingRecorder.tsx').then((m) => ({ default: m.SpeakingRecorder })));
const SpeakingReportView = lazyScreen<ComponentProps<typeof SpeakingReportViewModule>>(() => import('../../../shared/islands/correction/SpeakingReportView.tsx').then((m) => ({ default: m.SpeakingReportView })));

type Summary = v.InferOutput<typeof JobSummary>;
type Links = { loginHref: string; pricingHref: string };

function taskLabel(t: ReturnType<typeof useT>, s: Pick<Summary, 'kind' | 'taskType'>): string {
  return s.taskType !== 'free' && t.has(`practice.task.${s.taskType}`) ? t.t(`practice.task.${s.taskType}`) : t.t(`correctionApp.kind.${s.kind}`);
}

function History({ user, links }: { user: S.ApiUser; links: Links }) {
  const t = useT();
  const [jobs, setJobs] = useState<Summary[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The shell's user was loaded when /app opened; corrections sent since then have used credits.
  const [credits, setCredits] = useState(user.correctNum);
  useEffect(() => {
    listCorrections().then((r) => setJobs(r.jobs), (err) => setProblem(problemOf(err)));
    api('/userInfo', { schema: S.User }).then((u) => setCredits(u.correctNum), () => undefined);
  }, []);
  return (
    <>
      <p className="muted" data-testid="correction-credits">{t.t('correctionApp.creditsLeft', { n: credits })}</p>
      <p className="app-actions">
        <a className="btn btn-primary" href="#/corrections/new/writing" data-testid="new-writing">{t.t('correctionApp.newWriting')}</a>
        <a className="btn btn-ghost" href="#/corrections/new/speaking" data-testid="new-speaking">{t.t('correctionApp.newSpeaking')}</a>
      </p>
      <h2 className="h4">{t.t('correctionApp.history')}</h2>
      {problem && <ProblemNote problem={problem} {...links} />}
      {!jobs && !problem && <p role="status">{t.t('practice.loading')}</p>}
      {jobs?.length === 0 && <p data-testid="corrections-empty">{t.t('correctionApp.empty')}</p>}
      {jobs && jobs.length > 0 && (
        <ul className="correction-history" data-testid="correction-history">
          {jobs.map((j) => (
            <li key={j.id}>
              <a href={`#/corrections/${j.id}`}>{taskLabel(t, j)}</a>
              <span className="muted"> · {t.date(new Date(j.createdAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: undefined })}</span>
              <span className={`badge correction-state-${j.state}`} data-testid="history-state"> {t.t(`correctionApp.state.${j.state}`)}</span>
              {j.band !== null && <span data-testid="history-band"> · {t.t('correctionApp.bandShort', { band: j.band })}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NewCorrection({ mode, links }: { mode: 'writing' | 'speaking'; links: Links }) {
  const t = useT();
  const open = (job: Job) => { location.hash = `#/corrections/${job.job.id}`; };
  const tasks = SPEAKING_TASKS.map((id) => ({ id, label: t.t(`practice.task.${id}`) }));
  return (
    <>
      <nav className="correction-modes" aria-label={t.t('correctionApp.newTitle')}>
        <a href="#/corrections/new/writing" aria-current={mode === 'writing' ? 'page' : undefined}>{t.t('correctionApp.kind.writing')}</a>
        <a href="#/corrections/new/speaking" aria-current={mode === 'speaking' ? 'page' : undefined}>{t.t('correctionApp.kind.speaking')}</a>
      </nav>
      {mode === 'writing'
        ? <WritingForm {...links} onJob={open} busy={false} />
        : <Suspense fallback={<p role="status">{t.t('practice.loading')}</p>}><SpeakingRecorder tasks={tasks} {...links} onJob={open} /></Suspense>}
    </>
  );
}

function CorrectionView({ id, links }: { id: string; links: Links }) {
  const t = useT();
  const { job, problem } = usePolledJob(null, id);
  return (
    <>
      {!job && !problem && <p role="status">{t.t('practice.loading')}</p>}
      {job && <p className="muted">{taskLabel(t, job.job)}</p>}
      {job && <JobStatus job={job} />}
      {problem && <ProblemNote problem={problem} {...links} />}
      {job?.report?.kind === 'writing' && <WritingReportView report={job.report} />}
      {job?.report?.kind === 'speaking' && (
        <Suspense fallback={<p role="status">{t.t('practice.loading')}</p>}><SpeakingReportView report={job.report} /></Suspense>
      )}
    </>
  );
}

export default function CorrectionsScreen({ locale, route, user }: { locale: Locale; route: AppRoute; user: S.ApiUser }) {
  const t = useT();
  const links = { loginHref: href(locale, 'login'), pricingHref: href(locale, 'pricing') };
  const title = route.name === 'correctionNew' ? 'correctionApp.newTitle' : route.name === 'correction' ? 'correctionApp.reportTitle' : 'correctionApp.title';
  return (
    <section className="app-corrections" aria-labelledby="corrections-title" data-testid="app-corrections">
      {route.name !== 'corrections' && <p className="runner-back"><a href="#/corrections">{t.t('correctionApp.back')}</a></p>}
      <h1 id="corrections-title" className="app-title">{t.t(title)}</h1>
      {route.name === 'corrections' && <History user={user} links={links} />}
      {route.name === 'correctionNew' && <NewCorrection key={route.mode} mode={route.mode} links={links} />}
      {route.name === 'correction' && <CorrectionView key={route.id} id={route.id} links={links} />}
    </section>
  );
}
