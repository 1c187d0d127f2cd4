/**
 * The contact form and the affiliate application (issue 15): validation, spam checks that look like success,
 * limits under parallel posts, Turnstile, the stored row and its two mails, the mail-outage path and the
 * no-JavaScript form posts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SELF, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/worker/index.ts';
import { useMailProviderForTesting } from '../../src/worker/services/mail.ts';
import { useSiteverifyForTesting } from '../../src/worker/services/turnstile.ts';
import { retryFormMails } from '../../src/worker/contact/mail-retry.ts';
import { RETRY_DELAYS_MS } from '../../src/worker/contact/store.ts';
import { FORM_LIMITS } from '../../src/worker/contact/submit.ts';
import { graphemeLength } from '../../src/shared/text.ts';
import { ORIGIN, call, ip, register, uniqueEmail } from './api-helpers.ts';

const PROVIDER = { MAIL_API_URL: 'https://mail.test/send', MAIL_API_KEY: 'test-key', MAIL_FROM: 'hello@detprep.com' };
const TURNSTILE = { TURNSTILE_SITE_KEY: '1x00000000000000000000AA', TURNSTILE_SECRET_KEY: 'secret-for-tests' };

afterEach(() => {
  useMailProviderForTesting(undefined);
  useSiteverifyForTesting(undefined);
});

function contact(over: Record<string, unknown> = {}) {
  return {
    name: 'Ana Souza', email: uniqueEmail('contact'), topic: 'payment', locale: 'en', page: '/contact-us', fillMs: 9000, website: '',
    message: 'I was charged twice for the mock test pack on Monday. Could you refund one of the payments?', ...over,
  };
}
function affiliate(over: Record<string, unknown> = {}) {
  return {
    name: 'Priya Teaches', email: uniqueEmail('affiliate'), links: 'https://youtube.com/@priyateaches\nhttps://priya.example.org',
    audience: 'from10kTo100k', countries: 'India, Nepal', promotion: 'Weekly live lessons on the speaking tasks and a study group on Telegram.',
    agree: true, locale: 'en', page: '/affiliate-program', fillMs: 20000, ...over,
  };
}

async function rowFor(reference: string) {
  return env.DB.prepare('SELECT * FROM contact_messages WHERE reference = ?').bind(reference).first<Record<string, any>>();
}
async function outbox(email: string) {
  return (await call(`/dev/outbox?email=${encodeURIComponent(email)}`)).json.messages as { subject: string; body: string }[];
}

describe('POST /common/portalContact: validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['empty name', { name: '   ' }, 'name', 'name_required'],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', 'name_too_long'],
    ['a control character in the name', { name: 'Ana\u0007' }, 'name', 'name_invalid'],
    ['a direction override in the name', { name: 'Ana\u202Egnp.exe' }, 'name', 'name_invalid'],
    ['no e-mail', { email: '' }, 'email', 'email_required'],
    ['an e-mail without a domain', { email: 'ana@' }, 'email', 'email_invalid'],
    ['an e-mail with a space', { email: 'ana souza@example.com' }, 'email', 'email_invalid'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'email_too_long'],
    ['an unknown topic', { topic: 'lottery' }, 'topic', 'topic_invalid'],
    ['no message', { message: '' }, 'message', 'message_required'],
    ['a 9-character message', { message: 'Help me!!' }, 'message', 'message_too_short'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message', 'message_too_long'],
    ['a NUL character in the message', { message: 'Hello there\u0000, my payment failed.' }, 'message', 'message_invalid'],
    ['four links in the message', { message: 'see https://a.example https://b.example www.c.example http://d.example' }, 'message', 'message_links'],
    ['an unknown locale', { locale: 'xx' }, 'locale', 'locale_invalid'],
  ];
  for (const [what, change, field, code] of cases) {
    it(`refuses ${what} with a field error`, async () => {
      const { res, json } = await call('/common/portalContact', { body: contact(change), ip: ip() });
      expect(res.status).toBe(400);
      expect(json).toMatchObject({ status: 400, code, field });
    });
  }

  it('accepts line breaks, emoji, three links and exactly 5000 characters as a person counts them', async () => {
    const start = 'Line one\nLine two 👩‍💻 https://a.example www.b.example https://c.example ';
    const message = start + '👍'.repeat(5000 - graphemeLength(start));
    expect(graphemeLength(message)).toBe(5000);
    const { res, json } = await call('/common/portalContact', { body: contact({ message }), ip: ip() });
    expect(res.status).toBe(200);
    expect(json.reference).toMatch(/^C-[A-Z2-9]{8}$/);
  });

  it('refuses a form-encoded body on the API (the pages post their forms to themselves)', async () => {
    const { res } = await call('/common/portalContact', { raw: 'name=Ana', headers: { 'content-type': 'application/x-www-form-urlencoded' }, ip: ip() });
    expect(res.status).toBe(415);
  });

  it('refuses a post from another site', async () => {
    const { res } = await call('/common/portalContact', { body: contact(), origin: 'https://evil.example', ip: ip() });
    expect(res.status).toBe(403);
  });
});

describe('POST /common/affiliateApply: validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no links', { links: '  ' }, 'links', 'links_required'],
    ['a link that is not a web address', { links: 'javascript:alert(1)' }, 'links', 'links_invalid'],
    ['six links', { links: Array.from({ length: 6 }, (_, i) => `https://site${i}.example`).join('\n') }, 'links', 'links_too_many'],
    ['no audience size', { audience: '' }, 'audience', 'audience_invalid'],
    ['countries given as a link', { countries: 'https://india.example' }, 'countries', 'countries_links'],
    ['a short promotion plan', { promotion: 'YouTube' }, 'promotion', 'promotion_too_short'],
    ['terms not accepted', { agree: false }, 'agree', 'agree_required'],
  ];
  for (const [what, change, field, code] of cases) {
    it(`refuses ${what}`, async () => {
      const { res, json } = await call('/common/affiliateApply', { body: affiliate(change), ip: ip() });
      expect(res.status).toBe(400);
      expect(json).toMatchObject({ code, field });
    });
  }
});

describe('spam checks that look like success to a bot', () => {
  for (const [what, change] of [['a filled honeypot', { website: 'https://spam.example' }], ['a form sent in one second', { fillMs: 1000 }], ['no fill time at all', { fillMs: undefined }]] as const) {
    it(`answers ${what} like a real message but stores and mails nothing`, async () => {
      const body = contact(change);
      const real = await call('/common/portalContact', { body: contact(), ip: ip() });
      const bot = await call('/common/portalContact', { body, ip: ip() });
      expect(bot.res.status).toBe(real.res.status);
      expect(Object.keys(bot.json).sort()).toEqual(Object.keys(real.json).sort());
      expect(bot.json.reference).toMatch(/^C-[A-Z2-9]{8}$/);
      expect(await rowFor(bot.json.reference)).toBeNull();
      expect(await outbox(body.email as string)).toEqual([]);
    });
  }
});

describe('a message that arrives', () => {
  it('is stored as new and mailed twice: a confirmation in the sender\'s language and support\'s copy with Reply-To', async () => {
    const sent: Record<string, any>[] = [];
    useMailProviderForTesting(async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response('{}', { status: 200 });
    });
    const body = contact({ locale: 'de', page: '/de/contact-us' });
    const { res, json } = await call('/common/portalContact', { body, ip: ip(), bindings: PROVIDER });
    expect(res.status).toBe(200);
    const row = await rowFor(json.reference);
    expect(row).toMatchObject({ kind: 'contact', status: 'new', email: body.email, topic: 'payment', locale: 'de', page: '/de/contact-us', user_id: null, next_mail_at: null });
    expect(row!.support_mailed_at).not.toBeNull();
    expect(row!.confirmation_mailed_at).not.toBeNull();

    const confirmation = sent.find((m) => m.to === body.email)!;
    expect(confirmation.subject).toContain(json.reference);
    expect(confirmation.subject).toContain('Wir haben deine Nachricht erhalten');
    expect(confirmation.text).toContain('Zahlungen und Erstattungen');
    // Nothing the sender typed is repeated to the address they gave.
    expect(confirmation.text).not.toContain('charged twice');
    expect(confirmation.text).not.toContain('Ana Souza');

    const support = sent.find((m) => m.to === env.SUPPORT_EMAIL)!;
    expect(support.reply_to).toBe(body.email);
    expect(support.subject).toContain(json.reference);
    expect(support.text).toContain('Language: de');
    expect(support.text).toContain('Page: /de/contact-us');
    expect(support.text).toContain('Account: not signed in');
    expect(support.text).toContain('charged twice');
  });

  it('attaches the signed-in account on the server, from the session', async () => {
    const learner = await register();
    const { json } = await call('/common/portalContact', { body: contact({ email: uniqueEmail('other') }), token: learner.token, ip: ip() });
    const row = await rowFor(json.reference);
    expect(row!.user_id).toBe(learner.user.id);
    const supportCopy = (await outbox(env.SUPPORT_EMAIL)).find((m) => m.subject.includes(json.reference))!;
    expect(supportCopy.body).toContain(`Account: #${learner.user.id} ${learner.email}`);
  });

  it('stores an affiliate application with its details and mails both', async () => {
    const body = affiliate({ locale: 'ja' });
    const { res, json } = await call('/common/affiliateApply', { body, ip: ip() });
    expect(res.status).toBe(200);
    expect(json.reference).toMatch(/^A-[A-Z2-9]{8}$/);
    const row = await rowFor(json.reference);
    expect(row).toMatchObject({ kind: 'affiliate', status: 'new', topic: null, locale: 'ja' });
    expect(JSON.parse(row!.details)).toMatchObject({ audience: 'from10kTo100k', countries: 'India, Nepal' });
    const mine = await outbox(body.email as string);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain('アフィリエイトプログラム');
    expect(mine[0]!.body).toContain(json.reference);
    const support = (await outbox(env.SUPPORT_EMAIL)).find((m) => m.subject.includes(json.reference))!;
    expect(support.body).toContain('youtube.com/@priyateaches');
  });
});

describe('limits (count first, under parallel posts)', () => {
  it('lets exactly the per-address limit through when many posts arrive at once', async () => {
    const where = ip();
    const results = await Promise.all(Array.from({ length: FORM_LIMITS.ipHour.limit + 4 }, () => call('/common/portalContact', { body: contact(), ip: where })));
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FORM_LIMITS.ipHour.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = results.find((r) => r.res.status === 429)!;
    expect(refused.json.code).toBe('rate_limited');
    expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('limits one e-mail address across many addresses', async () => {
    const email = uniqueEmail('repeat');
    const results = await Promise.all(Array.from({ length: 6 }, () => call('/common/portalContact', { body: contact({ email }), ip: ip() })));
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(FORM_LIMITS.emailHour.limit);
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?').bind(email).first<{ n: number }>();
    expect(stored!.n).toBe(FORM_LIMITS.emailHour.limit);
  });
});

describe('Turnstile (when configured)', () => {
  it('is checked with siteverify and lets a passing token through', async () => {
    let seen: FormData | null = null;
    useSiteverifyForTesting(async (_url, init) => {
      seen = init?.body as FormData;
      return Response.json({ success: true });
    });
    const where = ip();
    const { res } = await call('/common/portalContact', { body: contact({ turnstileToken: 'token-ok' }), ip: where, bindings: TURNSTILE });
    expect(res.status).toBe(200);
    expect(seen!.get('secret')).toBe(TURNSTILE.TURNSTILE_SECRET_KEY);
    expect(seen!.get('response')).toBe('token-ok');
    expect(seen!.get('remoteip')).toBe(where);
  });

  it('refuses a failing token with a field error and stores nothing', async () => {
    useSiteverifyForTesting(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }));
    const body = contact({ turnstileToken: 'forged' });
    const { res, json } = await call('/common/portalContact', { body, ip: ip(), bindings: TURNSTILE });
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ code: 'turnstile_failed', field: 'turnstile' });
    expect(await env.DB.prepare('SELECT id FROM contact_messages WHERE email = ?').bind(body.email).first()).toBeNull();
  });

  it('refuses a missing token without asking siteverify', async () => {
    let asked = false;
    useSiteverifyForTesting(async () => { asked = true; return Response.json({ success: true }); });
    const { json } = await call('/common/portalContact', { body: contact(), ip: ip(), bindings: TURNSTILE });
    expect(json.code).toBe('turnstile_failed');
    expect(asked).toBe(false);
  });

  it('answers "try again" (503) when siteverify does not answer in time', async () => {
    useSiteverifyForTesting((_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
    }), 200);
    const { res, json } = await call('/common/portalContact', { body: contact({ turnstileToken: 'slow' }), ip: ip(), bindings: TURNSTILE });
    expect(res.status).toBe(503);
    expect(json.code).toBe('turnstile_unavailable');
  });

  it('is off without keys, and the page CSP names Turnstile only when it is on', async () => {
    const plain = await SELF.fetch(`${ORIGIN}/contact-us`);
    expect(plain.headers.get('Content-Security-Policy')).not.toContain('challenges.cloudflare.com');
    const ctx = createExecutionContext();
    // Another path than above: the isolate's page cache keys by path, and a deploy's configuration never changes.
    const on = await worker.fetch(new Request(`${ORIGIN}/ko/contact-us`), { ...env, ...TURNSTILE }, ctx);
    await waitOnExecutionContext(ctx);
    expect(on.headers.get('Content-Security-Policy')).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(await on.text()).toContain(TURNSTILE.TURNSTILE_SITE_KEY);
  });

  it('refuses to start with only one of the two keys', async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/contact-us`), { ...env, TURNSTILE_SITE_KEY: 'only-the-site-key' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
  });
});

describe('a mail outage', () => {
  it('keeps the message, answers with its reference, and the hourly job mails both later', async () => {
    useMailProviderForTesting(async () => new Response('down', { status: 503 }));
    const body = contact();
    const { res, json } = await call('/common/portalContact', { body, ip: ip(), bindings: PROVIDER });
    expect(res.status).toBe(200);
    const row = await rowFor(json.reference);
    expect(row).toMatchObject({ support_mailed_at: null, confirmation_mailed_at: null, mail_attempts: 1 });
    expect(row!.next_mail_at).toBeGreaterThan(row!.created_at);

    // Not due yet: the job leaves it alone.
    const sent: Record<string, any>[] = [];
    useMailProviderForTesting(async (_url, init) => { sent.push(JSON.parse(String(init?.body))); return new Response('{}'); });
    await retryFormMails({ ...env, ...PROVIDER }, row!.created_at + 60_000);
    expect(sent.filter((m) => m.subject.includes(json.reference))).toHaveLength(0);

    // The hourly cron (beside the clean-up) is what runs the job.
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(row!.created_at + RETRY_DELAYS_MS[0]! + 1000), cron: '23 * * * *' }), { ...env, ...PROVIDER }, ctx);
    await waitOnExecutionContext(ctx);
    const mine = sent.filter((m) => m.subject.includes(json.reference));
    expect(mine.map((m) => m.to).sort()).toEqual([body.email, env.SUPPORT_EMAIL].sort());
    expect(mine.find((m) => m.to === env.SUPPORT_EMAIL)!.reply_to).toBe(body.email);
    expect(await rowFor(json.reference)).toMatchObject({ next_mail_at: null });
  });

  it('retries only the mail that is still owed, and gives up after the last delay', async () => {
    useMailProviderForTesting(async (_url, init) => {
      const to = JSON.parse(String(init?.body)).to;
      return new Response('', { status: to === env.SUPPORT_EMAIL ? 200 : 500 });
    });
    const { json } = await call('/common/portalContact', { body: contact(), ip: ip(), bindings: PROVIDER });
    let row = await rowFor(json.reference);
    expect(row!.support_mailed_at).not.toBeNull();
    expect(row!.confirmation_mailed_at).toBeNull();

    const tries: string[] = [];
    useMailProviderForTesting(async (_url, init) => { tries.push(JSON.parse(String(init?.body)).to); return new Response('', { status: 500 }); });
    let at = row!.next_mail_at as number;
    for (let i = 0; i < RETRY_DELAYS_MS.length; i++) {
      await retryFormMails({ ...env, ...PROVIDER }, at);
      row = await rowFor(json.reference);
      if (row!.next_mail_at === null) break;
      at = row!.next_mail_at;
    }
    expect(tries.every((to) => to !== env.SUPPORT_EMAIL)).toBe(true);
    expect(row).toMatchObject({ next_mail_at: null, mail_attempts: RETRY_DELAYS_MS.length + 1, confirmation_mailed_at: null });
  });
});

describe('the forms without JavaScript', () => {
  async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return SELF.fetch(`${ORIGIN}${path}`, {
      method: 'POST', redirect: 'manual', body: new URLSearchParams(fields),
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip(), ...headers },
    });
  }
  const startedAt = () => String(Date.now() - 30_000);

  it('posts the contact form to its page and is sent to the thank-you page (303) with the reference', async () => {
    const email = uniqueEmail('nojs');
    const res = await post('/fr/contact-us', { name: 'Élodie', email, topic: 'account', message: 'Je ne reçois pas le code de connexion.', website: '', startedAt: startedAt() });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/fr\/contact-us\/sent\/C-[A-Z2-9]{8}$/);
    const reference = location.split('/').pop()!;
    expect(await rowFor(reference)).toMatchObject({ locale: 'fr', page: '/fr/contact-us', email });
    const page = await SELF.fetch(`${ORIGIN}${location}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(reference);
    expect(html).toContain('Merci, ton message est en route');
    expect((await outbox(email))[0]!.subject).toContain(reference);
  });

  it('renders the page again with every field error, localized, and the visitor\'s text kept', async () => {
    const res = await post('/de/contact-us', { name: '', email: 'not-an-address', topic: 'account', message: 'Mein langer Text <b>bleibt</b> erhalten.\nZweite Zeile.', startedAt: startedAt() });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Bitte gib deinen Namen ein.');
    expect(html).toContain('Bitte gib eine E-Mail-Adresse wie name@example.com ein.');
    expect(html).toContain('not-an-address');
    expect(html).toContain('Mein langer Text &lt;b&gt;bleibt&lt;/b&gt; erhalten.\nZweite Zeile.');
    expect(html).not.toContain('<b>bleibt</b>');
  });

  it('keeps the text when the API refuses (rate limit) and shows that error', async () => {
    const where = ip();
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 99)').bind(`form:contact:ip:${where}`, Date.now()).run();
    const res = await post('/contact-us', { name: 'Ana', email: uniqueEmail('limited'), topic: 'other', message: 'A message that must not be lost.', startedAt: startedAt() }, { 'cf-connecting-ip': where });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain('A message that must not be lost.');
    expect(html).toContain('You have sent several messages in a short time.');
  });

  it('applies to the affiliate program with a checkbox and lands on its thank-you page', async () => {
    const res = await post('/affiliate-program', {
      name: 'Priya', email: uniqueEmail('nojs-aff'), links: 'https://youtube.com/@priya', audience: 'under1k', countries: 'India',
      promotion: 'Two videos a week about the writing tasks.', agree: 'on', startedAt: startedAt(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/affiliate-program\/sent\/A-[A-Z2-9]{8}$/);
  });

  it('looks like success to a bot that posts at once, and stores nothing', async () => {
    const email = uniqueEmail('fastbot');
    const res = await post('/contact-us', { name: 'Bot', email, topic: 'other', message: 'Buy cheap followers now please', startedAt: String(Date.now()) });
    expect(res.status).toBe(303);
    expect(await env.DB.prepare('SELECT id FROM contact_messages WHERE email = ?').bind(email).first()).toBeNull();
  });

  it('refuses a form posted from another site', async () => {
    const res = await post('/contact-us', { name: 'Ana', email: uniqueEmail('x'), topic: 'other', message: 'Cross-site message here.', startedAt: startedAt() }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('is not found for a reference of the wrong kind, and other pages still refuse POST', async () => {
    expect((await SELF.fetch(`${ORIGIN}/contact-us/sent/A-ABCDEFGH`)).status).toBe(404);
    expect((await post('/pricing', { a: 'b' })).status).toBe(405);
  });

  it('serves the same contact page HTML to everyone (no per-visitor content)', async () => {
    const learner = await register();
    const page = await SELF.fetch(`${ORIGIN}/contact-us`, { headers: { cookie: `det_i18n_token=${learner.token}` } });
    const html = await page.text();
    expect(html).toContain('data-island="ContactForm"');
    expect(html).not.toContain(learner.email);
  });
});
