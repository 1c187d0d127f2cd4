/**
 * Backend data a page shows inside a Suspense boundary (ADR 042): the page's frame — head, header, hero — is
 * flushed while the data is still on its way, and the boundary's content follows in the same response once
 * the data arrives (or its fallback after the backend's timeout). A fallback must take the space its content
 * will, so nothing on screen moves when the content replaces it.
 */
import { Suspense, use, type ReactNode } from 'react';

/** What a load gives: the data, and whether it is the real thing (false: a fallback; the page is not cached). */
export interface Loaded<T> {
  data: T;
  complete: boolean;
  /**
   * The thing the page shows does not exist for this visitor. Known within the grace period, the page is a 404;
   * known later (the status has gone), the boundary says so in the page instead.
   */
  missing?: boolean;
}

/** A load in flight, marked the way React's `use` reads a settled promise, so settled data never suspends. */
export type Deferred<T> = Promise<Loaded<T>> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Loaded<T>; reason?: unknown };

export function defer<T>(load: Promise<Loaded<T>>): Deferred<T> {
  const d = load as Deferred<T>;
  d.status = 'pending';
  d.then((value) => { d.status = 'fulfilled'; d.value = value; }, (reason: unknown) => { d.status = 'rejected'; d.reason = reason; });
  return d;
}

function Resolved<T>({ value, children }: { value: Deferred<T>; children: (data: T) => ReactNode }) {
  // The status fields follow React's convention for settled promises; `use` reads them.
  return children(use(value as Promise<Loaded<T>>).data);
}

/** Renders `children(data)` when the deferred data is there, `fallback` (same size) until then. */
export function Await<T>({ value, fallback, children }: { value: Deferred<T>; fallback: ReactNode; children: (data: T) => ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Resolved value={value}>{children}</Resolved>
    </Suspense>
  );
}
