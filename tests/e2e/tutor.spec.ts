/**
 * The AI tutor in /app (issue 12): an answer streaming in token by token from the fake model (development only),
 * Stop keeping the partial answer, switching mode, a test-tutor round to its measured feedback, conversations
 * renamed and deleted, and the daily limit with its reset time.
 */
import { test, expect, a11yProblems } from './fixtures.ts';
import { enterAsGuest, noHorizontalScroll } from './practice-fixtures.ts';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('streams the fake model token by token, stops on request, and a mode switch starts a test-tutor conversation', async ({ page }) => {
    await enterAsGuest(page);
    await page.getByTestId('nav-tutor').click();
    await expect(page.getByTestId('tutor-screen')).toBeVisible();
    await page.getByTestId('tutor-model').selectOption('fake');
    await expect(page.locator('#tutor-model-strength')).toHaveText('Test model for development');
    await page.getByTestId('tutor-input').fill('What is Read and Select?');
    await expect(page.getByTestId('tutor-counter')).toHaveText('24 / 2,000');
    await page.getByTestId('tutor-send').click();

    const answer = page.getByTestId('tutor-assistant').last();
    // Seen part-way: the first tokens are on screen while the message is still streaming.
    await expect(answer).toContainText('Fake(standard) 1 2');
    await expect(answer).toHaveAttribute('data-state', 'streaming');
    await expect(answer).not.toContainText(' 59');
    await expect(answer).toHaveAttribute('data-state', 'done');
    await expect(answer).toContainText(' 59');
    await expect(page.getByTestId('tutor-announce')).toHaveText('The tutor has answered.');
    await expect(page).toHaveURL(/#\/tutor\/[A-Za-z0-9_-]{22}$/);

    await page.getByTestId('tutor-input').fill('Tell me more');
    await page.getByTestId('tutor-send').click();
    const second = page.getByTestId('tutor-assistant').last();
    await expect(second).toContainText('Fake(standard) 1 2');
    await page.getByTestId('tutor-stop').click();
    await expect(second).toHaveAttribute('data-state', 'stopped');
    await expect(second).toContainText('Stopped. The answer so far is kept.');
    await expect(second).not.toContainText(' 59');
    await noHorizontalScroll(page);
    expect(await a11yProblems(page, { wcag: true })).toEqual([]);

    // What was produced before Stop is kept on the server too.
    await page.reload();
    await expect(page.getByTestId('tutor-user')).toHaveCount(2);
    await expect(page.getByTestId('tutor-assistant').last()).toHaveAttribute('data-state', 'stopped');
    await expect(page.getByTestId('tutor-assistant').last()).toContainText('Fake(standard) 1');

    await page.getByTestId('tutor-mode-test').check();
    await expect(page).toHaveURL(/#\/tutor$/);
    await expect(page.getByTestId('tutor-user')).toHaveCount(0);
    await page.getByTestId('tutor-input').fill('start');
    await page.getByTestId('tutor-send').click();
    await expect(page.getByTestId('tutor-assistant').last()).toContainText('Fake(test)');
  });
});

test('a test-tutor round by keyboard: prompt, follow-up, measured feedback; then rename and delete the conversation', async ({ page }) => {
  await enterAsGuest(page);
  await page.goto('/app#/tutor');
  await page.getByTestId('tutor-mode-test').check();
  const input = page.getByTestId('tutor-input');
  const sendByKeyboard = async (text: string) => {
    const answers = await page.getByTestId('tutor-assistant').count();
    await input.fill(text);
    await input.press('Control+Enter');
    await expect(page.getByTestId('tutor-assistant')).toHaveCount(answers + 1);
    await expect(page.getByTestId('tutor-assistant').last()).toHaveAttribute('data-state', 'done');
  };
  await sendByKeyboard('start');
  await expect(page.getByTestId('tutor-assistant').last()).toContainText('I am');
  await expect(page.getByTestId('tutor-assistant').last()).toContainText("Let's practice Interactive");
  await sendByKeyboard('I learned photography from my uncle. We walked around the harbour every weekend, and he explained composition and light to me.');
  await expect(page.getByTestId('tutor-assistant').last()).toContainText('follow-up question');
  await sendByKeyboard('Composition matters because it makes a photo clear. Therefore I now use it at work every day, although I still practise.');
  const feedback = page.getByTestId('tutor-assistant').last();
  await expect(feedback).toContainText('Feedback');
  await expect(feedback).toContainText(/Estimated level for these answers: \d+/);
  await expect(feedback.locator('li').first()).toBeVisible();
  await expect(page.getByTestId('tutor-allowance')).toContainText('3 of 10 messages today');

  const item = page.getByTestId('tutor-conversation');
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: /^Rename/ }).click();
  await page.getByTestId('tutor-rename-input').fill('Photography practice');
  await page.getByTestId('tutor-rename-input').press('Enter');
  await expect(item).toContainText('Photography practice');
  await item.getByTestId('tutor-delete').click();
  await expect(item).toContainText('Delete “Photography practice”? This cannot be undone.');
  await page.getByTestId('tutor-delete-confirm').click();
  await expect(page.getByTestId('tutor-conversation')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/tutor$/);
  expect(await a11yProblems(page, { wcag: true })).toEqual([]);
});

test('the daily limit: the message says when it resets in local time, and the unsent message stays in the box', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 429/);
  await enterAsGuest(page);
  const resetsAt = new Date(Date.now() + 5 * 3600_000);
  await page.route('**/weapp/api/common/tutor/completion', (route) => route.fulfill({
    status: 429, headers: { 'retry-after': '18000', 'content-type': 'application/json' },
    body: JSON.stringify({ status: 429, code: 'tutor_limit', message: 'limit' }),
  }));
  await page.route('**/weapp/api/tutor/models', (route) => route.fulfill({
    json: { models: [{ id: 'offline', name: null, strength: 'offline', provider: 'offline' }], defaultModel: 'offline',
      allowance: { used: 9, limit: 10, resetsAt: resetsAt.toISOString(), premium: false } },
  }));
  await page.goto('/app#/tutor');
  await expect(page.getByTestId('tutor-allowance')).toContainText('9 of 10 messages today');
  await page.getByTestId('tutor-input').fill('One more question');
  await page.getByTestId('tutor-send').click();
  const local = await page.evaluate((iso) => new Date(iso).toLocaleTimeString('en', { hour: 'numeric', minute: '2-digit' }), resetsAt.toISOString());
  await expect(page.getByTestId('tutor-limit')).toContainText(`You have used today's 10 tutor messages. You can ask again at ${local}.`);
  await expect(page.getByTestId('tutor-limit').getByRole('link')).toHaveText('Get Premium for more messages');
  await expect(page.getByTestId('tutor-input')).toHaveValue('One more question');
  await expect(page.getByTestId('tutor-user')).toHaveCount(0);
  await expect(page.getByTestId('tutor-send')).toBeDisabled();
});
