/**
 * Footer language picker (SPEC §2): links to the current page in each locale, so it works without
 * JavaScript and crawlers see real alternates. Choosing one records the choice in the locale cookie
 * (365 days, path /, SameSite Lax) before the browser follows the link.
 */
import { useId, useState } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../constants.ts';
import { useT } from '../components/i18n.tsx';
import { Icon } from '../components/Icon.tsx';
import type { LanguagePickerProps } from './props.ts';

export function rememberLocale(code: string) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${code}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

export default function LanguagePicker({ locale, alternates }: LanguagePickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = alternates.find((a) => a.code === locale);
  return (
    <div className={`lang-picker${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className="lang-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="language-picker"
      >
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t.t('footer.language')}: </span>
        {current?.label}
      </button>
      <ul id={listId} className="lang-list" aria-label={t.t('footer.language')}>
        {alternates.map((a) => (
          <li key={a.code}>
            <a
              href={a.href}
              hrefLang={a.code}
              lang={a.code}
              aria-current={a.code === locale ? 'true' : undefined}
              onClick={() => rememberLocale(a.code)}
            >
              {a.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
