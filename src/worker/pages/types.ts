/** The contract between the router and a page module. */
import type { ReactElement } from 'react';
import type { Translator } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locales.ts';
import type { RouteId } from '../../shared/routes.ts';
import type { HeadData } from '../render/types.ts';
import type { Bindings } from '../env.ts';
import type { Deferred, Loaded } from '../render/deferred.tsx';

export interface PageContext {
  t: Translator;
  locale: Locale;
  routeId: RouteId;
  params: Record<string, string>;
  barePath: string;
  productionHost: string;
  supportEmail: string;
  /** Public configuration (what the browser may know). */
  config: { googleClientId: string; cookieDomain: string; turnstileSiteKey: string };
  /** A refused no-JavaScript form post, rendered again with what was typed and what was wrong (ADR 020). */
  form?: { values: Record<string, string>; errors: Record<string, string> };
  data?: unknown;
  /** Backend data the body shows inside Suspense boundaries (`defer`), still on its way when the head flushes. */
  deferred?: Deferred<unknown>;
}

export type PageHead = Pick<HeadData, 'title' | 'description'> & Partial<Pick<HeadData, 'jsonLd' | 'ogType' | 'noindex' | 'canonicalLocale' | 'alternateLocales'>>;

/** What a page's load sees of the request: its locale, route params and the session token (member pages only). */
export interface LoadRequest { locale: Locale; params: Record<string, string>; token: string | null }

/** Thrown by a page's load when the thing it shows does not exist for this visitor: the router answers 404. */
export class PageNotFound extends Error {}

export interface PageModule {
  /**
   * Data the page needs from storage or the upstream, loaded before rendering (`data` is in ctx.data). A load
   * that had to fall back on something says `complete: false`: the page is served but not cached. A load may
   * throw PageNotFound.
   */
  load?(env: Bindings, req: LoadRequest): Promise<{ data: unknown; complete: boolean }>;
  /**
   * Backend data the body renders inside Suspense boundaries (ADR 042): started before rendering and not
   * waited for, so the head and everything above it flush at once. Nothing the head, the status or the page's
   * existence depends on may come from here, except that it may say the thing is `missing` (a 404 when known
   * within the grace period). Never throws (each part falls back on its own, `complete: false`).
   */
  defer?(env: Bindings, req: LoadRequest): Promise<Loaded<unknown>>;
  /**
   * How long the render waits for deferred data before flushing without it (default STREAM_GRACE_MS). Longer
   * for a page whose status the data may decide (a 404 for a missing thing), so a quick backend still gives one.
   */
  graceMs?: number;
  head(ctx: PageContext): PageHead;
  Body(props: { ctx: PageContext }): ReactElement;
}
