/**
 * Recordings are kept for corrections, not forever: the hourly run deletes those older than RECORDING_TTL_DAYS
 * (a correction reads its recording within minutes; the report keeps what was measured). R2 lists keys in
 * order, so each run walks a bounded number of pages; a backlog drains over several runs.
 */
export const RECORDING_TTL_DAYS = 30;
export const EXPIRY_PAGES_PER_RUN = 10;

export async function expireRecordings(bucket: R2Bucket, now: number, pages = EXPIRY_PAGES_PER_RUN): Promise<number> {
  const cutoff = now - RECORDING_TTL_DAYS * 24 * 3_600_000;
  let cursor: string | undefined;
  let deleted = 0;
  for (let i = 0; i < pages; i++) {
    const page = await bucket.list({ prefix: 'recordings/', limit: 1000, ...(cursor ? { cursor } : {}) });
    const old = page.objects.filter((o) => o.uploaded.getTime() < cutoff).map((o) => o.key);
    if (old.length) {
      await bucket.delete(old);
      deleted += old.length;
    }
    if (!page.truncated) break;
    cursor = page.cursor;
  }
  return deleted;
}
