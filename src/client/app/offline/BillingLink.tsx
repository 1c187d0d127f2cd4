/**
 * A link to pricing or checkout from inside /app (issue 29). Offline it would open a page that cannot load, so it
 * stays in its place, visibly off, with the same reason the online-only sections give.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../shared/components/i18n.tsx';
import { useConnectivity } from './use-connectivity.ts';

export function BillingLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  const t = useT();
  const offline = useConnectivity() !== 'online';
  if (!offline) return <a href={href} data-testid={testId}>{children}</a>;
  return (
    <a aria-disabled="true" className="is-offline" title={t.t('offline.unavailable')} data-testid={testId}>
      {children} <span className="offline-tag">{t.t('offline.needsConnection')}</span>
    </a>
  );
}
