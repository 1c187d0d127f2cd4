/**
 * #/packs (issue 29): choose objective task types and a size, see what the download holds before it starts,
 * download with a progress bar (pack document, then media bytes), and manage the packs stored on this device.
 * The list and deleting work offline; checking and downloading need the server.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PackPlanResponse, PackResponse } from '../../../../shared/api/offline-pack.ts';
import { OBJECTIVE_TYPES, taskType, type TaskTypeId } from '../../../../shared/exam/task-types.ts';
import { useT } from '../../../../shared/components/i18n.tsx';
import type { Locale } from '../../../../shared/locales.ts';
import { api, ApiError } from '../../../platform/api.ts';
import { useConnectivity } from '../use-connectivity.ts';
import { conflictReasons, formatBytes, packCounts, type ConflictReason, type PackCounts } from './queue.ts';
import { answersOf, cacheMedia, deletePack, listPacks, savePack, whenClaimed, type StoredPack } from './store.ts';
import { subscribeSync, syncNow, syncStatus } from './sync.ts';

const SIZES = [10, 20, 50, 100, 150, 200] as const;
const LIVE_OBJECTIVE = OBJECTIVE_TYPES.filter((id) => !taskType(id).retired);

type Download =
  | { kind: 'idle' }
  | { kind: 'planning' }
  | { kind: 'planned'; plan: PackPlanResponse }
  | { kind: 'downloading'; plan: PackPlanResponse; done: number; total: number; counted?: boolean }
  | { kind: 'error'; code: 'network' | 'allowance' | 'failed'; plan?: PackPlanResponse };

function errorCode(err: unknown): 'network' | 'allowance' | 'failed' {
  if (err instanceof ApiError && err.status === 0) return 'network';
  if (err instanceof TypeError) return 'network';
  if (err instanceof ApiError && (err.status === 429 || /allowance/.test(err.code ?? ''))) return 'allowance';
  return 'failed';
}

export default function PacksScreen({ locale }: { locale: Locale }) {
  const t = useT();
  const net = useConnectivity();
  const [types, setTypes] = useState<TaskTypeId[]>(() => [...LIVE_OBJECTIVE]);
  const [size, setSize] = useState<number>(20);
  const [dl, setDl] = useState<Download>({ kind: 'idle' });
  const [packs, setPacks] = useState<{ pack: StoredPack; counts: PackCounts; reasons: [ConflictReason, number][] }[] | null>(null);
  const abort = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    const stored = await listPacks().catch(() => []);
    setPacks(await Promise.all(stored.map(async (pack) => {
      const answers = await answersOf(pack.packId);
      return { pack, counts: packCounts(pack.pack.items.length, answers), reasons: conflictReasons(answers) };
    })));
  }, []);
  useEffect(() => { void refresh(); }, [refresh]);
  // Listed at once (offline too); listed again once the account is confirmed, which may have cleared another's.
  useEffect(() => { void whenClaimed().then(refresh); }, [refresh]);
  // The counts follow the queue: a sync that finishes while the list is open updates it.
  useEffect(() => subscribeSync(() => { if (syncStatus().kind !== 'syncing') void refresh(); }), [refresh]);
  useEffect(() => () => abort.current?.abort(), []);

  const plan = async () => {
    setDl({ kind: 'planning' });
    try {
      const p = await api(`/practice/pack/plan?types=${types.join(',')}&size=${size}`, { schema: PackPlanResponse, locale });
      setDl({ kind: 'planned', plan: p });
    } catch (err) { setDl({ kind: 'error', code: errorCode(err) }); }
  };

  const download = async (p: PackPlanResponse) => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    let done = 0;
    const total = p.dataBytes + p.mediaBytes;
    setDl({ kind: 'downloading', plan: p, done, total });
    try {
      const pack = await api('/practice/pack', { body: { types, size }, schema: PackResponse, locale });
      ctrl.signal.throwIfAborted();
      done = p.dataBytes;
      const mediaTotal = pack.media.reduce((n, m) => n + m.bytes, 0);
      const realTotal = p.dataBytes + mediaTotal;
      // The pack document has arrived: its items are counted (ADR 061), whatever happens to the media now.
      setDl({ kind: 'downloading', plan: p, done, total: realTotal, counted: true });
      await cacheMedia(pack.media, (n) => { done += n; setDl({ kind: 'downloading', plan: p, done: Math.min(done, realTotal), total: realTotal, counted: true }); }, ctrl.signal);
      await savePack({
        packId: pack.packId, name: types.join(','), types: [...types], createdAt: pack.createdAt, expiresAt: pack.expiresAt,
        bytes: new Blob([JSON.stringify(pack)]).size + mediaTotal, pack,
      });
      setDl({ kind: 'idle' });
      await refresh();
    } catch (err) {
      if (ctrl.signal.aborted) setDl({ kind: 'planned', plan: p });
      else setDl({ kind: 'error', code: errorCode(err), plan: p });
    } finally { abort.current = null; }
  };

  const remove = async (id: string) => { await deletePack(id); await refresh(); };
  const offline = net !== 'online';
  const busy = dl.kind === 'planning' || dl.kind === 'downloading';
  const dateFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <section className="packs-screen" aria-labelledby="packs-title" data-testid="packs-screen">
      <p className="runner-back"><a href="#/practice">{t.t('practice.back')}</a></p>
      <h1 id="packs-title" className="app-title">{t.t('offline.packs.title')}</h1>
      <p className="muted">{t.t('offline.packs.lead')}</p>

      <form className="pack-form" onSubmit={(e) => { e.preventDefault(); void plan(); }}>
        <fieldset disabled={busy || offline}>
          <legend>{t.t('offline.packs.types')}</legend>
          {LIVE_OBJECTIVE.map((id) => (
            <label key={id} className="check">
              <input type="checkbox" checked={types.includes(id)} data-testid={`pack-type-${id}`}
                onChange={(e) => { setTypes((cur) => e.target.checked ? [...cur, id] : cur.filter((x) => x !== id)); setDl({ kind: 'idle' }); }} />
              {' '}{t.t(`practice.task.${id}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t.t('offline.packs.size')}{' '}
          <select value={size} disabled={busy || offline} data-testid="pack-size" onChange={(e) => { setSize(Number(e.target.value)); setDl({ kind: 'idle' }); }}>
            {SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        {offline
          ? <p className="muted" data-testid="pack-needs-connection">{t.t('offline.packs.needsConnection')}</p>
          : <p><button type="submit" className="btn btn-ghost" disabled={busy || types.length === 0} data-testid="pack-plan">{t.t('offline.packs.plan')}</button></p>}
      </form>

      {dl.kind === 'planning' && <p role="status">{t.t('practice.loading')}</p>}
      {(dl.kind === 'planned' || dl.kind === 'downloading' || (dl.kind === 'error' && dl.plan)) && (() => {
        const p = dl.kind === 'error' ? dl.plan! : dl.plan;
        return (
          <div className="pack-plan" data-testid="pack-plan-summary">
            <p>{t.t('offline.packs.planSummary', { items: p.items, size: formatBytes(p.dataBytes + p.mediaBytes, locale) })}</p>
            {p.limitedBy && <p className="muted" data-testid="pack-limited">{t.t(`offline.packs.limited.${p.limitedBy}`)}</p>}
            {dl.kind === 'planned' && p.items > 0 && (
              <button type="button" className="btn btn-primary" onClick={() => void download(p)} data-testid="pack-download">{t.t('offline.packs.download')}</button>
            )}
          </div>
        );
      })()}
      {dl.kind === 'downloading' && (
        <div className="pack-progress">
          <progress role="progressbar" aria-label={t.t('offline.packs.progress')} data-testid="pack-progress"
            max={Math.max(1, dl.total)} value={dl.done} aria-valuemin={0} aria-valuemax={Math.max(1, dl.total)} aria-valuenow={dl.done}
            aria-valuetext={`${formatBytes(dl.done, locale)} / ${formatBytes(dl.total, locale)}`} />
          <p role="status">{t.t('offline.packs.downloading')} {formatBytes(dl.done, locale)} / {formatBytes(dl.total, locale)}</p>
          {dl.counted && <p className="muted" data-testid="pack-counted">{t.t('offline.packs.countedOnCancel')}</p>}
          <button type="button" className="btn btn-ghost" onClick={() => abort.current?.abort()} data-testid="pack-cancel">{t.t('offline.packs.cancel')}</button>
        </div>
      )}
      {dl.kind === 'error' && (
        <div role="alert" className="runner-error" data-testid="pack-error">
          <p>{t.t(`offline.packs.error.${dl.code}`)}</p>
          {dl.code !== 'allowance' && <button type="button" className="btn btn-ghost" onClick={() => void (dl.plan ? download(dl.plan) : plan())}>{t.t('offline.retry')}</button>}
        </div>
      )}

      <h2 className="h3">{t.t('offline.packs.stored')}</h2>
      {packs && packs.length === 0 && <p className="muted">{t.t('offline.packs.none')}</p>}
      {packs && packs.length > 0 && (
        <ul className="pack-list" data-testid="pack-list">
          {packs.map(({ pack, counts, reasons }) => (
            <li key={pack.packId} data-testid="stored-pack" data-pack-id={pack.packId}>
              <p><strong>{t.t('offline.packs.packName', { count: pack.pack.items.length, date: dateFmt.format(new Date(pack.createdAt)) })}</strong> · {formatBytes(pack.bytes, locale)}</p>
              <p data-testid="pack-counts">{t.t('offline.packs.counts', { answered: counts.answered, left: counts.left })}</p>
              <p data-testid="pack-sync-counts" data-synced={counts.synced} data-waiting={counts.waiting} data-conflict={counts.conflict}>
                {t.t('offline.packs.syncCounts', { synced: counts.synced, waiting: counts.waiting, conflict: counts.conflict })}
              </p>
              {reasons.length > 0 && (
                <ul className="pack-conflicts" data-testid="pack-conflicts">
                  {reasons.map(([r, n]) => <li key={r} data-reason={r}>{t.t(`offline.conflict.${r}`, { count: n })}</li>)}
                </ul>
              )}
              <p className="muted">{t.t('offline.packs.expires', { date: dateFmt.format(new Date(pack.expiresAt)) })}</p>
              <p>
                <a className="btn btn-primary" href={`#/packs/${pack.packId}`} data-testid="pack-open">{t.t('offline.packs.open')}</a>{' '}
                <button type="button" className="btn btn-ghost" onClick={() => void remove(pack.packId)} data-testid="pack-delete">{t.t('offline.packs.delete')}</button>
                {counts.waiting > 0 && !offline && <> <button type="button" className="btn btn-ghost" onClick={() => void syncNow(locale).then(refresh)} data-testid="pack-sync-now">{t.t('offline.packs.syncNow')}</button></>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
