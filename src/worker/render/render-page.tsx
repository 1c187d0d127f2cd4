/**
 * Pages render through @hono/react-renderer as a stream (ADR 042, superseding the string render of ADR 021):
 * React flushes the document's head and everything that needs no backend data at once, and each Suspense
 * boundary's content (deferred.tsx) when its data arrives. The document is defined once, here, as the
 * renderer's layout; routes/pages.tsx passes the page body and what goes around it.
 */
import type { Context } from 'hono';
import type { ReactElement, ReactNode } from 'react';
import { reactRenderer } from '@hono/react-renderer';
import { I18nProvider } from '../../shared/components/i18n.tsx';
import type { Translator } from '../../shared/i18n.ts';
import type { AppEnv } from '../env.ts';
import { clientMessagesJson } from '../i18n.ts';
import { NOT_FOUND_PATH_MAX } from '../../shared/constants.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import manifest from '../../generated/manifest.json';
import { Document, type DocumentProps } from './Document.tsx';
import type { WholeOption } from './react-stream.ts';
import type { RenderToReadableStreamOptions } from 'react-dom/server';

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

export interface DocumentRender {
  doc: Omit<DocumentProps, 'children'>;
  t: Translator;
}

declare module '@hono/react-renderer' {
  interface Props { page?: DocumentRender }
}

/** The renderer's layout: the one document every page is rendered into. */
function DocumentLayout({ children, page }: { children: ReactNode; page?: DocumentRender }) {
  if (!page) throw new Error('a page renders with its document props');
  const { doc, t } = page;
  return (
    <I18nProvider value={t}>
      <Document {...doc}>{children}</Document>
    </I18nProvider>
  );
}

export interface StreamOptions {
  /** The nonce React puts on its own inline scripts (the Suspense swaps): the slot for cacheable pages. */
  nonce: string;
  /** Errors inside a boundary after the first byte (React goes on and leaves the fallback in place). */
  onError: (err: unknown) => void;
  /** Given when every data load has settled: the page's markup arrives here whole, and the stream ends empty. */
  whole?: WholeOption['whole'];
}

/**
 * The document for a page body, as React's stream. Resolves once everything outside the Suspense boundaries
 * has rendered; throws when that fails (the app's error handler answers 500, nothing was sent yet).
 */
export async function renderDocumentStream(c: Context<AppEnv>, body: ReactElement, render: DocumentRender, opts: StreamOptions): Promise<ReadableStream<Uint8Array>> {
  let res: Response | undefined;
  // Options carry this response's nonce, so the middleware is made per render (it only installs c.render).
  // `whole` is this worker's adapter's option (react-stream.ts), passed through the renderer untouched.
  const readableStreamOptions: RenderToReadableStreamOptions & WholeOption = { nonce: opts.nonce, onError: opts.onError, whole: opts.whole };
  await reactRenderer(DocumentLayout, { stream: true, readableStreamOptions })(c, async () => {
    res = await c.render(body, { page: render });
  });
  if (!res?.body) throw new Error('the renderer gave no body');
  return res.body;
}
