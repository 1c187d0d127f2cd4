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

export interface PageModule {
  /** Data the page needs from storage, loaded before rendering (the result is in ctx.data). */
  load?(env: Bindings, params: Record<string, string>): Promise<unknown>;
  head(ctx: PageContext): PageHead;
  Body(props: { ctx: PageContext }): ReactElement;
}
