/**
 * SPEC §2/§7: the current path without its language prefix is reported to the backend on each path change.
 * Fire and forget: a failure must never surface to the visitor.
 */
import type { Locale } from '../../shared/locales.ts';

export function reportPath(locale: Locale, path: string): void {
  const q = new URLSearchParams({ path, locale });
  try {
    void fetch(`/weapp/api/common/logPath?${q}`, { credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  } catch {
    /* fetch unavailable: nothing to report */
  }
}
