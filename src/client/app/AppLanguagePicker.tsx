/**
 * The app's language picker: /app has one URL for every language, so a choice is written to the locale cookie
 * and the shell is reloaded in that language (the server reads the cookie). The same disclosure behaviour as
 * the public pickers (ADR 033): opens on activation, Escape closes and returns focus, arrow keys move.
 */
import { useId } from 'react';
import { useT } from '../../shared/components/i18n.tsx';
import { Icon } from '../../shared/components/Icon.tsx';
import { ITEM_ATTR, useDisclosure } from '../../shared/components/use-disclosure.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';
import { rememberLocale } from '../../shared/journey/locale-cookie.ts';

export function AppLanguagePicker({ locale }: { locale: Locale }) {
  const t = useT();
  const d = useDisclosure();
  const listId = useId();
  const current = LOCALES.find((l) => l.code === locale);
  return (
    <div ref={d.root} className={`lang-picker app-lang${d.open ? ' is-open' : ''}${d.ready ? ' is-ready' : ''}`} onKeyDown={d.onKeyDown} onBlur={d.onBlur}>
      <button ref={d.button} type="button" className="lang-button" aria-expanded={d.open} aria-controls={listId}
        onClick={() => d.setOpen((o) => !o)} data-testid="app-language">
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t.t('footer.language')}: </span>
        <span className="app-lang-label">{current?.label}</span>
      </button>
      <ul id={listId} className="lang-list" aria-label={t.t('footer.language')}>
        {LOCALES.map((l) => (
          <li key={l.code}>
            <button type="button" lang={l.code} aria-current={l.code === locale ? 'true' : undefined} {...{ [ITEM_ATTR]: '' }}
              onClick={() => { rememberLocale(l.code); location.reload(); }}>
              {l.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
