/** The contract between the router and a page module. */
import type { ReactElement } from 'react';
import type { Translator } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locales.ts';
import type { RouteId } from '../../shared/routes.ts';
import type { HeadData } from '../render/types.ts';
import type { Bindings } from '../env.ts';

export interface PageContext {
  t: Translator;
  locale: Locale;
  routeId: RouteId;
  params: Record<string, string>;
  barePath: string;
  productionHost: string;
  supportEmail: string;
  /** Public configuration (what the browser may know). */
  config: { googleClientId: string; cookieDomain: string };
  data?: unknown;
}

export type PageHead = Pick<HeadData, 'title' | 'description'> & Partial<Pick<HeadData, 'jsonLd' | 'ogType' | 'noindex'>>;

/** What a page's load sees of the request: route params and the session token (member pages only). */
export interface LoadRequest { params: Record<string, string>; token: string | null }

/** Thrown by a page's load when the thing it shows does not exist for this visitor: the router answers 404. */
export class PageNotFound extends Error {}

export interface PageModule {
  /** Data the page needs from storage, loaded before rendering (the result is in ctx.data). */
  load?(env: Bindings, req: LoadRequest): Promise<unknown>;
  /** False when the loaded data is a fallback (a failed load) that must not be stored in the page cache. */
  cacheable?(data: unknown): boolean;
  head(ctx: PageContext): PageHead;
  Body(props: { ctx: PageContext }): ReactElement;
}
