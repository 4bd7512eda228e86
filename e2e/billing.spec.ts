// The billing journey as a new user meets it (issue #9): Free → Plus through the sandbox checkout,
// the plan badge, the invoice PDF, and a cancel with a reason that leaves 'Ends on' (then a resume),
// in English at desktop width and in Korean at phone width.
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createAccount, useAccountLanguage, useOwnClientAddress } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const WORDS = {
  en: {
    title: 'Plans & Billing',
    choosePlus: 'Choose Plus',
    sandbox: 'Sandbox — no real charge',
    pay: 'Pay ₩13,387',
    complete: 'Payment Complete',
    badge: 'Plus plan',
    paid: 'Paid',
    download: /Download the invoice of/,
    started: 'Download Started',
    manage: 'Manage subscription',
    cancel: 'Cancel subscription',
    reason: 'Reason',
    reasonRequired: "Please select a reason; We need to know why you're cancelling to improve our service",
    cancelled: 'Subscription Cancelled',
    endsOn: /^Ends on /,
    resume: 'Resume plan',
    resumed: 'Your plan is back on. It renews on its date as before.',
  },
  ko: {
    title: '플랜 및 결제',
    choosePlus: 'Plus 선택',
    sandbox: '샌드박스 — 실제로 결제되지 않아요',
    pay: '₩13,387 결제하기',
    complete: '결제 완료',
    badge: 'Plus 플랜',
    paid: '결제 완료',
    download: /영수증 다운로드$/,
    started: '다운로드를 시작했어요',
    manage: '구독 관리',
    cancel: '구독 해지',
    reason: '해지 이유',
    reasonRequired: '이유를 선택해 주세요. 서비스를 개선하는 데 꼭 필요해요',
    cancelled: '구독이 해지됐어요',
    endsOn: /에 종료돼요$/,
    resume: '플랜 다시 이용하기',
    resumed: '플랜을 다시 이용하실 수 있어요. 예정된 날짜에 전처럼 갱신돼요.',
  },
} as const;

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ko', { width: 390, height: 844 }],
] as const) {
  test(`upgrades Free to Plus through the sandbox, downloads the invoice and cancels (${language})`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    const account = await createAccount(page);
    await useAccountLanguage(page, account, language);

    await page.goto('/plans-and-billing');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await page.getByRole('button', { name: words.choosePlus }).click();

    // The sandbox card window, clearly labelled, then back to the result page as Toss would send us.
    await expect(page.getByText(words.sandbox)).toBeVisible();
    await page.getByRole('button', { name: words.pay }).click();
    await expect(page.getByRole('heading', { name: words.complete })).toBeVisible();
    await expect(page.getByRole('link', { name: words.badge }).first()).toBeVisible();

    await page.goto('/plans-and-billing');
    const invoice = page.getByRole('button', { name: words.download });
    await expect(page.getByText(words.paid, { exact: true }).last()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    // Named by the invoice's day in the reader's time zone, as the server names it.
    expect(download.suggestedFilename()).toMatch(/^maeum-invoice-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText(words.started)).toBeVisible();

    await page.getByRole('button', { name: words.manage }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.cancel }).click();
    const dialog = page.getByRole('dialog', { name: words.cancel });
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog.getByText(words.reasonRequired)).toBeVisible();
    await dialog.getByRole('combobox', { name: words.reason }).selectOption('Too expensive');
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(page.getByText(words.cancelled)).toBeVisible();
    await expect(page.getByText(words.endsOn)).toBeVisible();
    await expect(page.getByRole('button', { name: words.manage })).toHaveCount(0);

    const subscription = await page.request.get('/api/subscription', {
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    expect(await subscription.json()).toMatchObject({ planId: 'plus', status: 'cancelled' });

    // Changed their mind before the end date: the plan renews again.
    await page.getByRole('button', { name: words.resume }).click();
    await expect(page.getByText(words.resumed)).toBeVisible();
    await expect(page.getByRole('button', { name: words.manage })).toBeVisible();
  });
}

test('shows the plan cards to visitors on /pricing, with a way to sign up', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans that grow with you' })).toBeVisible();
  await expect(page.getByText('Most popular')).toBeVisible();
  await page.getByRole('radio', { name: /Annual/ }).click();
  await expect(page.getByText('₩133,870')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started with Plus' })).toHaveAttribute(
    'href',
    `/signup?redirect=${encodeURIComponent('/plans-and-billing#change-plan')}`,
  );
});

// Never a second payment, the page's own path: the server charged, the answer never reached the
// browser.
test('keeps confirming the same payment when its answer is lost, and charges once', async ({ page }) => {
  const account = await createAccount(page);
  let lost = 0;
  const confirms: unknown[] = [];
  await page.route('**/api/payments/confirm', async (route) => {
    confirms.push(route.request().postDataJSON());
    if (lost >= 2) return route.continue();
    lost++;
    await route.fetch(); // carried out on the server; the browser hears a 503 instead
    await route.fulfill({
      status: 503,
      json: { statusCode: 503, code: 'service_unavailable', message: 'Service unavailable' },
    });
  });

  await page.goto('/plans-and-billing');
  await page.getByRole('button', { name: WORDS.en.choosePlus }).click();
  await page.getByRole('button', { name: WORDS.en.pay }).click();
  await expect(page.getByRole('heading', { name: 'Still confirming…' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: WORDS.en.complete })).toBeVisible({ timeout: 15_000 });

  expect(confirms).toHaveLength(3);
  expect(new Set(confirms.map((body) => JSON.stringify(body))).size).toBe(1);
  const invoices = await page.request.get('/api/invoices', {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  expect(await invoices.json()).toHaveLength(1);
});
