/**
 * Writing and speaking screens: timed writing with a word count and a follow-up chosen from the answer,
 * preparation timers (fake clock), recording from Chromium's fake microphone with a level meter and playback,
 * and the messages for a refused permission and a missing microphone. Open answers show annotated samples.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { test, expect, a11yProblems } from './fixtures.ts';
import { enterAsGuest, mockPracticeApi, noHorizontalScroll, openTask } from './practice-fixtures.ts';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] } });

async function axeClean(page: Page) {
  expect(await a11yProblems(page, { include: 'main', wcag: true })).toEqual([]);
}

/** Makes getUserMedia fail as the browser does when access is refused or no device exists. */
async function micFails(page: Page, name: 'NotAllowedError' | 'NotFoundError') {
  await page.addInitScript((errorName) => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', errorName));
  }, name);
}

test.describe('keyboard at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Interactive Writing: the follow-up question depends on the first answer; samples are annotated', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-writing');
    await page.getByTestId('write-input').focus();
    await page.keyboard.type('I want to learn cooking with my family.');
    await expect(page.getByTestId('word-count').first()).toHaveText('8 words');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('submit')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('follow-up')).toHaveText('How would cooking change your daily routine?');
    await page.getByTestId('follow-input').focus();
    await page.keyboard.type('I would eat better.');
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('samples')).toBeVisible();
    await expect(page.getByTestId('sample-note')).toContainText('more importantly');
    await expect(page.getByTestId('sample-note')).toContainText('Linking words');
    await expect(page.getByTestId('rubric')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'interactive-writing', text: 'I want to learn cooking with my family.', followUp: 0, followUpText: 'I would eat better.' }]);
    await axeClean(page);
  });

  test('Speak About the Photo: recorded from the microphone, with a level meter and playback', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'speak-about-the-photo');
    await expect(page.getByTestId('task-photo')).toHaveAttribute('alt', 'A cyclist rides along a river path at sunset.');
    await page.getByTestId('start-speaking').press('Enter');
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await axeClean(page);
    await page.waitForTimeout(600);
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('playback')).toBeVisible();
    await expect(page.getByTestId('samples')).toBeVisible();
    expect(api.answers).toHaveLength(1);
    expect((api.answers[0] as { durationsMs: number[] }).durationsMs[0]).toBeGreaterThan(0);
  });

  test('Interactive Speaking: each question answered in turn, one recording per question', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-speaking');
    await page.getByTestId('is-begin').press('Enter');
    await expect(page.getByTestId('is-question')).toHaveText('What do you usually do at weekends?');
    await page.getByTestId('is-answer').press('Enter');
    await expect(page.getByText('Recording. Speak now.')).toBeVisible();
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('is-question')).toHaveText('Why do you enjoy it?');
    await page.getByTestId('is-answer').press('Enter');
    await expect(page.getByText('Recording. Speak now.')).toBeVisible();
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('samples')).toBeVisible();
    expect((api.answers[0] as { durationsMs: number[] }).durationsMs).toHaveLength(2);
  });

  test('Interactive Speaking: a question answered at once leaves no clock running that skips the next one', async ({ page }) => {
    await page.clock.install();
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-speaking');
    await page.getByTestId('is-begin').press('Enter');
    await page.getByTestId('is-answer').press('Enter');
    await expect(page.getByText('Recording. Speak now.')).toBeVisible();
    // "Next question" within the answer's first second.
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('is-question')).toHaveText('Why do you enjoy it?');
    // The learner reads the second question for longer than an answer's 35 s: nothing moves on by itself.
    await page.clock.runFor(40_000);
    await expect(page.getByTestId('is-question')).toHaveText('Why do you enjoy it?');
    await expect(page.getByTestId('is-answer')).toBeVisible();
    expect(api.answers).toHaveLength(0);
    await page.getByTestId('is-answer').press('Enter');
    await expect(page.getByText('Recording. Speak now.')).toBeVisible();
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('samples')).toBeVisible();
    await page.clock.runFor(40_000);
    expect(api.answers).toHaveLength(1);
  });
});

/** Serves GET/POST /practice/transcripts as a server with speech to text would, and records what was sent. */
async function transcriptsServer(page: Page, opts: { available: boolean; text?: string; delayMs?: number }) {
  const posts: { type: string; bytes: number }[] = [];
  await page.route('**/weapp/api/practice/transcripts', async (route) => {
    const req = route.request();
    if (req.method() === 'GET') return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ available: opts.available }) });
    posts.push({ type: req.headers()['content-type'] ?? '', bytes: req.postDataBuffer()?.byteLength ?? 0 });
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ text: opts.text ?? null }) }).catch(() => undefined);
  });
  return posts;
}

