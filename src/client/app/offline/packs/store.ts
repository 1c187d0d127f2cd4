/**
 * The device store of practice packs (issue 29, ADR 059): IndexedDB 'detprep-offline' with a 'packs' store (the
 * server's PackResponse and what the list shows) and an 'answers' store (the queue, by idempotency key, indexed
 * by pack); media in Cache Storage under PACK_MEDIA_CACHE, which the service worker keeps across builds and
 * answers /media/* from. No library: the few calls needed are wrapped in promises here.
 */
import type { PackResponse } from '../../../../shared/api/offline-pack.ts';
import type { TaskTypeId } from '../../../../shared/exam/task-types.ts';
import { PACK_MEDIA_CACHE } from '../../../../shared/offline/sw-cache.ts';
import { orphanMedia, type QueuedAnswer } from './queue.ts';

export interface StoredPack {
  packId: string;
  name: string;
  types: TaskTypeId[];
  createdAt: string;
  expiresAt: string;
  bytes: number;
  pack: PackResponse;
}

const DB = 'detprep-offline';
let opened: Promise<IDBDatabase> | null = null;

function db(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 2);
    req.onupgradeneeded = (e) => {
      const d = req.result;
      if (e.oldVersion < 1) {
        d.createObjectStore('packs', { keyPath: 'packId' });
        d.createObjectStore('answers', { keyPath: 'key' }).createIndex('packId', 'packId');
      }
      // Version 2: 'meta' holds the account the packs and answers belong to (claimDeviceStore).
      if (e.oldVersion < 2) d.createObjectStore('meta');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => { opened = null; reject(req.error); };
  });
  return opened;
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => { req.onsuccess = () => resolve(req.result); req.onerror = () => reject(req.error); });
}
function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); tx.onabort = () => reject(tx.error); });
}

export async function savePack(p: StoredPack): Promise<void> {
  const tx = (await db()).transaction('packs', 'readwrite');
  tx.objectStore('packs').put(p);
  await committed(tx);
}

export async function listPacks(): Promise<StoredPack[]> {
  const all = await done((await db()).transaction('packs').objectStore('packs').getAll() as IDBRequest<StoredPack[]>);
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getPack(packId: string): Promise<StoredPack | undefined> {
  return done((await db()).transaction('packs').objectStore('packs').get(packId) as IDBRequest<StoredPack | undefined>);
}

export async function answersOf(packId: string): Promise<QueuedAnswer[]> {
  return done((await db()).transaction('answers').objectStore('answers').index('packId').getAll(packId) as IDBRequest<QueuedAnswer[]>);
}

export async function allAnswers(): Promise<QueuedAnswer[]> {
  return done((await db()).transaction('answers').objectStore('answers').getAll() as IDBRequest<QueuedAnswer[]>);
}

/** Resolves once the answer is durably written: the runner shows feedback only after this. */
export async function putAnswers(answers: readonly QueuedAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  const tx = (await db()).transaction('answers', 'readwrite', { durability: 'strict' });
  for (const a of answers) tx.objectStore('answers').put(a);
  await committed(tx);
}

/** Deletes a pack, its answers and the media no other stored pack uses. */
export async function deletePack(packId: string): Promise<void> {
  const d = await db();
  const packs = await listPacks();
  const gone = packs.find((p) => p.packId === packId);
  const keys = await done(d.transaction('answers').objectStore('answers').index('packId').getAllKeys(packId));
  const tx = d.transaction(['packs', 'answers'], 'readwrite');
  tx.objectStore('packs').delete(packId);
  for (const k of keys) tx.objectStore('answers').delete(k);
  await committed(tx);
  if (!gone) return;
  const orphans = orphanMedia(gone.pack.media.map((m) => m.src), packs.filter((p) => p.packId !== packId).map((p) => p.pack.media.map((m) => m.src)));
  const cache = await caches.open(PACK_MEDIA_CACHE);
  await Promise.all(orphans.map((src) => cache.delete(src)));
}

let claim: () => void = () => undefined;
const claimed = new Promise<void>((resolve) => { claim = resolve; });

/**
 * Resolves once this page has confirmed which account the device's packs and answers belong to: the queue is
 * only ever sent for that account (sync.ts waits for it), so answers given offline by one learner never land
 * in another's account after a session ended without the sign-out button (a 401, cleared cookies).
 */
export function whenClaimed(): Promise<void> {
  return claimed;
}

/**
 * Called with the signed-in account once /userInfo answered: packs and answers of another account are cleared
 * first (as sign-out would have done); the same account keeps them and its waiting answers are sent.
 */
export async function claimDeviceStore(userId: number): Promise<void> {
  try {
    const owner = await done((await db()).transaction('meta').objectStore('meta').get('owner') as IDBRequest<number | undefined>);
    if (owner !== undefined && owner !== userId) await clearDeviceStore();
    const tx = (await db()).transaction('meta', 'readwrite');
    tx.objectStore('meta').put(userId, 'owner');
    await committed(tx);
  } catch { /* no IndexedDB: no packs either */ }
  claim();
}

/** Sign-out: another learner on this device must not find these packs or answers. */
export async function clearDeviceStore(): Promise<void> {
  try {
    opened?.then((d) => d.close(), () => undefined);
    opened = null;
    await Promise.all([
      new Promise<void>((resolve) => { const r = indexedDB.deleteDatabase(DB); r.onsuccess = r.onerror = r.onblocked = () => resolve(); }),
      typeof caches !== 'undefined' ? caches.delete(PACK_MEDIA_CACHE) : Promise.resolve(false),
    ]);
  } catch { /* nothing stored, or storage unavailable: nothing to clear */ }
}

/**
 * Fetches each media file into the pack media cache, reporting bytes as they arrive. Files already cached (from
 * another pack) count at once. Aborts with the signal.
 */
export async function cacheMedia(media: readonly { src: string; bytes: number }[], onBytes: (n: number) => void, signal: AbortSignal): Promise<void> {
  const cache = await caches.open(PACK_MEDIA_CACHE);
  for (const m of media) {
    signal.throwIfAborted();
    if (await cache.match(m.src)) { onBytes(m.bytes); continue; }
    const res = await fetch(m.src, { signal, credentials: 'same-origin' });
    if (!res.ok || !res.body) throw new Error(`media ${res.status}`);
    const chunks: Uint8Array[] = [];
    const reader = res.body.getReader();
    let got = 0;
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) break;
      chunks.push(value);
      got += value.byteLength;
      onBytes(value.byteLength);
    }
    // The plan's size may differ slightly from the file's: count the rest so the bar ends at 100 %.
    if (got < m.bytes) onBytes(m.bytes - got);
    await cache.put(m.src, new Response(new Blob(chunks as BlobPart[]), { headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' } }));
  }
}
