// The worker `npm run profile:render` runs in workerd: each request renders one page `k` times, streamed (the
// worker's path) or as the string reference, and reads each response to its bytes as the runtime would send them.
import { headFor, jobFor, pageCase, streamedResponse, stringResponse, translatorFor } from './render-job.mjs';

const cases = new Map();

export default {
  async fetch(request) {
    const q = new URL(request.url).searchParams;
    const locale = q.get('locale') ?? 'en';
    const path = q.get('path') ?? '/';
    const k = Number(q.get('k') ?? '1');
    const key = `${locale} ${path}`;
    if (!cases.has(key)) cases.set(key, await pageCase(locale, path));
    const pc = cases.get(key);
    let bytes = 0;
    for (let i = 0; i < k; i++) {
      const t = translatorFor(pc);
      const { ctx, head } = headFor(pc, t);
      const job = jobFor(pc, t, ctx, head);
      const res = q.get('mode') === 'string' ? stringResponse(job) : await streamedResponse(job);
      bytes = (await res.arrayBuffer()).byteLength;
    }
    return new globalThis.Response(String(bytes));
  },
};
