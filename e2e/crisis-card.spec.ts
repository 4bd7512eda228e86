// Issue #20, point 7: when a crisis reply pins the card, the whole reply stays in view above the
// input, on a phone and on a desktop, in English and in Korean. Measured, not eyeballed: the
// reply's bubble ends at or above the composer's top edge, and starts below the pinned card.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, useAccountLanguage, useOwnClientAddress } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const WORDS = {
  en: {
    title: 'Text conversation',
    welcome: /how are you feeling today\?/,
    message: 'Your message',
    earlier: ['work has been so stressful and I feel exhausted', 'I can not sleep and nothing helps anymore'],
    crisis: 'I want to kill myself',
    call109: 'Call 109, Suicide prevention line, 24/7',
  },
  ko: {
    title: '텍스트 대화',
    welcome: /오늘 기분 어때\?/,
    message: '메시지',
    earlier: ['요즘 회사 때문에 너무 지쳐', '잠도 못 자고 아무것도 도움이 안 돼'],
    crisis: '죽고 싶어요',
    call109: '109 자살예방상담전화, 24시간, 전화 걸기',
  },
} as const;

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Waits until the page has stopped scrolling (the reply is brought into view smoothly). */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i += 1) {
    const now = await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(150);
  }
}

for (const language of ['en', 'ko'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`keeps the whole crisis reply above the input with the card pinned (${language}, ${size})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const words = WORDS[language];
      await page.setViewportSize(viewport);
      const account = await createAccount(page);
      await useAccountLanguage(page, account, language);

      // The conversation's language named in the address, whatever the UI had loaded by then.
      await page.goto(`/therapy/text?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      const log = page.getByRole('log');
      await expect(log.getByText(words.welcome)).toBeVisible();

      // A conversation long enough to scroll, as a crisis rarely comes first.
      const box = page.getByRole('textbox', { name: words.message });
      for (const earlier of words.earlier) {
        await box.fill(earlier);
        await box.press('Enter');
        await expect(log.getByText(earlier)).toBeVisible();
        await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      }
      await box.fill(words.crisis);
      await box.press('Enter');
      await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      const call = page.getByRole('link', { name: words.call109 });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:109');
      await expect(box).toBeEnabled();
      await scrollSettled(page);

      const reply = log.locator('li').last().locator('div[lang]');
      await expect(reply).toContainText('109');
      const card = page.getByRole('region').filter({ has: call });
      const composer = page.locator('form').filter({ has: box });
      const [replyBox, cardBox, composerBox] = await Promise.all([
        reply.boundingBox(),
        card.boundingBox(),
        composer.boundingBox(),
      ]);
      const measured = {
        replyTop: Math.round(replyBox!.y),
        replyBottom: Math.round(replyBox!.y + replyBox!.height),
        cardBottom: Math.round(cardBox!.y + cardBox!.height),
        composerTop: Math.round(composerBox!.y),
      };
      test.info().annotations.push({ type: 'measured', description: JSON.stringify(measured) });
      await test.info().attach(`crisis-${language}-${size}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
      console.log(`crisis layout ${language} ${size}: ${JSON.stringify(measured)}`);

      // The card is on screen, and the reply sits whole between it and the composer.
      expect(cardBox!.y).toBeGreaterThanOrEqual(0);
      expect(measured.cardBottom).toBeLessThanOrEqual(viewport.height);
      expect(measured.replyBottom).toBeLessThanOrEqual(measured.composerTop);
      expect(measured.replyTop).toBeGreaterThanOrEqual(measured.cardBottom);
    });
  }
}
