/**
 * The /app home (issue 23): true counters from the server, the free diagnostic offered, the task list to start
 * from, and no dummy "practise one question" button.
 */
import { test, expect } from './fixtures.ts';
import { enterAsGuest } from './practice-fixtures.ts';

test('the home lists the tasks, offers the diagnostic and counts real answers only', async ({ page }) => {
  await enterAsGuest(page);
  await expect(page.getByTestId('answered')).toHaveText('0');
  await expect(page.getByTestId('accuracy')).toHaveText('No marked answers yet');
  await expect(page.getByTestId('practise')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Practi[sc]e a question/ })).toHaveCount(0);
  // Every current task has a card with its human name; the retired ones are marked.
  await expect(page.getByTestId('home-tasks').getByRole('link')).toHaveCount(15);
  await expect(page.getByTestId('home-task-read-and-select')).toHaveText('Read and Select');
  await expect(page.getByTestId('home-task-read-aloud')).toContainText('Retired');

  await page.getByTestId('home-task-fill-in-the-blanks').click();
  await page.getByTestId('gap').fill('zz');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('verdict')).toHaveText('Not right');
  await page.getByTestId('nav-home').click();
  await expect(page.getByTestId('answered')).toHaveText('1');
  await expect(page.getByTestId('accuracy')).toHaveText(/^\d+%$/);

  await page.getByTestId('home-diagnostic-start').click();
  await expect(page).toHaveURL(/#\/mock\/diagnostic$/);
});

test('the home speaks the learner\'s language: Indonesian counters and task names', async ({ page }) => {
  await enterAsGuest(page);
  await page.goto('/app?lang=id#/home');
  await expect(page.getByTestId('home-diagnostic')).toContainText('Tes diagnostik gratis');
  await expect(page.getByTestId('accuracy')).toHaveText('Belum ada jawaban yang dinilai');
});
