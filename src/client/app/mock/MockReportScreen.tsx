/**
 * #/mock/report/<id>: shows progress while the report is not ready and asks again by itself (ADR 027); then the
 * report, its private link (create, copy, turn off) and, for a guest's diagnostic, the invitation to keep it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MockReport } from '../../../shared/api/mock.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes.ts';
import { ApiError } from '../../platform/api.ts';
import { mockApi } from './mock-api.ts';
import { ReportView } from './ReportView.tsx';

/** How often a report that is not ready is asked for again. */
const POLL_MS = 4000;

type State = { kind: 'waiting'; tries: number } | { kind: 'ready'; report: MockReport } | { kind: 'failed'; code: 'load' | 'not_found' };

export default function MockReportScreen({ locale, id, guest }: { locale: Locale; id: string; guest: boolean }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'waiting', tries: 0 });
  const [share, setShare] = useState<{ path: string | null; busy: boolean; copied: boolean; failed: boolean }>({ path: null, busy: false, copied: false, failed: false });
  const api = useRef(mockApi(locale));

  const load = useCallback(async (tries: number) => {
    try {
      setState({ kind: 'ready', report: await api.current.report(id) });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'test_running') setState({ kind: 'waiting', tries: tries + 1 });
      else setState({ kind: 'failed', code: err instanceof ApiError && err.status === 404 ? 'not_found' : 'load' });
    }
  }, [id]);

  useEffect(() => { void load(0); }, [load]);
  useEffect(() => {
    if (state.kind !== 'waiting' || state.tries === 0) return;
    const timer = setTimeout(() => void load(state.tries), POLL_MS);
    return () => clearTimeout(timer);
  }, [state, load]);

  async function toggleShare(revoke: boolean) {
    setShare((s) => ({ ...s, busy: true, failed: false, copied: false }));
    try {
      const res = revoke ? await api.current.revoke(id) : await api.current.share(id);
      setShare({ path: res.path, busy: false, copied: false, failed: false });
    } catch {
      setShare((s) => ({ ...s, busy: false, failed: true }));
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setShare((s) => ({ ...s, copied: true }));
    } catch {
      setShare((s) => ({ ...s, failed: true }));
    }
  }

  const shareUrl = share.path ? new URL(share.path, location.origin).href : null;
  return (
    <section className="mock-report-screen" aria-labelledby="mock-report-title" data-testid="mock-report-screen">
      <p className="runner-back"><a href="#/mock">{t.t('mock.back')}</a></p>
      <h1 id="mock-report-title" className="app-title">{t.t('mock.report.title')}</h1>
      {state.kind === 'waiting' && <p role="status" data-testid="report-waiting">{t.t('mock.report.waiting')}</p>}
      {state.kind === 'failed' && (
        <div role="alert" className="runner-error">
          <p>{t.t(state.code === 'not_found' ? 'mock.runner.notFound' : 'mock.report.loadFailed')}</p>
          {state.code === 'load' && <button type="button" className="btn btn-primary" onClick={() => void load(0)}>{t.t('practice.retry')}</button>}
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          {guest && (
            <p className="mock-keep" data-testid="report-keep">
              {t.t('mock.report.keep')} <a className="btn btn-primary" href={href(locale, 'register')}>{t.t('mock.report.signUp')}</a>
            </p>
          )}
          <ReportView report={state.report} locale={locale} />
          {!guest && (
            <div className="mock-share" data-testid="report-share">
              <h2>{t.t('mock.share.title')}</h2>
              <p className="muted small">{t.t('mock.share.lead')}</p>
              {shareUrl ? (
                <>
                  <p><input className="input" readOnly value={shareUrl} aria-label={t.t('mock.share.link')} data-testid="share-url" /></p>
                  <p className="app-actions">
                    <button type="button" className="btn btn-primary" onClick={() => void copy(shareUrl)}>{t.t('mock.share.copy')}</button>
                    <button type="button" className="btn btn-ghost" disabled={share.busy} onClick={() => void toggleShare(true)} data-testid="share-revoke">{t.t('mock.share.revoke')}</button>
                  </p>
                </>
              ) : (
                <button type="button" className="btn btn-ghost" disabled={share.busy} onClick={() => void toggleShare(false)} data-testid="share-create">{t.t('mock.share.create')}</button>
              )}
              <p role="status" className="small">{share.copied ? t.t('mock.share.copied') : ''}</p>
              {share.failed && <p role="alert">{t.t('mock.share.failed')}</p>}
            </div>
          )}
        </>
      )}
    </section>
  );
}
