// Daily habits in a real browser (issue #24): two past days written through the API (the server's
// clock cannot be moved; today and the past 30 days may be written), today checked in on the
// dashboard card by tapping, then the profile's habits tab: streak 3 and the flags of spec 001 §9 —
// in English and in Korean.
import { expect, test, type Page } from '@playwright/test';
import { type Account, createAccount, getAs, useAccountLanguage, useOwnClientAddress } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const dayBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** Yesterday and the day before: three meals, 6 glasses, a mindful moment and someone to talk to. */
async function writePastDays(page: Page, account: Account): Promise<void> {
  const { today } = await getAs<{ today: string }>(page, account, '/api/habits');
  for (const back of [2, 1]) {
    const saved = await page.request.put(`/api/habits/${dayBefore(today, back)}`, {
      headers: { authorization: `Bearer ${account.accessToken}` },
      data: {
        breakfast: true,
        lunch: true,
        dinner: true,
        waterGlasses: 6,
        mindfulness: true,
        socialConnection: true,
      },
    });
    expect(saved.status()).toBe(200);
  }
}

const WORDS = {
  en: {
    card: "Today's habits",
    items: ['Breakfast', 'Lunch', 'Dinner', 'Social connection'],
    addWater: 'Add a glass of water',
    glasses: '6 of 6 glasses',
    progress: '5 of 7 today',
    streak: '3-day streak',
    seeWeek: 'See your week',
    dayStreak: 'Day streak',
    todayValue: '5/7',
    green: 'Connected with someone on 3 or more days',
    red: 'Active on 1 day or fewer',
  },
  ko: {
    card: '오늘의 습관',
    items: ['아침', '점심', '저녁', '사람과의 연결'],
    addWater: '물 한 잔 추가',
    glasses: '6잔 중 6잔',
    progress: '오늘 7개 중 5개',
    streak: '3일 연속',
    seeWeek: '이번 주 보기',
    dayStreak: '연속 일수',
    todayValue: '5/7',
    green: '3일 이상 누군가와 연결됐어요',
    red: '몸을 움직인 날이 1일 이하',
  },
} as const;

for (const language of ['en', 'ko'] as const) {
  test(`checks in habits on three days: streak 3 and the week's flags (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    const account = await createAccount(page);
    await useAccountLanguage(page, account, language);
    await writePastDays(page, account);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: words.card });
    await expect(card).toBeVisible();
    for (const item of words.items) {
      const toggle = card.getByRole('button', { name: item });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    for (let glass = 0; glass < 6; glass++) await card.getByRole('button', { name: words.addWater }).click();
    await expect(card.getByText(words.glasses)).toBeVisible();
    await expect(card.getByText(words.progress)).toBeVisible();
    await expect(card.getByText(words.streak)).toBeVisible();

    // Every tap reached the server: a reload shows the same day.
    await page.reload();
    await expect(page.getByRole('region', { name: words.card }).getByText(words.progress)).toBeVisible();

    await page.getByRole('region', { name: words.card }).getByRole('link', { name: words.seeWeek }).click();
    await expect(page).toHaveURL(/\/profile\?tab=habits$/);
    const streak = page.getByText(words.dayStreak, { exact: true }).locator('..');
    await expect(streak).toContainText('3');
    await expect(page.getByText(words.todayValue, { exact: true })).toBeVisible();
    await expect(page.getByTestId('habit-flags-green')).toHaveText(words.green);
    await expect(page.getByTestId('habit-flags-red')).toHaveText(words.red);

    const stats = await getAs<{ streak: number; flags: unknown }>(page, account, '/api/habits');
    expect(stats).toMatchObject({ streak: 3, flags: { green: ['social'], red: ['activity'] } });
  });
}
