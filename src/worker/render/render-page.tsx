/**
 * Renders a page through @hono/react-renderer with streaming (react-dom/server.edge). The renderer is set up
 * per response because the CSP nonce handed to React changes with every response.
 */
import type { Context } from 'hono';
import { reactRenderer } from '@hono/react-renderer';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../shared/components/i18n.tsx';
import type { Translator } from '../../shared/i18n.ts';
import type { AppEnv } from '../env.ts';
import { clientMessagesJson } from '../i18n.ts';
import { NOT_FOUND_PATH_MAX } from '../../shared/constants.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import manifest from '../../generated/manifest.json';
import { Document, type DocumentProps } from './Document.tsx';

declare module '@hono/react-renderer' {
  interface Props {
    doc: Omit<DocumentProps, 'children'>;
    t: Translator;
  }
}

/** Escapes JSON for an inline <script type="application/json"> so data can never close the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export async function bootJson(c: Context<AppEnv>, barePath: string, scope: 'page' | 'app' = 'page'): Promise<string> {
  const locale = c.get('locale');
  // Messages are spliced in as already-serialized JSON: serialized once per isolate, not per request.
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
  return `${rest.slice(0, -1)},"messages":${(await clientMessagesJson(locale, scope)).replace(/</g, '\\u003c')}}`;
}

export async function renderDocument(
  c: Context<AppEnv>,
  body: ReactElement,
  doc: Omit<DocumentProps, 'children'>,
  t: Translator,
  status = 200,
): Promise<Response> {
  await reactRenderer(
    ({ children, doc: d, t: tr }) => (
      <I18nProvider value={tr}>
        <Document {...d}>{children}</Document>
      </I18nProvider>
    ),
    {
      stream: { 'Content-Type': 'text/html; charset=UTF-8' },
      readableStreamOptions: {
        nonce: doc.nonce,
        onError: (err: unknown) => { console.error(JSON.stringify({ msg: 'render error', requestId: c.get('requestId'), err: String(err) })); },
      },
    },
  )(c, async () => {});
  c.status(status as 200);
  return c.render(body, { doc, t });
}
