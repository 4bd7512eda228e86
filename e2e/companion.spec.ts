// The companion by text as a new user meets it (issue #10): the chooser, a conversation whose
// reply streams in, a crisis message answered with the pinned card while the chat stays open,
// ending the session, and the history (a Free user's preview) with the transcript. In English at
// desktop width and in Korean at phone width.
import { expect, test } from '@playwright/test';
import { createAccount, useAccountLanguage, useOwnClientAddress } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const WORDS = {
  en: {
    talk: 'Talk',
    textCard: /Text conversation/,
    title: 'Text conversation',
    welcome: /how are you feeling today\?/,
    message: 'Your message',
    first: 'work has been so stressful and I feel exhausted',
    // The reply names back the feeling and the topic (issue 22).
    reflectedFeeling: /exhausted|stress/,
    reflectedTopic: /work/,
    crisis: 'honestly i want to kms',
    referral: /109/,
    crisisCard: 'Call 109, Suicide prevention line, 24/7',
    end: 'End session',
    ended: 'Session Ended',
    history: 'Session History',
    preview: 'Preview for free',
    cardTitle: /Talking about work/,
    transcriptYou: /^You ·/,
  },
  ko: {
    talk: '대화하기',
    textCard: /텍스트 대화/,
    title: '텍스트 대화',
    welcome: /오늘 기분 어때\?/,
    message: '메시지',
    first: '요즘 회사 때문에 너무 지쳐',
    reflectedFeeling: /지쳤|지치/,
    reflectedTopic: /회사/,
    crisis: '죽 고 싶 어',
    referral: /109/,
    crisisCard: '109 자살예방상담전화, 24시간, 전화 걸기',
    end: '세션 종료',
    ended: '세션 종료',
    history: '세션 기록',
    preview: '무료로 미리 보기',
    cardTitle: /회사에 대한 대화/,
    transcriptYou: /^나 ·/,
  },
} as const;

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ko', { width: 390, height: 844 }],
] as const) {
  test(`talks by text, gets crisis help without losing the chat, and finds it in history (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    const account = await createAccount(page);
    await useAccountLanguage(page, account, language);

    await page.goto('/therapy');
    await expect(page.getByRole('heading', { level: 1, name: words.talk })).toBeVisible();
    await page.getByRole('link', { name: words.textCard }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const log = page.getByRole('log');
    await expect(log.getByText(words.welcome)).toBeVisible();

    // The reply streams: the log holds a partial reply before the whole one is saved.
    const box = page.getByRole('textbox', { name: words.message });
    await box.fill(words.first);
    await box.press('Enter');
    await expect(log.getByText(words.first)).toBeVisible();
    await expect(log).toHaveAttribute('aria-busy', 'true');
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(log.locator('li')).toHaveCount(3);
    const reply = log.locator('li').nth(2);
    await expect(reply).toContainText(words.reflectedFeeling);
    await expect(reply).toContainText(words.reflectedTopic);

    await box.fill(words.crisis);
    await box.press('Enter');
    await expect(log.getByText(words.referral)).toBeVisible({ timeout: 15_000 });
    const call = page.getByRole('link', { name: words.crisisCard });
    await expect(call).toHaveAttribute('href', 'tel:109');
    await expect(box).toBeEnabled();

    await page.getByRole('button', { name: words.end }).click();
    await expect(page.getByText(words.ended).first()).toBeVisible();
    await expect(page).toHaveURL(/\/therapy\?rate=[0-9a-f-]{36}$/);

    await page.goto('/sessions');
    await page.getByRole('button', { name: words.preview }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.history })).toBeVisible();
    await page.getByRole('button', { name: words.cardTitle }).click();
    const transcript = page.getByRole('dialog');
    await expect(transcript.getByText(words.first)).toBeVisible();
    await expect(transcript.getByText(words.transcriptYou).first()).toBeVisible();
  });
}
