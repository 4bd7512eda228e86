// Self-care reminders and mentor support in a real browser (issue #24): a reminder turned on and off
// in Settings, stopped from the e-mail's link without sign-in; the weekly review for Pro, with a
// goal set — in English and in Korean.
import { expect, test, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import {
  type Account,
  createAccount,
  useAccountLanguage,
  useOwnClientAddress,
  withDatabase,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const WORDS = {
  en: {
    switch: 'Send me a gentle check-in',
    time: 'Time',
    sunday: 'Sunday',
    save: 'Save reminders',
    saved: 'Reminders saved.',
    stopped: 'Reminders stopped',
    proTitle: 'Mentor support is part of Pro',
    title: 'Weekly review',
    step2: '2. Your habits',
    logged: 'You checked in on 1 day of the last 7.',
    goal: 'Take a mindful minute',
    setGoal: 'Set this goal',
    current: "This week's goal: Take a mindful minute",
  },
  ko: {
    switch: '다정한 안부 알림 받기',
    time: '시간',
    sunday: '일요일',
    save: '알림 저장',
    saved: '알림 설정을 저장했어요.',
    stopped: '알림을 멈췄어요',
    proTitle: '멘토 지원은 Pro에 포함돼요',
    title: '주간 돌아보기',
    step2: '2. 나의 습관',
    logged: '지난 7일 중 1일 체크인했어요.',
    goal: '1분 마음챙김',
    setGoal: '이 목표로 정하기',
    current: '이번 주 목표: 1분 마음챙김',
  },
} as const;

async function reminders(page: Page, account: Account) {
  const res = await page.request.get('/api/reminders', {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { enabled: boolean; time: string; weekdays: number[] };
}

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ko', { width: 390, height: 844 }],
] as const) {
  test(`turns a reminder on and off, stops it from the e-mail's link, and reviews the week on Pro (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    const account = await createAccount(page);
    await useAccountLanguage(page, account, language);

    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: words.switch });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.getByLabel(words.time, { exact: true }).fill('07:30');
    const sunday = page.getByRole('button', { name: words.sunday });
    await expect(sunday).toHaveAttribute('aria-pressed', 'true');
    await sunday.click();
    await expect(sunday).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved)).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await reminders(page, account)).toMatchObject({
      enabled: true,
      time: '07:30',
      weekdays: [1, 2, 3, 4, 5, 6],
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect((await reminders(page, account)).enabled).toBe(false);

    // On again, then the e-mail's stop link, opened signed out (the token is signed as auth signs it).
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const key = await withDatabase(
      async (db) =>
        (await db.query(`SELECT stop_key FROM auth.reminder_settings WHERE user_id = $1`, [account.id]))
          .rows[0].stop_key as Buffer,
    );
    const token = `${account.id}.${createHmac('sha256', key).update(`maeum-reminders-stop:${account.id}`).digest('base64url')}`;
    const elsewhere = await browser.newContext({ baseURL, locale: language === 'ko' ? 'ko-KR' : 'en-US' });
    const stranger = await elsewhere.newPage();
    await stranger.goto(`/reminders/stop?token=${token}`);
    await expect(stranger.getByRole('heading', { name: /Reminders stopped|알림을 멈췄어요/ })).toBeVisible();
    await elsewhere.close();
    expect((await reminders(page, account)).enabled).toBe(false);
    await page.reload();
    await expect(page.getByRole('switch', { name: words.switch })).toHaveAttribute('aria-checked', 'false');

    // Mentor support: Free sees what it is; Pro the review of its own week, and sets a goal.
    await page.goto('/mentor');
    await expect(page.getByRole('heading', { name: words.proTitle })).toBeVisible();
    const today = await page.request.put(
      `/api/habits/${new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date())}`,
      { headers: { authorization: `Bearer ${account.accessToken}` }, data: { waterGlasses: 6 } },
    );
    expect(today.status()).toBe(200);
    await withDatabase((db) =>
      db.query(
        `UPDATE billing.user_subscriptions SET plan_id = 'pro', status = 'active', current_period_start = now(),
                ends_at = now() + interval '30 days' WHERE user_id = $1`,
        [account.id],
      ),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.step2 })).toBeVisible();
    await expect(page.getByText(words.logged)).toBeVisible();
    await page.getByRole('radio', { name: words.goal }).check();
    await page.getByRole('button', { name: words.setGoal }).click();
    await expect(page.getByTestId('mentor-current-goal')).toHaveText(words.current);
  });
}
