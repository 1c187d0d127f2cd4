/** The learner's tutor conversations: open one, rename it in place, delete it after a confirmation. */
import { useState } from 'react';
import type { ConversationSummary } from '../../../shared/api/tutor.ts';
import { useT } from '../../../shared/components/i18n.tsx';
import type { Locale } from '../../../shared/locales.ts';
import type { tutorApi } from './tutor-api.ts';

interface Props {
  locale: Locale; conversations: ConversationSummary[]; currentId: string | null;
  api: ReturnType<typeof tutorApi>; onChanged: (deletedId?: string) => void;
}

export function ConversationList({ conversations, currentId, api, onChanged }: Props) {
  const t = useT();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState(false);
  const titleOf = (c: ConversationSummary) => c.title || t.t('tutor.untitled');

  async function rename(id: string) {
    if (!title.trim()) return;
    try {
      await api.rename(id, title.trim());
      setRenaming(null);
      onChanged();
    } catch { setError(true); }
  }
  async function remove(id: string) {
    try {
      await api.remove(id);
      setConfirming(null);
      onChanged(id);
    } catch { setError(true); }
  }

  return (
    <nav className="tutor-list" aria-labelledby="tutor-list-title" data-testid="tutor-list">
      <h2 id="tutor-list-title" className="h4">{t.t('tutor.conversations')}</h2>
      <p><a className="btn btn-ghost btn-small" href="#/tutor" data-testid="tutor-new">{t.t('tutor.newConversation')}</a></p>
      {error && <p role="alert" className="tutor-note is-error">{t.t('tutor.errors.generic')}</p>}
      {conversations.length === 0 && <p className="muted">{t.t('tutor.noConversations')}</p>}
      <ul>
        {conversations.map((c) => (
          <li key={c.id} data-testid="tutor-conversation">
            {renaming === c.id ? (
              <form onSubmit={(e) => { e.preventDefault(); void rename(c.id); }} className="tutor-rename">
                <label htmlFor={`rename-${c.id}`} className="visually-hidden">{t.t('tutor.renameLabel')}</label>
                <input id={`rename-${c.id}`} value={title} maxLength={80} autoFocus onChange={(e) => setTitle(e.target.value)} data-testid="tutor-rename-input" />
                <button type="submit" className="btn btn-primary btn-small">{t.t('tutor.save')}</button>
                <button type="button" className="btn btn-ghost btn-small" onClick={() => setRenaming(null)}>{t.t('tutor.cancel')}</button>
              </form>
            ) : (
              <>
                <a href={`#/tutor/${c.id}`} aria-current={c.id === currentId ? 'page' : undefined} className="tutor-list-link">
                  {titleOf(c)} <span className="muted">· {t.t(`tutor.modes.${c.mode}`)}</span>
                </a>
                <span className="tutor-list-tools">
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => { setRenaming(c.id); setTitle(c.title); setConfirming(null); }}
                    aria-label={`${t.t('tutor.rename')}: ${titleOf(c)}`}>{t.t('tutor.rename')}</button>
                  <button type="button" className="btn btn-ghost btn-small" onClick={() => { setConfirming(c.id); setRenaming(null); }}
                    aria-label={`${t.t('tutor.delete')}: ${titleOf(c)}`} data-testid="tutor-delete">{t.t('tutor.delete')}</button>
                </span>
                {confirming === c.id && (
                  <div className="tutor-confirm" role="alertdialog" aria-label={t.t('tutor.delete')}>
                    <p>{t.t('tutor.deleteConfirm', { title: titleOf(c) })}</p>
                    <button type="button" className="btn btn-primary btn-small" onClick={() => void remove(c.id)} data-testid="tutor-delete-confirm">{t.t('tutor.delete')}</button>
                    <button type="button" className="btn btn-ghost btn-small" onClick={() => setConfirming(null)} autoFocus>{t.t('tutor.cancel')}</button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
