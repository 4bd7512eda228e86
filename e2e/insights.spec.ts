// Statistics from events in a real browser (issue #24): a text session ended and rated "how do you
// feel now?" moves the profile's mood score from "—" to the rating × 10; Free sees 7 days of
// insights ("Limited Insights"), Pro all of them — in English and in Korean.
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  type Account,
  createAccount,
  onPlan,
  useAccountLanguage,
  useOwnClientAddress,
  withDatabase,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const WORDS = {
  en: {
    textCard: /Text conversation/,
    message: 'Your message',
    welcome: /how are you feeling today\?/,
    first: 'work has been so stressful and I feel exhausted',
    end: 'End session',
    question: 'How do you feel now?',
    eight: '8 of 10',
    save: 'Save',
    saved: 'Thanks, noted.',
    moodScore: 'Mood score',
    hint: 'Rate how you feel after a session to see your mood score.',
    limited: 'Limited Insights',
    full: 'All of your history.',
  },
  ko: {
    textCard: /텍스트 대화/,
    message: '메시지',
    welcome: /오늘 기분 어때\?/,
    first: '요즘 회사 때문에 너무 지쳐',
    end: '세션 종료',
    question: '지금 기분은 어때요?',
    eight: '10점 중 8점',
    save: '저장',
    saved: '고마워요, 기록했어요.',
    moodScore: '기분 점수',
    hint: '대화 후 기분을 매기면 기분 점수를 볼 수 있어요.',
    limited: '제한된 인사이트',
    full: '모든 기록이에요.',
  },
} as const;

/** Twenty rated sessions a day apart, 20 to 1 days ago (the journal's own record, as its consumer writes it). */
async function pastRatings(account: Account) {
  await withDatabase(async (db) => {
    for (let back = 20; back >= 1; back--)
      await db.query(
        `INSERT INTO journal.user_session_analytics
           (session_id, user_id, session_type, messages_count, duration_seconds, mood_direction, started_at, ended_at,
            satisfaction_rating, rated_at)
         VALUES ($1, $2, 'text', 4, 300, 'same', now() - make_interval(days => $3) - interval '5 minutes',
                 now() - make_interval(days => $3), 6, now() - make_interval(days => $3))`,
        [randomUUID(), account.id, back],
      );
  });
}

async function moodScore(page: Page, label: string) {
  return page.getByTestId('profile-overview').locator('div').filter({ hasText: label });
}

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ko', { width: 390, height: 844 }],
] as const) {
  test(`a rated session moves the mood score; Free sees 7 days of insights, Pro all (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    const account = await createAccount(page);
    await useAccountLanguage(page, account, language);

    await page.goto('/profile');
    const before = await moodScore(page, words.moodScore);
    await expect(before.getByText('—')).toBeVisible();
    await expect(before.getByText(words.hint)).toBeVisible();

    await page.goto('/therapy');
    await page.getByRole('link', { name: words.textCard }).click();
    const box = page.getByRole('textbox', { name: words.message });
    // The welcome first (its typing indicator takes 2 s), then the box takes words.
    await expect(page.getByRole('log').getByText(words.welcome)).toBeVisible({ timeout: 15_000 });
    await box.fill(words.first);
    await box.press('Enter');
    await expect(page.getByRole('log').getByText(words.first)).toBeVisible();
    await expect(page.getByRole('log')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(page.getByRole('log').locator('li')).toHaveCount(3);
    await page.getByRole('button', { name: words.end }).click();

    const rating = page.getByRole('radiogroup', { name: words.question });
    await expect(rating).toBeVisible();
    await rating.getByRole('radio', { name: words.eight }).click();
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved)).toBeVisible();

    // The journal keeps the rating from the sessions service's event: the score follows.
    await expect
      .poll(
        async () => {
          await page.goto('/profile');
          const tile = await moodScore(page, words.moodScore);
          return (await tile.locator('dd').first().textContent())?.trim();
        },
        { timeout: 20_000 },
      )
      .toBe('80');

    // Insights: Free sees the last 7 days of twenty past ratings, Pro all of them.
    await pastRatings(account);
    await page.goto('/insights');
    await expect(page.getByText(words.limited)).toBeVisible();
    const sessions = page.getByTestId('insights-sessions');
    await expect(sessions.locator('dd').first()).toHaveText('7');
    await onPlan(account, 'pro');
    // The plan was changed in billing's table, with no event: the kept view lasts its 10 s at most.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('insights-scope').textContent();
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toContain(words.full);
    await expect(page.getByText(words.limited)).toHaveCount(0);
    await expect(sessions.locator('dd').first()).toHaveText('21');
  });
}