async function answerFirstQuestion(page: Page) {
  await page.getByTestId('is-begin').press('Enter');
  await page.getByTestId('is-answer').press('Enter');
  await expect(page.getByTestId('recorder').getByRole('meter')).toBeVisible();
  await page.waitForTimeout(700);
  await page.getByTestId('submit').press('Enter');
}

test.describe('Interactive Speaking follows the answers (ADR 058)', () => {
  test('ja at 375 px: the answer is sent as recorded, the wait is said in Japanese, and the next question is about football', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const api = await mockPracticeApi(page);
    const posts = await transcriptsServer(page, { available: true, text: 'Mostly I play football with my cousins in the park.', delayMs: 1200 });
    await enterAsGuest(page);
    await page.goto('/app?lang=ja#/practice/interactive-speaking');
    await answerFirstQuestion(page);
    await expect(page.getByTestId('is-choosing')).toHaveText('答えの内容から次の質問を選んでいます…');
    await expect(page.getByTestId('is-question')).toHaveText('Who do you usually play with?');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.type).toMatch(/^audio\//);
    // Compressed as recorded: well under the 16 kHz WAV of the same second (32 KB a second).
    expect(posts[0]!.bytes).toBeGreaterThan(0);
    expect(posts[0]!.bytes).toBeLessThan(32_000);
    await noHorizontalScroll(page);
    await page.getByTestId('is-answer').press('Enter');
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('samples')).toBeVisible();
    // The answer says which question was asked, so the feedback quotes what the learner heard.
    expect((api.answers[0] as { asked: (number | null)[] }).asked).toEqual([null, 0]);
  });

  test('a late transcript does not hold the learner: after the wait the default question is asked', async ({ page }) => {
    await mockPracticeApi(page);
    const posts = await transcriptsServer(page, { available: true, text: 'I read books all weekend.', delayMs: 8000 });
    await enterAsGuest(page);
    await openTask(page, 'interactive-speaking');
    await answerFirstQuestion(page);
    await expect(page.getByTestId('is-choosing')).toBeVisible();
    await expect(page.getByTestId('is-question')).toHaveText('Why do you enjoy it?', { timeout: 7000 });
    expect(posts).toHaveLength(1);
  });

  test('a server that never answers whether it can transcribe does not hold the learner either', async ({ page }) => {
    await mockPracticeApi(page);
    let asked = 0;
    await page.route('**/weapp/api/practice/transcripts', async (route) => {
      if (route.request().method() === 'GET') { asked += 1; return; }
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ text: 'I play football.' }) });
    });
    await enterAsGuest(page);
    await openTask(page, 'interactive-speaking');
    await answerFirstQuestion(page);
    await expect(page.getByTestId('is-choosing')).toBeVisible();
    await expect(page.getByTestId('is-question')).toHaveText('Why do you enjoy it?', { timeout: 7000 });
    expect(asked).toBe(1);
  });

  test('without speech to text nothing is uploaded and the default question follows at once', async ({ page }) => {
    await mockPracticeApi(page);
    const posts = await transcriptsServer(page, { available: false, text: 'I play football.' });
    await enterAsGuest(page);
    await openTask(page, 'interactive-speaking');
    await answerFirstQuestion(page);
    await expect(page.getByTestId('is-question')).toHaveText('Why do you enjoy it?');
    expect(posts).toHaveLength(0);
  });
});

test.describe('the other mode for each open task: keyboard at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const type of ['write-about-the-photo', 'writing-sample'] as const) {
    test(`${type} by keyboard`, async ({ page }) => {
      const api = await mockPracticeApi(page);
      await enterAsGuest(page);
      await openTask(page, type);
      if (type === 'writing-sample') await page.getByTestId('start-writing').press('Enter');
      await page.getByTestId('write-input').focus();
      await page.keyboard.type('Short and clear.');
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('submit')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('samples')).toBeVisible();
      expect(api.answers).toEqual([{ type, text: 'Short and clear.' }]);
    });
  }

  for (const type of ['read-then-speak', 'speaking-sample', 'read-aloud', 'listen-then-speak'] as const) {
    test(`${type} by keyboard`, async ({ page }) => {
      const api = await mockPracticeApi(page);
      await enterAsGuest(page);
      await openTask(page, type);
      if (type === 'listen-then-speak') {
        await page.getByTestId('play').press('Enter');
        await expect(page.getByTestId('plays-left')).toHaveText('No plays left');
      }
      if (type !== 'read-aloud') await page.getByTestId('start-speaking').press('Enter');
      await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
      await page.waitForTimeout(400);
      await page.getByTestId('submit').press('Enter');
      await expect(page.getByTestId('playback')).toBeVisible();
      // The recording is measured in the browser before the answer goes (ADR 036): the samples follow the marking.
      await expect(page.getByTestId('samples')).toBeVisible();
      expect(api.answers).toHaveLength(1);
      expect(api.answers[0]).toMatchObject({ type });
    });
  }
});

