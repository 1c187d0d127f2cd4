/**
 * The app's language picker: /app has one URL for every language, so a choice is written to the locale cookie
 * and the shell is reloaded in that language (the server reads the cookie).
 */
import { useId, useState } from 'react';
import { useT } from '../../shared/components/i18n.tsx';
import { Icon } from '../../shared/components/Icon.tsx';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { rememberLocale } from '../../shared/islands/LanguagePicker.tsx';

export function AppLanguagePicker({ locale }: { locale: Locale }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = LOCALES.find((l) => l.code === locale);
  return (
    <div className={`lang-picker app-lang${open ? ' is-open' : ''}`}>
      <button type="button" className="lang-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)} data-testid="app-language">
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t.t('footer.language')}: </span>
        <span className="app-lang-label">{current?.label}</span>
      </button>
      <ul id={listId} className="lang-list" aria-label={t.t('footer.language')}>
        {LOCALES.map((l) => (
          <li key={l.code}>
            <button type="button" lang={l.code} aria-current={l.code === locale ? 'true' : undefined}
              onClick={() => { rememberLocale(l.code); location.reload(); }}>
              {l.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
