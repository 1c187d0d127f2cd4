/** Reminder settings: the weekly e-mail, the daily reminder's local hour, and the consent nothing is sent without. */
import { useState, type FormEvent } from 'react';
import type { GoalView } from '../../../shared/api/goal.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import { browserTimeZone } from './goal-api.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function Reminders({ view, onSave }: { view: GoalView; onSave: (r: { weekly: boolean; dailyHour: number | null; consent: boolean }) => Promise<boolean> }) {
  const t = useT();
  const [weekly, setWeekly] = useState(view.reminders.weekly);
  const [hour, setHour] = useState<number | null>(view.reminders.dailyHour);
  const [consent, setConsent] = useState(view.reminders.consent);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if ((weekly || hour !== null) && !consent) return setMessage({ ok: false, text: t.t('goal.reminders.consentNeeded') });
    try {
      await onSave({ weekly, dailyHour: hour, consent });
      setMessage({ ok: true, text: t.t('goal.reminders.saved') });
    } catch {
      setMessage({ ok: false, text: t.t('goal.form.failed') });
    }
  }

  const hourLabel = (h: number) => t.date(new Date(Date.UTC(2026, 0, 1, h)), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (
    <form className="goal-reminders" onSubmit={(e) => void submit(e)} aria-labelledby="goal-reminders-title" data-testid="goal-reminders">
      <h2 id="goal-reminders-title">{t.t('goal.reminders.title')}</h2>
      <label className="check-label"><input type="checkbox" checked={weekly} onChange={(e) => setWeekly(e.target.checked)} /> {t.t('goal.reminders.weekly')}</label>
      <div className="field">
        <label className="field-label" htmlFor="goal-hour">{t.t('goal.reminders.hour')}</label>
        <select id="goal-hour" className="field-control" value={hour ?? ''} onChange={(e) => setHour(e.target.value === '' ? null : Number(e.target.value))}>
          <option value="">{t.t('goal.reminders.off')}</option>
          {HOURS.map((h) => <option key={h} value={h}>{hourLabel(h)}</option>)}
        </select>
        <p className="field-hint">{t.t('goal.reminders.timeZone', { zone: browserTimeZone() })}</p>
      </div>
      <label className="check-label"><input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} data-testid="goal-consent" /> {t.t('goal.reminders.consent')}</label>
      {message && <p className={message.ok ? 'muted' : 'form-error'} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      <button type="submit" className="btn btn-ghost">{t.t('goal.reminders.save')}</button>
    </form>
  );
}
