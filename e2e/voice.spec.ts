// The voice companion with the browser's speech scripted in the page: SpeechRecognition hears the
// lines given, speechSynthesis records what is said. The startup, the greeting and a spoken turn;
// a crisis utterance answered aloud with the card on screen (the Korean persona); the person
// cutting in (barge-in) while an acknowledgement does not; and the inactivity path on a fake clock.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, useAccountLanguage, useOwnClientAddress } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

interface SpeechLog {
  spoken: { text: string; lang: string }[];
  events: { type: string; at: number }[];
}

/**
 * The browser's speech, scripted: a recognition for one utterance hears the next of `heard`; one
 * listening with interim results (the barge-in watch) waits for the test to speak into it
 * (`cutIn`). Synthesis speaks each utterance for `__utteranceMs` with word boundaries, and logs
 * what it said and when it was paused, resumed or cancelled.
 */
async function scriptSpeech(page: Page, heard: string[]) {
  await page.addInitScript((lines: string[]) => {
    const log: SpeechLog = { spoken: [], events: [] };
    const g = globalThis as unknown as Record<string, unknown>;
    g.__speech = log;
    g.__utteranceMs = 100;
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = false;
      maxAlternatives = 5;
      onresult: ((e: unknown) => void) | null = null;
      onspeechstart: (() => void) | null = null;
      onerror = null;
      onnomatch = null;
      onend: (() => void) | null = null;
      start() {
        if (this.interimResults) {
          g.__watcher = this;
          return;
        }
        const text = lines.shift() ?? '';
        setTimeout(() => this.onresult?.({ results: [[{ transcript: text }]] }), 50);
      }
      stop() {
        this.onend?.();
      }
      abort() {
        if (g.__watcher === this) g.__watcher = undefined;
      }
    }
    class FakeUtterance {
      lang = '';
      voice = null;
      onend: (() => void) | null = null;
      onerror = null;
      onboundary: ((e: { charIndex: number }) => void) | null = null;
      constructor(readonly text: string) {}
    }
    let current: { utterance: FakeUtterance; timers: ReturnType<typeof setTimeout>[] } | undefined;
    const finish = () => {
      const was = current;
      current = undefined;
      was?.timers.forEach((t) => clearTimeout(t));
      was?.utterance.onend?.();
    };
    Object.assign(globalThis, {
      SpeechRecognition: FakeRecognition,
      SpeechSynthesisUtterance: FakeUtterance,
    });
    Object.defineProperty(globalThis, 'speechSynthesis', {
      value: {
        speak: (u: FakeUtterance) => {
          log.spoken.push({ text: u.text, lang: u.lang });
          const ms = g.__utteranceMs as number;
          const starts = [...u.text.matchAll(/\S+/g)].map((m) => m.index ?? 0);
          const timers = starts.map((charIndex) =>
            setTimeout(() => u.onboundary?.({ charIndex }), (charIndex / u.text.length) * ms),
          );
          timers.push(setTimeout(finish, ms));
          current = { utterance: u, timers };
        },
        cancel: () => {
          log.events.push({ type: 'cancel', at: performance.now() });
          finish();
        },
        pause: () => log.events.push({ type: 'pause', at: performance.now() }),
        resume: () => log.events.push({ type: 'resume', at: performance.now() }),
        getVoices: () => [],
      },
    });
  }, heard);
}

/** A new account in Korean with the Korean persona, on the voice page. */
async function openAsKoreanWithKoreanPersona(page: Page) {
  const account = await createAccount(page);
  await useAccountLanguage(page, account, 'ko');
  await page.request.patch('/api/me/preferences', {
    headers: { authorization: `Bearer ${account.accessToken}` },
    data: { voiceId: 'hype-friend' },
  });
  await page.goto('/therapy/voice');
}

const speechLog = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __speech: SpeechLog }).__speech);
const spoken = async (page: Page) => (await speechLog(page)).spoken;

/** The person speaks while the companion does: a voice, then words (interim, or final). */
const cutIn = (page: Page, text: string, final: boolean) =>
  page.evaluate(
    ({ text, final }) => {
      const watcher = (
        globalThis as unknown as Record<
          string,
          { onspeechstart?: () => void; onresult?: (e: unknown) => void; onend?: () => void }
        >
      ).__watcher;
      if (!watcher) return null;
      const at = performance.now();
      watcher.onspeechstart?.();
      watcher.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: final })] });
      return at;
    },
    { text, final },
  );

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
  await openAsKoreanWithKoreanPersona(page);
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

