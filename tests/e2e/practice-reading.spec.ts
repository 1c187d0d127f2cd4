/**
 * Reading and listening task screens, each done once with the keyboard (1280 px) and once with the pointer
 * (375 px), marked by the (stand-in) practice API; timers run out under Playwright's fake clock; audio play
 * limits; highlighting by pointer and by keyboard; axe on the screens.
 */
import type { Page } from '@playwright/test';
import { test, expect, a11yProblems } from './fixtures.ts';
import { enterAsGuest, mockPracticeApi, noHorizontalScroll, openTask } from './practice-fixtures.ts';

async function axeClean(page: Page) {
  expect(await a11yProblems(page, { include: 'main', wcag: true })).toEqual([]);
}

test.describe('keyboard at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Read and Select: Y answers yes; the marking explains the word', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'read-and-select');
    await expect(page.getByTestId('rs-word')).toHaveText('garden');
    await page.keyboard.press('y');
    await expect(page.getByTestId('verdict')).toHaveText('Right');
    await expect(page.getByTestId('explanation')).toContainText('a plot of ground where plants are grown');
    expect(api.answers).toEqual([{ type: 'read-and-select', real: true }]);
    await axeClean(page);
  });

  test('Fill in the Blanks: letters typed into the word, Enter submits', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'fill-in-the-blanks');
    await page.getByTestId('gap').focus();
    await page.keyboard.type('indxx');
    await expect(page.getByTestId('gap')).toHaveValue('ind');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('verdict')).toHaveText('Right');
    expect(api.answers).toEqual([{ type: 'fill-in-the-blanks', letters: 'ind' }]);
  });

  test('Read and Complete: full gaps advance, Backspace in an empty gap goes back', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'read-and-complete');
    const gaps = page.getByTestId('gap');
    await gaps.nth(0).focus();
    await page.keyboard.type('uy');
    await expect(gaps.nth(1)).toBeFocused();
    await page.keyboard.type('mers');
    await expect(gaps.nth(2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(gaps.nth(1)).toBeFocused();
    await gaps.nth(2).focus();
    await page.keyboard.type('ch');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('verdict')).toHaveText('Right');
    expect(api.answers).toEqual([{ type: 'read-and-complete', gaps: ['uy', 'mers', 'ch'] }]);
  });

  test('Listen and Type: three plays at most, then the answer is typed', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'listen-and-type');
    const play = page.getByTestId('play');
    await expect(page.getByTestId('plays-left')).toHaveText('3 plays left');
    for (const left of ['2 plays left', '1 play left', 'No plays left']) {
      await expect(play).toBeEnabled();
      await play.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('plays-left')).toHaveText(left);
    }
    await expect(play).toBeDisabled();
    await page.getByTestId('lt-input').focus();
    await page.keyboard.type('The last train leaves at ten.');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'listen-and-type', text: 'The last train leaves at ten.', plays: 3 }]);
  });

  test('Interactive Reading: every part by keyboard, highlights with Shift and arrows', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-reading');
    const selects = page.getByTestId('ir-choice');
    await selects.nth(0).focus();
    await selects.nth(0).selectOption({ label: 'collect' });
    await selects.nth(1).selectOption({ label: 'carry' });
    await axeClean(page);
    await page.getByTestId('submit').press('Enter');
    await page.getByRole('radio', { name: 'Bees are busiest in spring.' }).focus();
    await page.keyboard.press('Space');
    await page.getByTestId('submit').press('Enter');
    // The passage is built from the learner's own choices: paragraph 1's words and the chosen sentence.
    const passage = page.getByTestId('highlight-passage');
    await expect(passage).toContainText('to collect nectar');
    await expect(passage).toContainText('fruit grow. Bees are busiest in spring. Without them');
    // Question 1: "because their work helps fruit grow." — words 16 to 21 (the first arrow highlights word 0).
    await passage.focus();
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByTestId('ir-highlighted')).toContainText('because their work helps fruit grow.');
    await axeClean(page);
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('ir-question')).toHaveText('What would happen without bees?');
    await page.getByTestId('submit').press('Enter');
    await page.getByRole('radio', { name: 'Bees help plants and farms.' }).focus();
    await page.keyboard.press('Space');
    await page.getByTestId('submit').press('Enter');
    await page.getByRole('radio', { name: 'Small Workers of the Farm' }).focus();
    await page.keyboard.press('Space');
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'interactive-reading', sentences: [0, 0], passage: 0,
      highlights: ['because their work helps fruit grow.', null], mainIdea: 0, title: 0 }]);
  });
});

