/**
 * Speaking correction on /speaking-ai-correction (issue 11): Chromium's fake microphone plays a WAV written
 * here with known silent gaps (0.4 s and 1.3 s between tones); the learner records it, sends it and sees both
 * pauses marked on the waveform in their two styles, with "not assessed" where no model measured (the offline
 * provider gives no transcript). A refused microphone says what to do. The /app history lists the job.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { test, expect, hydrated, a11yProblems } from './fixtures.ts';
import { buyCorrections, signUp } from './correction-helpers.ts';

const RATE = 16000;
/** Tone, 0.4 s gap (a pause > 150 ms), tone, 1.3 s gap (a pause ≥ 1 s), tone, then silence. */
const PLAN: [kind: 'tone' | 'gap', seconds: number][] = [['gap', 0.3], ['tone', 1.2], ['gap', 0.4], ['tone', 1.2], ['gap', 1.3], ['tone', 1.2], ['gap', 6]];

function fakeVoiceWav(): string {
  const total = Math.round(PLAN.reduce((n, [, s]) => n + s, 0) * RATE);
  const bytes = new Uint8Array(44 + total * 2);
  const view = new DataView(bytes.buffer);
  const put = (at: number, s: string) => { for (let i = 0; i < s.length; i++) view.setUint8(at + i, s.charCodeAt(i)); };
  put(0, 'RIFF'); view.setUint32(4, 36 + total * 2, true); put(8, 'WAVE'); put(12, 'fmt ');
  view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true); view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true); view.setUint16(32, 2, true); view.setUint16(34, 16, true); put(36, 'data'); view.setUint32(40, total * 2, true);
  let i = 0;
  for (const [kind, seconds] of PLAN) {
    for (let n = 0; n < Math.round(seconds * RATE); n++, i++) {
      const t = i / RATE;
      const x = kind === 'tone' ? 0.35 * Math.sin(2 * Math.PI * 180 * t) + 0.15 * Math.sin(2 * Math.PI * 540 * t) : 0;
      view.setInt16(44 + i * 2, Math.round(x * 32767), true);
    }
  }
  // Every worker loads this file; the bytes are always the same, so one path, replaced atomically, is enough.
  const file = join(tmpdir(), 'det-prep-fake-voice.wav');
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return file;
}

// A fake microphone playing the file; whether the page may use it is each context's permission.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${fakeVoiceWav()}%noloop`] } });

test.describe('with a microphone', () => {
  test.use({ permissions: ['microphone'] });

  test('record on a phone, send, see the pauses marked and the job in the /app history', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signUp(page, 'speaker');
    await buyCorrections(page, context);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/speaking-ai-correction');
    await hydrated(page);
    const island = page.getByTestId('speaking-correction');
    await island.getByTestId('speaking-task').selectOption('speak-about-the-photo');
    await island.getByTestId('speaking-prompt').fill('Describe a photo of a busy market.');
    await island.getByTestId('record-start').click();
    await expect(island.getByTestId('record-level')).toBeVisible();
    // The fake voice lasts 5.6 s with its gaps; stop once the clock has passed it.
    await expect(island.getByTestId('record-time')).toContainText(/0:0[6-9]/, { timeout: 15_000 });
    await island.getByTestId('record-stop').click();
    await expect(island.getByTestId('record-length')).toContainText(/0:0[6-9]/);
    await expect(island.getByTestId('record-start')).toHaveText('Record again');
    await island.getByTestId('speaking-submit').click();

    const report = island.getByTestId('speaking-report');
    await expect(report).toBeVisible({ timeout: 20_000 });
    await expect(island.getByTestId('correction-credits')).toContainText(/corrections? left/);
    // Exactly the two gaps: one short pause, one long one, also listed as text.
    await expect(report.getByTestId('pause-short')).toHaveCount(1);
    await expect(report.getByTestId('pause-long')).toHaveCount(1);
    const list = report.getByTestId('pause-list').locator('li');
    await expect(list).toHaveCount(2);
    const span = async (i: number) => {
      const [start, end] = ((await list.nth(i).textContent()) ?? '').match(/[\d.]+/g)!.map(Number);
      return end! - start!;
    };
    await expect(list.nth(0)).toHaveText(/^Pause from [\d.]+ s to [\d.]+ s$/);
    await expect(list.nth(1)).toHaveText(/^Long pause from [\d.]+ s to [\d.]+ s$/);
    // The gaps written into the file: 0.4 s and 1.3 s (10 ms frames blur the edges a little).
    expect(Math.abs((await span(0)) - 0.4)).toBeLessThan(0.1);
    expect(Math.abs((await span(1)) - 1.3)).toBeLessThan(0.1);
    await expect(report).toContainText('Pause of 1 second or more');
    await expect(report.getByTestId('fluency-figures')).toContainText('Pauses of 1 second or more: 1');
    // No model in the offline default: no transcript, no pronunciation, nothing guessed.
    await expect(report.getByTestId('score-pronunciation')).toHaveText('Not assessed');
    await expect(report.getByTestId('transcript')).toHaveText('Not assessed');
    await expect(report.getByTestId('missing-pauses')).toContainText('Not assessed');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await a11yProblems(page, { include: '[data-testid="speaking-correction"]' })).toEqual([]);

    await page.goto('/app#/corrections');
    const history = page.getByTestId('correction-history');
    await expect(history.locator('li')).toHaveCount(1);
    await expect(history).toContainText('Speak About the Photo');
    await expect(history.getByTestId('history-state')).toHaveText('Ready');
    await history.getByRole('link', { name: 'Speak About the Photo' }).click();
    await expect(page.getByTestId('speaking-report').getByTestId('pause-long')).toHaveCount(1);

    // A spoken practice answer: its recording stays in the browser and goes with the saved attempt.
    await page.goto('/app#/practice/read-then-speak');
    await page.getByTestId('start-speaking').click();
    await expect(page.getByTestId('submit')).toBeVisible();
    // The fake voice plays in real time (5.6 s of it): stop once the 90 s countdown has passed 1:23.
    await expect(page.getByTestId('timer')).toContainText(/1:(2[0-3]|1\d)/, { timeout: 15_000 });
    await page.getByTestId('submit').click();
    await page.getByTestId('get-feedback').click();
    await expect(page).toHaveURL(/#\/corrections\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByTestId('speaking-report')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('app-corrections')).toContainText('Read, Then Speak');
    await expect(page.getByTestId('waveform')).toBeVisible();
    await expect(page.getByTestId('waveform').getByTestId('pause-long')).toHaveCount(1);
    expect(await a11yProblems(page, { include: 'main', wcag: true })).toEqual([]);
  });
});

test.describe('with the microphone refused', () => {
  test('a refused microphone says how to allow it, and nothing is sent', async ({ page }) => {
    await page.goto('/speaking-ai-correction');
    await hydrated(page);
    const island = page.getByTestId('speaking-correction');
    await island.getByTestId('record-start').click();
    await expect(island.getByTestId('mic-problem')).toContainText('The microphone is blocked for this site. Allow it in your browser');
    await expect(island.getByTestId('speaking-submit')).toBeDisabled();
  });
});