test('stops at once when the person cuts in, not for an acknowledgement, and keeps only what was heard (en)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await scriptSpeech(page, ['work has been so stressful lately']);
  await createAccount(page);
  await page.goto('/therapy/voice');
  await expect
    .poll(async () => (await spoken(page)).map((s) => s.text).join(' '), { timeout: 15_000 })
    .toMatch(/glad you're here.*ready/);
  await expect(page.getByText('your turn')).toBeVisible({ timeout: 10_000 });
  await page.evaluate(() => ((globalThis as unknown as Record<string, number>).__utteranceMs = 4000));
  const greeting = (await spoken(page)).length;
  const reportSpoken = page.waitForRequest((r) => r.url().endsWith('/spoken') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Talk' }).click();
  await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(greeting);
  await expect(page.getByText('speaking', { exact: true })).toBeVisible();

  // "uh-huh" holds the voice for a moment, then it goes on: nothing is cancelled.
  const before = (await speechLog(page)).events.length;
  expect(await cutIn(page, 'uh-huh', true)).not.toBeNull();
  await page.waitForTimeout(300);
  const events = (await speechLog(page)).events.slice(before).map((e) => e.type);
  expect(events).toEqual(['pause', 'resume']);
  await expect(page.getByText('speaking', { exact: true })).toBeVisible();

  // Real words stop it within 150 ms, and the companion listens.
  await page.waitForTimeout(1500);
  const saidAt = await cutIn(page, 'wait, can I tell you something', false);
  const log = await speechLog(page);
  const cancelled = log.events.find((e) => e.type === 'cancel' && e.at >= saidAt!);
  expect(cancelled).toBeDefined();
  expect(cancelled!.at - saidAt!).toBeLessThan(150);
  await expect(page.getByText('listening', { exact: true })).toBeVisible();

  // The saved reply keeps only what was heard, marked interrupted.
  const report = await reportSpoken;
  const heard = (report.postDataJSON() as { heard: string }).heard;
  // The sentences begun (the last one cut short), as the synthesis was given them.
  const begun = (await spoken(page))
    .slice(greeting)
    .map((u) => u.text)
    .join(' ');
  expect(heard.length).toBeGreaterThan(0);
  expect(begun.startsWith(heard)).toBe(true);
  expect(heard.length).toBeLessThan(begun.length);
  const saved = await (await report.response())!.json();
  expect(saved).toMatchObject({ content: heard, interrupted: true });

  // What the person went on to say is the next turn.
  const nextTurn = page.waitForRequest((r) => r.url().endsWith('/messages') && r.method() === 'POST');
  await page.evaluate(() => ((globalThis as unknown as Record<string, number>).__utteranceMs = 100));
  await cutIn(page, 'wait, can I tell you something about my boss', true);
  expect((await nextTurn).postDataJSON()).toEqual({
    content: 'wait, can I tell you something about my boss',
  });
});

test('asks if the person is still there, ends after a quiet minute, and starts again (ko, fake clock)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await scriptSpeech(page, []);
  await openAsKoreanWithKoreanPersona(page);
  await expect(page.getByText('전원 켜는 중')).toBeVisible();
  const said = async () => (await spoken(page)).map((s) => s.text).join(' ');
  // The startup (3 × 1.5 s) and the greeting 1 s after, on the page's clock.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return said();
      },
      { timeout: 20_000 },
    )
    .toMatch(/반가워|만나서/);
  await page.clock.runFor(500);
  await expect(page.getByText('내 차례')).toBeVisible();
  await page.clock.runFor(116_000);
  expect(await said()).not.toMatch(/아직 거기 계세요/);
  // Half a second at a time, so each step is seen when it comes.
  const until = (pattern: RegExp) =>
    expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return said();
        },
        { timeout: 20_000 },
      )
      .toMatch(pattern);
  await until(/아직 거기 계세요\? 이야기하고 싶을 때 언제든 들을게요\./);
  await page.clock.runFor(58_000);
  expect(await said()).not.toMatch(/한동안 조용해서/);
  await until(/한동안 조용해서 세션을 마쳤어요/);
  await page.clock.runFor(2_000);
  await expect(page.getByText('한동안 조용해서 세션을 마쳤어요', { exact: false })).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(page.getByText('전원 켜는 중')).toBeVisible();
});