test.describe('pointer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Read and Select: tapping No on a real word is marked wrong, with the right answer', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'read-and-select');
    await noHorizontalScroll(page);
    await page.getByTestId('rs-no').click();
    await expect(page.getByTestId('verdict')).toHaveText('Not right');
    await expect(page.getByTestId('expected')).toHaveText('Yes, a real word');
    expect(api.answers).toEqual([{ type: 'read-and-select', real: false }]);
    await page.getByTestId('next-item').click();
    await expect(page.getByTestId('rs-word')).toBeVisible();
  });

  test('Fill in the Blanks and Read and Complete by tapping and typing', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'fill-in-the-blanks');
    await page.getByTestId('gap').click();
    await page.getByTestId('gap').pressSequentially('ost');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('verdict')).toHaveText('Not right');
    await expect(page.getByTestId('expected')).toHaveText('remind');
    await openTask(page, 'read-and-complete');
    await noHorizontalScroll(page);
    await page.getByTestId('gap').nth(0).click();
    await page.getByTestId('gap').nth(0).pressSequentially('uy');
    await page.getByTestId('gap').nth(2).click();
    await page.getByTestId('gap').nth(2).pressSequentially('ch');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('verdict')).toHaveText('Partly right');
    expect(api.answers[1]).toEqual({ type: 'read-and-complete', gaps: ['uy', '', 'ch'] });
  });

  test('Interactive Reading: a highlight made by selecting text with the pointer', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-reading');
    await page.getByTestId('ir-choice').nth(0).selectOption({ label: 'sleep' });
    await page.getByTestId('submit').click();
    await page.getByText('Bees are insects.').click();
    await page.getByTestId('submit').click();
    const passage = page.getByTestId('highlight-passage');
    const from = await passage.locator('[data-w]', { hasText: /^because$/ }).boundingBox();
    const to = await passage.locator('[data-w]', { hasText: /^grow\.$/ }).boundingBox();
    await page.mouse.move(from!.x + 1, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width - 1, to!.y + to!.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByTestId('ir-highlighted')).toContainText('because their work helps fruit grow.');
    await noHorizontalScroll(page);
    for (let i = 0; i < 4; i++) await page.getByTestId('submit').click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers[0]).toMatchObject({ sentences: [1, null], passage: 1, highlights: ['because their work helps fruit grow.', null] });
  });

  test('Interactive Listening: each line heard, replies picked turn after turn, notes and summary', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-listening');
    await page.getByTestId('play').click();
    await page.getByTestId('il-continue').click();
    await page.getByText('I would like to borrow a book.').click();
    await page.getByTestId('il-reply').click();
    await page.getByTestId('il-continue').click();
    await page.getByText('Yes, here it is.').click();
    await page.getByTestId('il-reply').click();
    await page.getByTestId('il-continue').click();
    await expect(page.getByTestId('il-step')).toHaveText('Part 2 of 3');
    await page.getByTestId('il-blank').nth(0).fill('book');
    await page.getByTestId('il-blank').nth(1).fill('weeks');
    await page.getByTestId('submit').click();
    await page.getByTestId('write-input').fill('A student borrows a book for three weeks.');
    await expect(page.getByTestId('word-count')).toHaveText('8 words');
    await noHorizontalScroll(page);
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'interactive-listening', responses: [0, 0], complete: ['book', 'weeks'], summary: 'A student borrows a book for three weeks.' }]);
  });
});

test.describe('the other mode for the listening tasks', () => {
  test('Listen and Type by pointer at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'listen-and-type');
    await page.getByTestId('play').click();
    await expect(page.getByTestId('plays-left')).toHaveText('2 plays left');
    await page.getByTestId('lt-input').fill('Trains leave late.');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'listen-and-type', text: 'Trains leave late.', plays: 1 }]);
  });

  test('Interactive Listening by keyboard at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const api = await mockPracticeApi(page);
    await enterAsGuest(page);
    await openTask(page, 'interactive-listening');
    await page.getByTestId('play').press('Enter');
    for (const reply of ['I would like to borrow a book.', 'Yes, here it is.']) {
      await page.getByTestId('il-continue').press('Enter');
      await page.getByRole('radio', { name: reply }).focus();
      await page.keyboard.press('Space');
      await page.getByTestId('il-reply').press('Enter');
    }
    await page.getByTestId('il-continue').press('Enter');
    await page.getByTestId('il-blank').nth(0).focus();
    await page.keyboard.type('book');
    await page.keyboard.press('Tab');
    await page.keyboard.type('weeks');
    await page.keyboard.press('Enter');
    await page.getByTestId('write-input').focus();
    await page.keyboard.type('A loan.');
    await page.getByTestId('submit').press('Enter');
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'interactive-listening', responses: [0, 0], complete: ['book', 'weeks'], summary: 'A loan.' }]);
    await axeClean(page);
  });
});

test.describe('timers running out (fake clock)', () => {
  test('Read and Select: five seconds without an answer sends no answer', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await page.clock.install();
    await enterAsGuest(page);
    await openTask(page, 'read-and-select');
    await expect(page.getByTestId('rs-word')).toBeVisible();
    await page.clock.fastForward(4000);
    await expect(page.getByTestId('rs-yes')).toBeEnabled();
    await page.clock.fastForward(1500);
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'read-and-select', real: null }]);
  });

  test('Fill in the Blanks: what is typed when the 20 s run out is sent', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await page.clock.install();
    await enterAsGuest(page);
    await openTask(page, 'fill-in-the-blanks');
    await page.getByTestId('gap').fill('in');
    await page.clock.fastForward(21_000);
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'fill-in-the-blanks', letters: 'in' }]);
  });

  test('Interactive Reading: a part whose time runs out moves on by itself', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await page.clock.install();
    await enterAsGuest(page);
    await openTask(page, 'interactive-reading');
    await expect(page.getByTestId('ir-step')).toHaveText('Part 1 of 5');
    await page.clock.fastForward('03:01');
    await expect(page.getByTestId('ir-step')).toHaveText('Part 2 of 5');
    expect(api.answers).toEqual([]);
  });

  test('Interactive Listening: the summary is sent when its 75 s end', async ({ page }) => {
    const api = await mockPracticeApi(page);
    await page.clock.install();
    await enterAsGuest(page);
    await openTask(page, 'interactive-listening');
    await expect(page.getByTestId('il-step')).toHaveText('Part 1 of 3');
    await page.clock.fastForward('05:01');
    await expect(page.getByTestId('il-step')).toHaveText('Part 2 of 3');
    await page.clock.fastForward('01:31');
    await expect(page.getByTestId('il-step')).toHaveText('Part 3 of 3');
    await page.getByTestId('write-input').fill('They talk about a library card.');
    await page.clock.fastForward('01:16');
    await expect(page.getByTestId('feedback')).toBeVisible();
    expect(api.answers).toEqual([{ type: 'interactive-listening', responses: [null, null], complete: ['', ''], summary: 'They talk about a library card.' }]);
  });
});
