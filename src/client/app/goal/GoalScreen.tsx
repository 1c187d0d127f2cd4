/**
 * #/goal (issue 28): the target score and test date, the projection with its plain sentence, today's plan with
 * items that tick off, and the reminder settings. Coming back to this screen after practising reloads it, so a
 * block of practice done elsewhere shows as ticked and the projection moves.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { GoalView } from '../../../shared/api/goal.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import { PLAN_MINUTES } from '../../../shared/learning/planning/daily-plan.ts';
import { TARGET_RANGE, TARGET_SUGGESTIONS } from '../../../shared/learning/planning/thresholds.ts';
import type { Locale } from '../../../shared/locales.ts';
import { ApiError } from '../../platform/api.ts';
import { browserTimeZone, goalApi } from './goal-api.ts';
import { PlanList } from './PlanList.tsx';
import { ProjectionChart } from './ProjectionChart.tsx';
import { Reminders } from './Reminders.tsx';

const MINUTE_CHOICES = [20, 25, 30, 35, 40] as const;

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function GoalForm({ initial, onSaved, locale }: { initial: GoalView['goal']; onSaved: (v: GoalView) => void; locale: Locale }) {
  const t = useT();
  const [target, setTarget] = useState(String(initial?.target ?? 110));
  const [date, setDate] = useState(initial?.testDate ?? '');
  const [minutes, setMinutes] = useState(initial?.minutes ?? PLAN_MINUTES.default);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(target);
    if (!Number.isInteger(n) || n < TARGET_RANGE.min || n > TARGET_RANGE.max || n % TARGET_RANGE.step) return setError(t.t('goal.form.invalidTarget'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t.t('goal.form.invalidDate'));
    setBusy(true);
    setError(null);
    try {
      onSaved(await goalApi(locale).set({ target: n, testDate: date, minutes, timeZone: browserTimeZone() }));
    } catch (err) {
      setError(err instanceof ApiError && err.code === 'target_invalid' ? t.t('goal.form.invalidTarget')
        : err instanceof ApiError && err.code === 'date_invalid' ? t.t('goal.form.invalidDate') : t.t('goal.form.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="goal-form" onSubmit={(e) => void submit(e)} noValidate data-testid="goal-form">
      <div className="field">
        <label className="field-label" htmlFor="goal-target">{t.t('goal.form.target')}</label>
        <input id="goal-target" className="field-control" type="number" inputMode="numeric" min={TARGET_RANGE.min} max={TARGET_RANGE.max} step={TARGET_RANGE.step}
          value={target} onChange={(e) => setTarget(e.target.value)} aria-describedby="goal-suggestions-label" required />
      </div>
      <fieldset className="goal-suggestions">
        <legend id="goal-suggestions-label" className="field-label">{t.t('goal.form.suggestions')}</legend>
        <ul>
          {TARGET_SUGGESTIONS.map((s) => (
            <li key={s.label}>
              <button type="button" className="btn btn-ghost btn-small" aria-pressed={target === String(s.score)} onClick={() => setTarget(String(s.score))}>
                {t.t(`goal.suggestion.${s.label}`, { score: s.score })}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor="goal-date">{t.t('goal.form.date')}</label>
        <input id="goal-date" className="field-control" type="date" min={todayIso()} value={date} onChange={(e) => setDate(e.target.value)} required />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="goal-minutes">{t.t('goal.form.minutes')}</label>
        <select id="goal-minutes" className="field-control" value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
          {MINUTE_CHOICES.map((m) => <option key={m} value={m}>{t.t('goal.form.minutesValue', { n: m })}</option>)}
        </select>
      </div>
      {error && <p className="form-error" role="alert" data-testid="goal-error">{error}</p>}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="goal-save">{t.t('goal.form.save')}</button>
    </form>
  );
}

function Sentence({ view }: { view: GoalView }) {
  const t = useT();
  const p = view.projection;
  const g = view.goal;
  if (!p || !g) return null;
  const date = t.date(g.testDate, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={`goal-status goal-status-${p.status}`} data-testid="goal-status" data-status={p.status}>
      <p className="goal-status-label"><strong>{t.t(`goal.status.${p.status}`)}</strong></p>
      <p data-testid="goal-sentence">{p.probability === null ? t.t(`goal.sentence.${p.status}`) : t.t(`goal.sentence.${p.status}`, { p: p.probability, target: g.target, date })}</p>
      <p className="muted small">{t.t('goal.estimateNote')}</p>
    </div>
  );
}

export default function GoalScreen({ locale }: { locale: Locale }) {
  const t = useT();
  const [view, setView] = useState<GoalView | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const api = useRef(goalApi(locale));

  const load = useCallback(() => {
    setFailed(false);
    api.current.get().then(setView, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  if (failed) return <section className="goal-screen"><p role="alert">{t.t('goal.loadFailed')}</p><button type="button" className="btn btn-ghost" onClick={load}>{t.t('goal.retry')}</button></section>;
  if (!view) return <section className="goal-screen" aria-busy="true"><p className="muted">{t.t('practice.loading')}</p></section>;

  const g = view.goal;
  const afterSave = (v: GoalView) => { setView(v); setEditing(false); setSaved(true); };
  return (
    <section className="goal-screen" data-testid="goal-screen" aria-labelledby="goal-title">
      <h1 id="goal-title" className="app-title">{t.t('goal.title')}</h1>
      <p className="visually-hidden" role="status">{saved ? t.t('goal.form.saved') : ''}</p>
      {!g || editing ? (
        <>
          {!g && <p>{t.t('goal.intro')}</p>}
          <GoalForm initial={g} onSaved={afterSave} locale={locale} />
        </>
      ) : (
        <>
          <div className="goal-summary">
            <p data-testid="goal-summary"><strong>{t.t('goal.summary', { target: g.target, date: t.date(g.testDate, { dateStyle: 'long', timeZone: 'UTC' }) })}</strong>
              {g.daysLeft >= 0 && <span className="muted"> · {t.t('goal.daysLeft', { n: g.daysLeft })}</span>}</p>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => { setSaved(false); setEditing(true); }} data-testid="goal-edit">{t.t('goal.form.edit')}</button>
          </div>
          <Sentence view={view} />
          {view.projection && <ProjectionChart points={view.projection.points} target={g.target} />}
          {view.plan && <PlanList plan={view.plan} onTick={(key) => api.current.tick(key).then(setView, () => setFailed(true))} />}
          <Reminders view={view} onSave={(r) => api.current.reminders(r).then((v) => { setView(v); return true; })} />
        </>
      )}
    </section>
  );
}
