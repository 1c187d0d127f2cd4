/**
 * Language picker (SPEC §2), in the footer, the header and the mobile menu: links to the current page in each
 * locale, so it works without JavaScript and crawlers see real alternates. A disclosure (ADR 033): it opens on
 * activation only, Escape closes it and returns focus, the arrow keys move through the list; on a phone the
 * list opens as a sheet from the bottom of the screen with its own close button. Choosing a language records
 * it in the locale cookie (365 days, path /, SameSite Lax) before the browser follows the link.
 */
import { useId } from 'react';
import { useT } from '../components/i18n.tsx';
import { Icon } from '../components/Icon.tsx';
import { ITEM_ATTR, useDisclosure } from '../components/use-disclosure.ts';
import { rememberLocale } from '../journey/locale-cookie.ts';
import type { LanguagePickerProps } from './props.ts';

export { rememberLocale };

export function LanguageMenu({ locale, alternates, placement = 'footer', testId = 'language-picker' }: LanguagePickerProps & { placement?: 'footer' | 'header' | 'menu'; testId?: string }) {
  const t = useT();
  const d = useDisclosure();
  const listId = useId();
  const titleId = useId();
  const current = alternates.find((a) => a.code === locale);
  return (
    <div ref={d.root} className={`lang-picker lang-${placement}${d.open ? ' is-open' : ''}${d.ready ? ' is-ready' : ''}`}
      onKeyDown={d.onKeyDown} onBlur={d.onBlur}>
      <button
        ref={d.button}
        type="button"
        className="lang-button"
        aria-expanded={d.open}
        aria-controls={listId}
        onClick={() => d.setOpen((o) => !o)}
        data-testid={testId}
      >
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t.t('footer.language')}: </span>
        <span className="lang-current">{current?.label}</span>
      </button>
      <div id={listId} className="lang-sheet" role="group" aria-labelledby={titleId}>
        <div className="lang-sheet-head">
          <p id={titleId} className="lang-sheet-title">{t.t('journey.language.choose')}</p>
          <button type="button" className="lang-sheet-close" aria-label={t.t('journey.language.close')} onClick={() => d.close(true)}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <ul className="lang-list">
          {alternates.map((a) => (
            <li key={a.code}>
              <a
                href={a.href}
                hrefLang={a.code}
                lang={a.code}
                aria-current={a.code === locale ? 'true' : undefined}
                onClick={() => rememberLocale(a.code)}
                {...{ [ITEM_ATTR]: '' }}
              >
                {a.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function LanguagePicker(props: LanguagePickerProps) {
  return <LanguageMenu {...props} />;
}