test.describe('pointer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Interactive Writing, Speak About the Photo and Interactive Speaking by tapping', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-writing');
    await page.getByTestId('write-input').fill('I would like to learn to swim.');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('follow-up')).toHaveText('Who could help you learn this skill?');
    await page.getByTestId('follow-input').fill('A coach.');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('samples')).toBeVisible();
    await noHorizontalScroll(page);
    await openTask(page, 'speak-about-the-photo');
    await page.getByTestId('start-speaking').click();
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await page.waitForTimeout(400);
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('playback')).toBeVisible();
    await openTask(page, 'interactive-speaking');
    await page.getByTestId('is-begin').click();
    for (let i = 0; i < 2; i++) {
      await page.getByTestId('is-answer').click();
      await expect(page.getByText('Recording. Speak now.')).toBeVisible();
      await page.getByTestId('submit').click();
    }
    await expect(page.getByTestId('samples')).toBeVisible();
    expect(api.answers.map((a) => a.type)).toEqual(['interactive-writing', 'speak-about-the-photo', 'interactive-speaking']);
    expect(api.answers[0]).toMatchObject({ followUp: 1, followUpText: 'A coach.' });
  });

  test('Write About the Photo and Writing Sample by tapping', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'write-about-the-photo');
    await page.getByTestId('write-input').fill('A cyclist rides beside a calm river.');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('samples')).toBeVisible();
    await noHorizontalScroll(page);
    await openTask(page, 'writing-sample');
    await page.getByTestId('start-writing').click();
    await page.getByTestId('write-input').fill('Working from home saves time.');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('samples')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'write-about-the-photo', text: 'A cyclist rides beside a calm river.' }, { type: 'writing-sample', text: 'Working from home saves time.' }]);
  });

  for (const type of ['read-then-speak', 'speaking-sample', 'read-aloud'] as const) {
    test(`${type}: speak by tapping, then listen back`, async ({ page }) => {
      const api = await mockPracticeApi(page);
      await enterAsGuest(page);
      await openTask(page, type);
      if (type !== 'read-aloud') await page.getByTestId('start-speaking').click();
      await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
      await noHorizontalScroll(page);
      await page.waitForTimeout(400);
      await page.getByTestId('submit').click();
      await expect(page.getByTestId('playback')).toBeVisible();
      // The recording is measured in the browser before the answer goes (ADR 036): the samples follow the marking.
      await expect(page.getByTestId('samples')).toBeVisible();
      expect(api.answers).toHaveLength(1);
      expect(api.answers[0]).toMatchObject({ type });
    });
  }

  test('Listen, Then Speak: the question plays once', async ({ page }) => {
    await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'listen-then-speak');
    await page.getByTestId('play').click();
    await expect(page.getByTestId('plays-left')).toHaveText('No plays left');
    await expect(page.getByTestId('play')).toBeDisabled();
  });
});

test('a refused microphone permission is explained', async ({ page }) => {
  await micFails(page, 'NotAllowedError');
  const api = await mockPracticeApi(page);
  await enterAsGuest(page);
  await openTask(page, 'speaking-sample');
  await page.getByTestId('start-speaking').click();
  await expect(page.getByTestId('mic-problem')).toContainText('The browser is not allowed to use your microphone');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('samples')).toBeVisible();
  expect(api.answers).toEqual([{ type: 'speaking-sample', durationsMs: [0] }]);
});

test('a missing microphone is explained', async ({ page }) => {
  await micFails(page, 'NotFoundError');
  await mockPracticeApi(page);
  await enterAsGuest(page);
  await openTask(page, 'read-aloud');
  await expect(page.getByTestId('mic-problem')).toContainText('No microphone was found');
});

test.describe('timers running out (fake clock)', () => {
  test('Write About the Photo: the text is sent when the 60 s end', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await page.clock.install();
    await enterAsGuest(page);
    await openTask(page, 'write-about-the-photo');
    await page.getByTestId('write-input').fill('People ride bikes.');
    await page.clock.fastForward('01:01');
    await expect(page.getByTestId('samples')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'write-about-the-photo', text: 'People ride bikes.' }]);
  });

  test('Writing Sample: writing opens when the 30 s preparation ends', async ({ page }) => {
    await mockPracticeApi(page);
    await page.clock.install();
    await enterAsGuest(page);
    await openTask(page, 'writing-sample');
    await expect(page.getByTestId('start-writing')).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(page.getByTestId('write-input')).toBeEditable();
  });

  test('Read, Then Speak: recording starts by itself after the 20 s preparation', async ({ page }) => {
    await mockPracticeApi(page);
    await page.clock.install();
    await enterAsGuest(page);
    await openTask(page, 'read-then-speak');
    await expect(page.getByTestId('start-speaking')).toBeVisible();
    await page.clock.fastForward('00:21');
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  });
});
