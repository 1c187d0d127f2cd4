/**
 * Renders a page to one HTML string with react-dom's renderToString. Pages have no Suspense boundaries, so
 * streaming bought nothing but cost: in workerd every flushed chunk crossed into a ReadableStream and a
 * TextEncoder, and the page cache then had to tee the stream and run an HTMLRewriter over it (ADR 021). A string
 * is stored as is and gets its nonce by a plain replace.
 */
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { I18nProvider } from '../../shared/components/i18n.tsx';
import type { Translator } from '../../shared/i18n.ts';
import type { AppEnv } from '../env.ts';
import { clientMessagesJson } from '../i18n.ts';
import { NOT_FOUND_PATH_MAX } from '../../shared/constants.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import manifest from '../../generated/manifest.json';
import { Document, type DocumentProps } from './Document.tsx';

/** Escapes JSON for an inline <script type="application/json"> so data can never close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export async function bootJson(c: Context<AppEnv>, barePath: string, scope: 'page' | 'app' = 'page'): Promise<string> {
  const locale = c.get('locale');
  // Messages are spliced in as already-serialized, already-escaped JSON: made once per isolate, not per request.
  // The path is capped: it is only reported to logPath, and a 404 for an 8 KB path must not echo it whole.
  const config: PublicConfig = {
    supportEmail: c.env.SUPPORT_EMAIL,
    buildId: manifest.buildId,
    googleClientId: c.env.GOOGLE_CLIENT_ID ?? '',
    chatWidgetUrl: c.env.CHAT_WIDGET_URL ?? '',
    fbPixelId: c.env.FB_PIXEL_ID ?? '',
    cookieDomain: c.env.COOKIE_DOMAIN ?? '',
  };
  const rest = inlineJson({ locale, config, barePath: Array.from(barePath).slice(0, NOT_FOUND_PATH_MAX).join('') });
  return `${rest.slice(0, -1)},"messages":${await clientMessagesJson(locale, scope)}}`;
}

/** The whole document for a page body. Throws on a render error (the app's error handler answers 500). */
export function renderDocument(body: ReactElement, doc: Omit<DocumentProps, 'children'>, t: Translator): string {
  return `<!DOCTYPE html>${renderToString(
    <I18nProvider value={t}>
      <Document {...doc}>{body}</Document>
    </I18nProvider>,
  )}`;
}
