// The journal in a real browser (issue #12): write an entry, see its AI analysis arrive from the
// worker, search by feeling, filter by a theme and open insights — in English and in Korean — and
// what a visitor sees (the sample entries).
import { expect, test } from '@playwright/test';
import { createAccount, useAccountLanguage, useOwnClientAddress } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test('writes an entry, sees its analysis, searches by feeling and opens insights (en)', async ({ page }) => {
  test.setTimeout(60_000);
  await createAccount(page);
  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's prompt" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sample entries' })).toBeVisible();

  await page.getByRole('button', { name: 'New Entry' }).first().click();
  const save = page.getByRole('button', { name: 'Save entry' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Title (optional)').fill('Presentation day');
  await page
    .getByLabel("What's on your mind?")
    .fill('I was so anxious before my presentation. Afterwards I went for a walk and felt calmer.');
  await page
    .locator('label')
    .filter({ hasText: /^anxious$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'anxious' })).toBeChecked();
  await page.getByLabel('Tags (comma-separated)').fill('work, courage');
  await save.click();
  await expect(page.getByText('Your entry is encrypted and secure. Only you can read it.')).toBeVisible();

  // The themes panel of the entry just saved, once the worker has analysed it.
  const panel = page.getByRole('heading', { level: 2, name: /AI Analysis/ }).locator('..');
  await expect(panel.getByRole('button', { name: '#anxiety' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('You moved your body — it helps the mind settle.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Presentation day' });
  await expect(card.getByText('Today', { exact: true })).toBeVisible();
  await expect(card.getByText('#work')).toBeVisible();

  // A feeling word finds entries of that feeling, whatever word the entry used.
  await page.getByLabel('A feeling to look for').fill('furious');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No entries with that feeling.')).toBeVisible();
  await expect(page.getByText('Try another emotion, or a wider time range.')).toBeVisible();
  await page.getByLabel('A feeling to look for').fill('nervous');
  await page.getByLabel('A feeling to look for').press('Enter');
  await expect(page.getByText('Found 1 entry')).toBeVisible();

  await page.getByRole('button', { name: 'Insights' }).click();
  await expect(page.getByText('Day streak')).toBeVisible();
  await expect(page.getByText('1 day', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /#anxiety/ }).click();
  await expect(page.getByText('Showing entries with #anxiety')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Presentation day' })).toBeVisible();
});

test('writes and finds an entry by feeling in Korean (ko)', async ({ page }) => {
  test.setTimeout(60_000);
  const account = await createAccount(page);
  await useAccountLanguage(page, account, 'ko');
  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: '저널' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '오늘의 질문' })).toBeVisible();
  await page.getByRole('button', { name: '이 질문으로 쓰기' }).click();
  const content = page.getByLabel('어떤 생각을 하고 있나요?');
  await expect(content).not.toHaveValue('');
  await content.fill('요즘 너무 외로웠어요. 그래도 오늘은 친구에게 전화했어요.');
  await page.getByRole('button', { name: '기록 저장' }).click();
  await expect(page.getByText('기록은 암호화되어 안전하게 보관돼요. 나만 읽을 수 있어요.')).toBeVisible();
  const panel = page.getByRole('heading', { level: 2, name: /AI 분석/ }).locator('..');
  await expect(panel.getByRole('button', { name: '#외로움' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('찾고 싶은 감정').fill('외로움');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(page.getByText('1개의 기록을 찾았어요')).toBeVisible();

  // The modal form from the dashboard: 10 mood emojis that toggle, public by default.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: '빠른 기록' }).click();
  const dialog = page.getByRole('dialog', { name: '짧게 기록하기' });
  await expect(dialog.getByRole('radio', { name: '공개', exact: true })).toBeChecked();
  const calm = dialog.getByRole('button', { name: /차분해요/ });
  await calm.click();
  await expect(calm).toHaveAttribute('aria-pressed', 'true');
  await calm.click();
  await expect(calm).toHaveAttribute('aria-pressed', 'false');
  await calm.click();
  await dialog.getByLabel('어떤 생각을 하고 있나요?').fill('강가를 천천히 걸었어요. 마음이 조용해졌어요.');
  await dialog.getByRole('button', { name: '기록 저장' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/journal');
  const card = page.getByRole('listitem').filter({ hasText: '강가를 천천히 걸었어요' });
  await expect(card.getByText('😌').first()).toBeVisible();
});

test('shows a visitor the sample entries and a way to sign in', async ({ page }) => {
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Sample entries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A small win at work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', /enhanced-login/);
});
