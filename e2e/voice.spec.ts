// A first voice exchange (issue #11, first part), with the browser's speech scripted in the page:
// SpeechRecognition hears the lines given, speechSynthesis records what is said. In English the
// startup, the greeting and one spoken turn; in Korean (the Korean persona) a crisis utterance
// that is answered aloud with the crisis card on screen.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, useAccountLanguage, useOwnClientAddress } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

async function scriptSpeech(page: Page, heard: string[]) {
  await page.addInitScript((lines: string[]) => {
    const spoken: { text: string; lang: string }[] = [];
    (globalThis as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((e: unknown) => void) | null = null;
      onerror = null;
      onnomatch = null;
      onend: (() => void) | null = null;
      start() {
        const text = lines.shift() ?? '';
        setTimeout(() => this.onresult?.({ results: [[{ transcript: text }]] }), 50);
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    class FakeUtterance {
      lang = '';
      voice = null;
      onend: (() => void) | null = null;
      onerror = null;
      constructor(readonly text: string) {}
    }
    Object.assign(globalThis, {
      SpeechRecognition: FakeRecognition,
      SpeechSynthesisUtterance: FakeUtterance,
    });
    Object.defineProperty(globalThis, 'speechSynthesis', {
      value: {
        speak: (u: FakeUtterance) => {
          spoken.push({ text: u.text, lang: u.lang });
          setTimeout(() => u.onend?.(), 100);
        },
        cancel: () => undefined,
        getVoices: () => [],
      },
    });
  }, heard);
}

const spoken = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);

test('starts up, greets and answers a spoken turn (en)', async ({ page }) => {
  test.setTimeout(45_000);
  await scriptSpeech(page, ['work has been so stressful lately']);
  await createAccount(page);
  await page.goto('/therapy/voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice conversation' })).toBeVisible();
  await expect(page.getByText('Powering on')).toBeVisible();
  const said = async () => (await spoken(page)).map((s) => s.text).join(' ');
  await expect.poll(said, { timeout: 15_000 }).toMatch(/glad you're here.*ready/);
  await expect(page.getByText('your turn')).toBeVisible({ timeout: 10_000 });
  const greeting = (await spoken(page)).length;
  await page.getByRole('button', { name: 'Talk' }).click();
  // The reply is spoken sentence by sentence; its last sentence is the open question.
  const reply = async () =>
    (await spoken(page))
      .slice(greeting)
      .map((s) => s.text)
      .join(' ');
  await expect.poll(reply, { timeout: 15_000 }).toMatch(/\?$/);
  expect((await spoken(page)).slice(greeting).every((s) => s.lang === 'en-US')).toBe(true);
  await expect(page.getByText('your turn')).toBeVisible();
});

test('answers a crisis aloud with the card on screen, with the Korean persona (ko)', async ({ page }) => {
  test.setTimeout(45_000);
  await scriptSpeech(page, ['죽고 싶어']);
  const account = await createAccount(page);
  await useAccountLanguage(page, account, 'ko');
  await page.request.patch('/api/me/preferences', {
    headers: { authorization: `Bearer ${account.accessToken}` },
    data: { voiceId: 'hype-friend' },
  });
  await page.goto('/therapy/voice');
  await expect(page.getByRole('heading', { level: 1, name: '음성 대화' })).toBeVisible();
  await expect
    .poll(async () => (await spoken(page)).map((s) => s.text).join(' '), { timeout: 15_000 })
    .toMatch(/반가워/);
  await expect(page.getByText('내 차례')).toBeVisible({ timeout: 10_000 });
  const greeting = (await spoken(page)).length;
  await page.getByRole('button', { name: '말하기' }).click();
  await expect
    .poll(
      async () =>
        (await spoken(page))
          .slice(greeting)
          .map((s) => s.text)
          .join(' '),
      { timeout: 15_000 },
    )
    .toMatch(/109/);
  expect((await spoken(page)).slice(greeting).every((s) => s.lang === 'ko-KR')).toBe(true);
  await expect(page.getByRole('link', { name: '109 자살예방상담전화, 24시간, 전화 걸기' })).toHaveAttribute(
    'href',
    'tel:109',
  );
});
