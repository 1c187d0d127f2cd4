/**
 * The client's /weapp/api caller (SPEC §7/§8): JSON in and out, the bearer token and locale header on every
 * call, failures as ApiError {status, message, code}. Any 401 clears local and session storage and sends the
 * browser to the site root — except where the caller asks to handle it (user-info load, SPEC §4).
 */
import * as v from 'valibot';
import type { Locale } from '../../shared/locales.ts';
import { clearStorages, getToken } from './session.ts';

export class ApiError extends Error {
  /** Seconds to wait, from a 429's Retry-After. */
  retryAfter?: number;
  constructor(public status: number, message: string, public code?: string, public field?: string) {
    super(message);
  }
}

export interface ApiOptions<S extends v.GenericSchema | undefined> {
  method?: 'GET' | 'POST';
  body?: unknown;
  schema?: S;
  locale?: Locale;
  /** 'redirect' (default): a 401 ends the session and goes to /. 'throw': the caller decides. */
  on401?: 'redirect' | 'throw';
  /** A binary body sent as is, with its own type (a recording); instead of `body`. */
  blob?: Blob;
  signal?: AbortSignal;
}

export async function api<S extends v.GenericSchema | undefined = undefined>(path: string, opts: ApiOptions<S> = {}): Promise<S extends v.GenericSchema ? v.InferOutput<S> : unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.locale) headers.locale = opts.locale;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.blob) headers['content-type'] = opts.blob.type || 'application/octet-stream';
  const sending = opts.body !== undefined || opts.blob !== undefined;
  let res: Response;
  try {
    res = await fetch(`/weapp/api${path}`, {
      method: opts.method ?? (sending ? 'POST' : 'GET'),
      headers,
      body: opts.blob ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data ?? {}) as { message?: string; code?: string; field?: string };
    if (res.status === 401 && (opts.on401 ?? 'redirect') === 'redirect') {
      clearStorages();
      location.href = '/';
      // The page is leaving: settle nothing, so no caller shows an error for a session that simply ended.
      return new Promise<never>(() => undefined);
    }
    const failure = new ApiError(res.status, err.message || res.statusText, err.code, err.field);
    const retry = Number(res.headers.get('retry-after') ?? '');
    if (retry > 0) failure.retryAfter = retry;
    throw failure;
  }
  if (!opts.schema) return data as never;
  const parsed = v.safeParse(opts.schema, data);
  if (!parsed.success) throw new ApiError(res.status, 'unexpected response', 'bad_response');
  return parsed.output as never;
}
