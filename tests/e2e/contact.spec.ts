/**
 * Issue 15 in the browser: the contact form with and without JavaScript, field errors in other languages, the
 * affiliate application, both confirmation mails in the development outbox, and accessibility.
 * Messages are typed key by key at a person's pace: the forms ignore anything sent within 3 seconds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, hydrated, a11yProblems } from './fixtures.ts';

const SUPPORT = 'support@detprep.com';
const REFERENCE = /[CA]-[A-Z2-9]{8}/;

function uniqueEmail(tag: string) {
  return `${tag}.${Math.random().toString(36).slice(2, 10)}@example.com`;
}

async function mails(request: APIRequestContext, email: string): Promise<{ subject: string; body: string }[]> {
  const res = await request.get(`/weapp/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return (await res.json()).messages;
}

/** Types like a person (about 3.5 s for this text), so the minimum fill time is honestly met. */
async function typeSlowly(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label).pressSequentially(text, { delay: 70 });
}

async function expectNoSeriousA11yIssues(page: Page) {
  expect(await a11yProblems(page)).toEqual([]);
}

for (const width of [375, 1280]) {
  test(`sends the contact form with JavaScript, without a reload, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact-us');
    await hydrated(page);
    const form = page.getByTestId('contact-form');
    const email = uniqueEmail(`js${width}`);
    await form.getByLabel('Your name').fill('Ana Souza');
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByLabel('Topic').selectOption('mockTests');
    await typeSlowly(page, 'Your message', 'My mock test stopped at question 12 and did not save.');
    await expect(form.locator('#contact-message-count')).toContainText('53 / 5,000');

    let reloaded = false;
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) reloaded = true; });
    await form.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByTestId('form-sent');
    await expect(sent).toContainText('Thank you, your message is on its way');
    const reference = (await sent.getByTestId('form-reference').textContent())!;
    expect(reference).toMatch(REFERENCE);
    expect(reloaded).toBe(false);

    const mine = await mails(page.request, email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`We received your message (${reference})`);
    expect(mine[0]!.body).toContain('Mock tests');
    const support = (await mails(page.request, SUPPORT)).find((m) => m.subject.includes(reference))!;
    expect(support.body).toContain('My mock test stopped at question 12');
    expect(support.body).toContain('Page: /contact-us');
  });
}

test('shows inline field errors in Japanese and keeps what was typed', async ({ page }) => {
  await page.goto('/ja/contact-us');
  await hydrated(page);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('メールアドレス').fill('ana@');
  await form.getByLabel('メッセージ', { exact: true }).fill('短い');
  await form.getByRole('button', { name: 'メッセージを送信' }).click();
  await expect(form.getByText('お名前を入力してください。')).toBeVisible();
  await expect(form.getByText('name@example.com のような形式でメールアドレスを入力してください。')).toBeVisible();
  await expect(form.getByText('お手伝いできるよう、10文字以上で入力してください。')).toBeVisible();
  await expect(form.getByLabel('お名前')).toBeFocused();
  await expect(form.getByLabel('メッセージ', { exact: true })).toHaveValue('短い');
  // Fixing a field clears its error as the visitor types.
  await form.getByLabel('お名前').fill('山田 花子');
  await expect(form.getByText('お名前を入力してください。')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends the contact form as a plain form post, in German, with errors first and the text kept', async ({ page, allowConsoleError }) => {
    // The refused post answers 400 with the page again, which Chromium logs.
    allowConsoleError(/status of 400 .*\/de\/contact-us$/);
    await page.goto('/de/contact-us');
    const form = page.getByTestId('contact-form');
    const email = uniqueEmail('nojs');
    await form.getByLabel('Deine E-Mail-Adresse').fill(email);
    await form.getByLabel('Deine Nachricht').fill('Kurz');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(page).toHaveURL(/\/de\/contact-us$/);
    await expect(form.getByText('Bitte gib deinen Namen ein.')).toBeVisible();
    await expect(form.getByText('Bitte wähle ein Thema.')).toBeVisible();
    await expect(form.getByText('Bitte schreib mindestens 10 Zeichen, damit wir helfen können.')).toBeVisible();
    await expect(form.getByLabel('Deine E-Mail-Adresse')).toHaveValue(email);
    await expect(form.getByLabel('Deine Nachricht')).toHaveValue('Kurz');

    await form.getByLabel('Dein Name').fill('Jonas');
    await form.getByLabel('Thema').selectOption('payment');
    await form.getByLabel('Deine Nachricht').fill('');
    await typeSlowly(page, 'Deine Nachricht', 'Meine Zahlung wurde zweimal abgebucht, bitte prüfen.');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(page).toHaveURL(/\/de\/contact-us\/sent\/C-[A-Z2-9]{8}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Danke, deine Nachricht ist unterwegs');
    const reference = (await page.getByTestId('form-reference').textContent())!;
    expect(page.url()).toContain(reference);

    const mine = await mails(page.request, email);
    expect(mine[0]!.subject).toBe(`Wir haben deine Nachricht erhalten (${reference})`);
    expect(mine[0]!.body).toContain('Zahlungen und Erstattungen');
    const support = (await mails(page.request, SUPPORT)).find((m) => m.subject.includes(reference))!;
    expect(support.body).toContain('Language: de');
  });
});

test('applies to the affiliate program and both confirmation mails arrive', async ({ page }) => {
  await page.goto('/affiliate-program');
  await hydrated(page);
  await page.getByRole('link', { name: 'Apply to join' }).click();
  const form = page.getByTestId('affiliate-form');
  await expect(form).toBeInViewport();
  const email = uniqueEmail('affiliate');
  await form.getByLabel('Your name').fill('Priya Teaches');
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByLabel('Your website or channel links').fill('https://youtube.com/@priyateaches');
  await form.getByLabel('Audience size').selectOption('from10kTo100k');
  await form.getByLabel('Main countries of your audience').fill('India, Nepal');
  await typeSlowly(page, 'How will you promote us?', 'Weekly live lessons on the speaking tasks.');

  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Please accept the program terms to apply.')).toBeVisible();
  await form.getByLabel('I agree to the affiliate program terms and the terms of service.').check();
  await form.getByRole('button', { name: 'Send application' }).click();

  const sent = page.getByTestId('form-sent');
  await expect(sent).toContainText('Thank you for applying');
  const reference = (await sent.getByTestId('form-reference').textContent())!;
  expect(reference).toMatch(/^A-/);

  const mine = await mails(page.request, email);
  expect(mine[0]!.subject).toBe(`We received your affiliate application (${reference})`);
  const support = (await mails(page.request, SUPPORT)).find((m) => m.subject.includes(reference))!;
  expect(support.subject).toContain('Affiliate application: Priya Teaches');
  expect(support.body).toContain('youtube.com/@priyateaches');
});

for (const path of ['/contact-us', '/affiliate-program']) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expectNoSeriousA11yIssues(page);
  });
}

test('a signed-in learner sees which account the message goes with, and support gets it', async ({ page, baseURL }) => {
  const email = uniqueEmail('member');
  const post = (path: string, data: unknown) => page.request.post(`/weapp/api${path}`, { data, headers: { origin: baseURL! } });
  expect((await post('/common/sesCode', { email, purpose: 'register' })).ok()).toBe(true);
  const code = /\b(\d{6})\b/.exec((await mails(page.request, email))[0]!.body)![1];
  const { ticket } = await (await post('/common/sesCodeVerify', { email, purpose: 'register', code })).json();
  const { user } = await (await post('/common/register', { ticket, nickname: 'Rina', password: 'river stone lantern' })).json();

  await page.goto('/contact-us');
  await hydrated(page);
  await expect(page.getByTestId('signed-in-as')).toHaveText(`You are signed in as ${email}. We will link this message to your account.`);
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Your name').fill('Rina');
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByLabel('Topic').selectOption('account');
  await typeSlowly(page, 'Your message', 'Please change the e-mail on my account.');
  await form.getByRole('button', { name: 'Send message' }).click();
  const reference = (await page.getByTestId('form-reference').textContent())!;
  const support = (await mails(page.request, SUPPORT)).find((m) => m.subject.includes(reference))!;
  expect(support.body).toContain(`Account: #${user.id} ${email}`);
});
