/**
 * Issue 23, "say what is true": with no model configured the only tutor is the offline one, and its screen says
 * the answers come from a built-in guide; it never promises AI models, a model picker or "any English question".
 * With a model configured (the fake one of the e2e server), the model picker is still there.
 */
import { test, expect } from './fixtures.ts';
import { enterAsGuest, noHorizontalScroll } from './practice-fixtures.ts';

const OFFLINE_ONLY = {
  models: [{ id: 'offline', name: null, strength: 'offline', provider: 'offline' }], defaultModel: 'offline',
  allowance: { used: 0, limit: 10, resetsAt: new Date(Date.now() + 3600_000).toISOString(), premium: false },
};

const COPY = {
  en: { title: 'Offline tutor', guide: /built-in guide/i, claims: /AI tutor|several AI models|any English question|Model\b/ },
  id: { title: 'Tutor offline', guide: /panduan bawaan/i, claims: /Tutor AI|beberapa model AI|pertanyaan bahasa Inggris apa pun|Model\b/ },
  ja: { title: 'オフラインチューター', guide: /内蔵ガイド/, claims: /AIチューター|複数のAIモデル|どんな英語の質問|モデル(?!なし)/ },
} as const;

test.describe('offline tutor at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const lang of ['en', 'id', 'ja'] as const) {
    test(`the offline tutor's screen (${lang}) names its built-in guide and claims no model`, async ({ page }) => {
      await enterAsGuest(page);
      await page.route('**/weapp/api/tutor/models', (route) => route.fulfill({ json: OFFLINE_ONLY }));
      await page.goto(`/app?lang=${lang}#/tutor`);
      const screen = page.getByTestId('tutor-screen');
      await expect(screen).toBeVisible();
      await expect(page.locator('#tutor-title')).toHaveText(COPY[lang].title);
      await expect(page.getByTestId('tutor-lead')).toContainText(COPY[lang].guide);
      await expect(page.getByTestId('tutor-source')).toContainText(COPY[lang].guide);
      await expect(page.getByTestId('tutor-model')).toHaveCount(0);
      await expect(page.getByTestId('tutor-mode-help')).toContainText(COPY[lang].guide);
      // Nothing else on the screen claims a model (the guide's own "no AI model" is the only mention).
      const shown = (await screen.innerText()).replaceAll(/\(?[^()（）\n]*(no AI model|tanpa model AI|AIモデルなし)[^()（）\n]*\)?/g, '');
      expect(shown.replace(/AIモデルは接続されていません|Tidak ada model AI yang terhubung|No AI model is connected/, '')).not.toMatch(COPY[lang].claims);
      await noHorizontalScroll(page);
    });
  }

  test('with a model configured the picker stays and the AI tutor keeps its name', async ({ page }) => {
    await enterAsGuest(page);
    await page.goto('/app#/tutor');
    await expect(page.getByTestId('tutor-model')).toBeVisible();
    await expect(page.locator('#tutor-title')).toHaveText('AI tutor');
    await expect(page.getByTestId('tutor-source')).toHaveCount(0);
  });
});
