/** Requests against the worker under test, as a browser would send them. */
import { SELF } from 'cloudflare:test';

export const DEV = 'http://localhost:8787';
export const PROD = 'https://detprep.com';

export function get(path: string, init: RequestInit & { base?: string } = {}): Promise<Response> {
  return SELF.fetch(`${init.base ?? DEV}${path}`, { redirect: 'manual', ...init });
}

export async function page(path: string, base = DEV): Promise<{ res: Response; html: string }> {
  const res = await get(path, { base });
  return { res, html: await res.text() };
}

/** All <script …> start tags of a document with their attributes. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

export function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? m[1]! : null;
}

export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
