/**
 * /success/{id} in upstream mode streams its payment (issue 25, ADR 042): the payment comes from the upstream's
 * GET /stripe/status, which here takes 1.5 s. The head and the page's frame with a same-size placeholder arrive
 * first, the payment follows in the same response. A payment the upstream does not know is a 404 when the answer
 * is quick, and a "not found" in the page when it came after the head; a failing, malformed or too slow (3 s)
 * answer leaves a notice, never a blank page.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SELF } from 'cloudflare:test';
import { call, register } from '../worker/api-helpers.ts';
import { fakeUpstream } from './stub-upstream.ts';

const SITE = 'http://localhost:8787';
const DELAY_MS = 1_500;
/** As in streaming.test.ts: 0.5 s on a quiet machine; the bound only has to prove the head did not wait. */
const HEAD_BOUND_MS = 1_000;
const STATUS_CALL = /\/weapp\/api\/stripe\/status\?/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let token = '';
let success = '';

beforeAll(async () => {
  ({ token } = await register());
  const started = await call('/stripe/payUrl?vipId=41&path=pricing&isMobile=0', { token });
  expect(started.res.status).toBe(200);
  success = `/success/${started.json.logVipId}`;
  // The isolate's first render of the page loads its messages: not the subject here.
  await (await visit(success)).text();
}, 30_000);
afterEach(() => { fakeUpstream(null); vi.restoreAllMocks(); });

function visit(path: string) {
  return SELF.fetch(`${SITE}${path}`, { headers: { cookie: `det_i18n_token=${token}` }, redirect: 'manual' });
}

/** The status call answered by `answer` (after the stub's backend, when it wants it), every other call as usual. */
function statusAnswers(answer: (req: Request, backend: () => Promise<Response>) => Promise<Response> | Response) {
  fakeUpstream((req, backend) => (STATUS_CALL.test(req.url) ? answer(req, () => backend(req)) : backend(req)));
}

/** When `</head>` and the placeholder arrived, what had arrived with the placeholder, and the whole page. */
async function timedRead(res: Response, started: number) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let headAt = -1;
  let frameAt = -1;
  let atFrame = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (headAt < 0 && text.includes('</head>')) headAt = Date.now() - started;
    if (frameAt < 0 && text.includes('data-testid="success-placeholder"')) { frameAt = Date.now() - started; atFrame = text; }
  }
  return { headAt, frameAt, atFrame, text, endAt: Date.now() - started };
}

describe('/success/{id} with an upstream whose status call takes 1.5 s', () => {
  it('sends the head and the frame with its placeholder first, then the payment in the same response', async () => {
    statusAnswers(async (_req, backend) => { await sleep(DELAY_MS); return backend(); });
    const started = Date.now();
    const res = await visit(success);
    expect(res.status).toBe(200);
    const { headAt, frameAt, atFrame, text, endAt } = await timedRead(res, started);
    expect(headAt).toBeGreaterThanOrEqual(0);
    expect(headAt).toBeLessThan(HEAD_BOUND_MS);
    expect(frameAt).toBeGreaterThanOrEqual(0);
    expect(frameAt).toBeLessThan(HEAD_BOUND_MS);
    // The header and the card's frame came with the placeholder, the payment did not.
    expect(atFrame).toContain('class="site-header');
    expect(atFrame).toContain('data-testid="success"');
    expect(atFrame).not.toContain('data-testid="payment-outcome"');
    expect(endAt).toBeGreaterThanOrEqual(DELAY_MS - 100);
    expect(text).toContain('data-testid="payment-outcome"');
    expect(text).toContain('Your payment');
    expect(text).toContain('</html>');
  });

  it('is a 404 when the upstream says at once that the payment is not the visitor\'s', async () => {
    const res = await visit('/success/999999');
    await res.text();
    expect(res.status).toBe(404);
  });

  it('says "not found" in the page when the upstream says so after the head left', async () => {
    statusAnswers(async () => { await sleep(DELAY_MS); return Response.json({ code: 'payment_not_found' }, { status: 404 }); });
    const res = await visit(success);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Page Not Found');
    expect(html).not.toContain('data-testid="payment-outcome"');
  });

  const broken: [string, (req: Request, backend: () => Promise<Response>) => Promise<Response> | Response][] = [
    ['failing', async () => { await sleep(DELAY_MS); return new Response('down', { status: 502 }); }],
    ['malformed', async () => { await sleep(DELAY_MS); return Response.json({ err: null, data: { code: 'paid' } }); }],
    // Never answers: the worker's page deadline (3 s) aborts the call.
    ['slow', (req) => new Promise<Response>((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason)))],
  ];
  for (const [how, answer] of broken) {
    it(`keeps the frame and ends with a notice when the status call is ${how}`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      statusAnswers(answer);
      const started = Date.now();
      const res = await visit(success);
      expect(res.status).toBe(200);
      const { frameAt, text, endAt } = await timedRead(res, started);
      expect(frameAt).toBeLessThan(HEAD_BOUND_MS);
      expect(endAt).toBeLessThan(3_000 + 1_500);
      expect(text).toContain('Part of this page didn’t load.');
      expect(text).not.toContain('data-testid="payment-outcome"');
      expect(text).toContain('</html>');
    }, 15_000);
  }
});
