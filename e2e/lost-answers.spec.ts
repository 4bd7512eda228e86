// Answers lost on the way back (issue 27): the server wrote the session and the message, but the
// browser's connection broke before it heard so. The page says it is reconnecting, asks again with
// the same Idempotency-Key, and the person ends up with one session and their words saved once —
// in English at desktop width and in Korean at phone width.
import { expect, type Route, test } from '@playwright/test';
import { createAccount, useAccountLanguage, useOwnClientAddress, withDatabase } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const WORDS = {
  en: {
    message: 'Your message',
    send: 'Send',
    reconnecting: 'Reconnecting…',
    said: 'the bus never came today',
  },
  ko: { message: '메시지', send: '보내기', reconnecting: '다시 연결하는 중…', said: '오늘 버스가 안 왔어' },
} as const;

/**
 * The first request reaches the server and is answered there, but its answer never reaches the
 * page (the connection resets); the page's next try, a moment later, goes through.
 */
function loseFirstAnswer(keys: string[]) {
  return async (route: Route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    // Long enough for a person (and the test) to read the state the page is in.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  };
}

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ko', { width: 390, height: 844 }],
] as const) {
  test(`a start and a message whose answers were lost: one session, the words saved once (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    const account = await createAccount(page);
    await useAccountLanguage(page, account, language);

    const startKeys: string[] = [];
    await page.route(/\/api\/sessions$/, (route) =>
      route.request().method() === 'POST' ? loseFirstAnswer(startKeys)(route) : route.continue(),
    );
    const messageKeys: string[] = [];
    await page.route(/\/api\/sessions\/[^/]+\/messages$/, loseFirstAnswer(messageKeys));

    // As the chooser links it: the conversation's language in the address, so it starts once.
    await page.goto(`/therapy/text?tone=normal&lang=${language}`);
    await expect(page.getByRole('status').getByText(words.reconnecting)).toBeVisible();
    const log = page.getByRole('log');
    await expect(log.locator('li')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByText(words.reconnecting)).toHaveCount(0);

    const box = page.getByRole('textbox', { name: words.message });
    await box.fill(words.said);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status').getByText(words.reconnecting)).toBeVisible();
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(log.getByText(words.said, { exact: true })).toHaveCount(1);
    await expect(page.getByText(words.reconnecting)).toHaveCount(0);

    // Each retry carried its action's key.
    expect(startKeys).toHaveLength(2);
    expect(new Set(startKeys).size).toBe(1);
    expect(messageKeys).toHaveLength(2);
    expect(new Set(messageKeys).size).toBe(1);
    const rows = await withDatabase(async (db) => {
      const sessions = await db.query(`SELECT id FROM sessions.chat_sessions WHERE user_id = $1`, [
        account.id,
      ]);
      const turns = await db.query(
        `SELECT role FROM sessions.chat_messages WHERE user_id = $1 AND seq > 1 ORDER BY seq`,
        [account.id],
      );
      return { sessions: sessions.rowCount, turns: turns.rows.map((r: { role: string }) => r.role) };
    });
    expect(rows).toEqual({ sessions: 1, turns: ['user', 'assistant'] });
  });
}
