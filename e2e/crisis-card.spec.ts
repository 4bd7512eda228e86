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
    earlier: ['work has been so stressful and I feel exhausted', 'my manager moved the deadline again today'],
    crisis: 'I want to kill myself',
    call109: 'Call 109, Suicide prevention line, 24/7',
    pinned: 'If you are in crisis or thinking about suicide, call now:',
  },
  ko: {
    title: '텍스트 대화',
    welcome: /오늘 기분 어때\?/,
    message: '메시지',
    earlier: ['요즘 회사 때문에 너무 지쳐', '팀장님이 오늘 또 마감을 앞당겼어'],
    crisis: '죽고 싶어요',
    call109: '109 자살예방상담전화, 24시간, 전화 걸기',
    pinned: '위기 상황이거나 자살을 생각하고 있다면 지금 전화하세요:',
  },
} as const;

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * A new account in `language` on a text conversation at `viewport`, the welcome shown; the
 * conversation's language is named in the address, whatever the UI had loaded by then.
 */
async function openTextConversation(
  page: Page,
  language: 'en' | 'ko',
  viewport: { width: number; height: number },
) {
  const words = WORDS[language];
  await page.setViewportSize(viewport);
  const account = await createAccount(page);
  await useAccountLanguage(page, account, language);
  await page.goto(`/therapy/text?lang=${language}`);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  const log = page.getByRole('log');
  await expect(log.getByText(words.welcome)).toBeVisible();
  return { log, box: page.getByRole('textbox', { name: words.message }) };
}

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
      const { log, box } = await openTextConversation(page, language, viewport);

      // A conversation long enough to scroll, as a crisis rarely comes first.
      for (const earlier of words.earlier) {
        await box.fill(earlier);
        await box.press('Enter');
        await expect(log.getByText(earlier)).toBeVisible();
        await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      }
      await box.fill(words.crisis);
      await box.press('Enter');
      await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
      // The pinned card's line: an earlier turn may have been a concern, with its own quiet card.
      const pinned = page.getByRole('region', { name: words.pinned });
      const call = pinned.getByRole('link', { name: words.call109 });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:109');
      await expect(box).toBeEnabled();
      await scrollSettled(page);

      const reply = log.locator('li').last().locator('div[lang]');
      await expect(reply).toContainText('109');
      const card = pinned;
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

// The `concern` outcome: the companion asks directly and kindly, the lines sit quietly under the
// question (not pinned), and a yes is the referral with the pinned card.
const CONCERN = {
  en: {
    concern: "honestly i don't see the point of anything anymore, everyone would be better off without me",
    asked: /are you having thoughts of ending your life\?/i,
    quiet: 'If you want to talk to someone right now, these lines are open.',
    yes: 'yeah sometimes',
  },
  ko: {
    concern: '그냥 아침에 눈 안 떴으면 좋겠다는 생각을 자주 해',
    asked: /죽고 싶다는 생각이 들어\?|죽고 싶다는 생각이 드세요\?/,
    quiet: '지금 누군가와 이야기하고 싶다면, 이 번호들이 열려 있어요.',
    yes: '응 가끔',
  },
} as const;

for (const language of ['en', 'ko'] as const) {
  test(`asks directly on concern, shows the lines quietly, and a yes pins the card (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const words = { ...WORDS[language], ...CONCERN[language] };
    const { log, box } = await openTextConversation(page, language, SIZES.phone);

    await box.fill(words.concern);
    await box.press('Enter');
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(log.getByText(words.asked)).toBeVisible();
    const quiet = page.getByRole('region', { name: words.quiet });
    await expect(quiet).toBeVisible();
    await expect(quiet.getByRole('link', { name: words.call109 })).toHaveAttribute('href', 'tel:109');
    // Quiet: no pinned card yet.
    await expect(page.getByRole('link', { name: words.call109 })).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`concern-${language}.png`) });

    await box.fill(words.yes);
    await box.press('Enter');
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect.poll(() => page.getByRole('link', { name: words.call109 }).count()).toBeGreaterThan(1);
  });
}
