/** The short welcome shown once in /app after signing up, signing in or starting as a guest (ADR 033). */
import { useT } from '../../shared/components/i18n.tsx';
import { Icon } from '../../shared/components/Icon.tsx';
import type { Welcome as Kind } from '../../shared/journey/landing.ts';

export function Welcome({ kind, onClose }: { kind: Kind; onClose: () => void }) {
  const t = useT();
  return (
    <section className="app-welcome" role="status" aria-labelledby="app-welcome-title" data-testid="app-welcome">
      <div>
        <h2 id="app-welcome-title">{t.t(`journey.welcome.${kind}.title`)}</h2>
        <p>{t.t(`journey.welcome.${kind}.body`)}</p>
      </div>
      <button type="button" className="app-welcome-close" aria-label={t.t('journey.welcome.close')} onClick={onClose}>
        <Icon name="close" size={20} />
      </button>
    </section>
  );
}
