// Settings as a signed-in user meets them (spec doc 1 §2): each preference saved on its own, the
// sidebar's language and theme kept with the account, the data download, and account deletion
// down to the rows the services hold.
import { expect, test, type Page, type Response } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createAccount, logIn, PASSWORD, useOwnClientAddress, withDatabase } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

const isPreferencesPatch = (response: Response) =>
  response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/me/preferences';

/** Makes one change and checks that it was saved alone: one PATCH with that field only, accepted. */
async function expectSaved(page: Page, patch: Record<string, unknown>, change: () => Promise<unknown>) {
  const saved = page.waitForResponse(isPreferencesPatch);
  await change();
  const response = await saved;
  expect(response.request().postDataJSON()).toEqual(patch);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject(patch);
}

/** Every property name in a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)]);
}

const html = (page: Page) => page.locator('html');
const DARK = /(^|\s)dark(\s|$)/;

/** The settings page's preferences, with their labels, a new account's value and the one set here. */
const FIELDS = [
  { field: 'currency', en: 'Currency', ko: '통화', from: 'USD', to: 'KRW' },
  { field: 'notifications', en: 'Notifications', ko: '알림', from: true, to: false },
  { field: 'analyticsConsent', en: 'Analytics', ko: '분석', from: true, to: false },
  { field: 'dataRetentionConsent', en: 'Data retention', ko: '데이터 보관', from: true, to: false },
  { field: 'marketingConsent', en: 'Marketing', ko: '마케팅', from: false, to: true },
  { field: 'darkMode', en: 'Dark mode', ko: '다크 모드', from: false, to: true },
  // Last: the page turns Korean.
  { field: 'language', en: 'Language', ko: '언어', from: 'en', to: 'ko' },
] as const;

type Field = (typeof FIELDS)[number];

/** A select for the text values, a switch for the on/off ones. */
const control = (page: Page, { from }: Field, name: string) =>
  typeof from === 'string'
    ? page.getByRole('combobox', { name, exact: true })
    : page.getByRole('switch', { name, exact: true });

async function expectShown(page: Page, language: 'en' | 'ko', value: (field: Field) => string | boolean) {
  for (const field of FIELDS) {
    const shown = control(page, field, field[language]);
    if (typeof field.from === 'string') await expect(shown).toHaveValue(String(value(field)));
    else await expect(shown).toHaveAttribute('aria-checked', String(value(field)));
  }
}

test('each preference is saved on its own and is still there after a reload', async ({ page }) => {
  await createAccount(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // A new account's defaults (spec §3).
  await expectShown(page, 'en', (field) => field.from);

  for (const field of FIELDS) {
    const shown = control(page, field, field.en);
    await expectSaved(page, { [field.field]: field.to }, () =>
      typeof field.to === 'string' ? shown.selectOption(field.to) : shown.click(),
    );
  }
  await expect(html(page)).toHaveClass(DARK);
  await expect(page.getByRole('heading', { level: 1, name: '설정' })).toBeVisible();

  // The page reads the preferences from the server again: every change is there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '설정' })).toBeVisible();
  await expectShown(page, 'ko', (field) => field.to);
  await expect(html(page)).toHaveAttribute('lang', 'ko');
  await expect(html(page)).toHaveClass(DARK);
});

test("the sidebar's language and theme are saved with the account and come back at the next sign-in", async ({
  page,
}) => {
  const account = await createAccount(page);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('button', { name: 'English, EN' })).toHaveAttribute('aria-pressed', 'true');

  await expectSaved(page, { language: 'ko' }, () =>
    sidebar.getByRole('button', { name: '한국어, KR' }).click(),
  );
  await expect(html(page)).toHaveAttribute('lang', 'ko');
  await expectSaved(page, { darkMode: true }, () =>
    sidebar.getByRole('button', { name: '다크 모드' }).click(),
  );
  await expect(html(page)).toHaveClass(DARK);

  // The settings page shows the same values.
  await sidebar.getByRole('link', { name: '설정' }).click();
  await expect(page.getByRole('combobox', { name: '언어' })).toHaveValue('ko');
  await expect(page.getByRole('switch', { name: '다크 모드' })).toHaveAttribute('aria-checked', 'true');

  await sidebar.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);

  // Signed out, this browser goes back to English and light: that changes only this browser.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^언어 변경/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await header.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html(page)).not.toHaveClass(DARK);

  // Signing in brings the account's Korean and dark theme back.
  await page.goto('/enhanced-login');
  await logIn(page, account.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(html(page)).toHaveAttribute('lang', 'ko');
  await expect(html(page)).toHaveClass(DARK);
  await expect(sidebar.getByRole('button', { name: '한국어, KR' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sidebar.getByRole('button', { name: '다크 모드' })).toHaveAttribute('aria-pressed', 'true');
});

test('"Download my data" saves a JSON file with the account and profile, and no password hash', async ({
  page,
}) => {
  const account = await createAccount(page, { fullName: 'Han Byul' });
  await page.goto('/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

  expect(download.suggestedFilename()).toMatch(/^maeum-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text) as {
    user: unknown;
    auth: { profile: unknown; preferences: unknown; consents: unknown[] };
    billing: unknown;
  };
  expect(data.user).toMatchObject({ id: account.id, email: account.email });
  expect(data.auth.profile).toMatchObject({ fullName: 'Han Byul' });
  expect(data.auth.preferences).toMatchObject({ language: 'en', currency: 'USD', hasOnboarded: false });
  expect(data.auth.consents.length).toBeGreaterThan(0);
  expect(data).toHaveProperty('billing');

  const passwordHash = await withDatabase(async (db) => {
    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT "password_hash" FROM "auth"."users" WHERE "id" = $1',
      [account.id],
    );
    return rows[0]?.password_hash;
  });
  expect(passwordHash).toMatch(/^\$argon2/);
  expect(text).not.toContain(passwordHash!);
  expect(keysOf(data).filter((key) => /password|hash/i.test(key))).toEqual([]);
});

test.describe('delete account', () => {
  // Rows each service keeps on purpose after a deletion, without personal data, until the purge
  // 30 days later: auth's ended sessions and security log, billing's tombstone of the user id.
  const KEPT = { auth: ['sessions', 'security_events'], billing: ['deleted_users'] };

  /** How many rows each table of the schema holds for the user (tables with a user_id column). */
  const rowsOf = (schema: 'auth' | 'billing', userId: string) =>
    withDatabase(async (db) => {
      const { rows: tables } = await db.query<{ table_name: string }>(
        `SELECT "table_name" FROM "information_schema"."columns"
         WHERE "table_schema" = $1 AND "column_name" = 'user_id' ORDER BY "table_name"`,
        [schema],
      );
      const counts: Record<string, number> = {};
      for (const { table_name: table } of tables) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS "n" FROM "${schema}"."${table}" WHERE "user_id" = $1`,
          [userId],
        );
        if (rows[0]!.n > 0) counts[table] = rows[0]!.n;
      }
      return counts;
    });

  /** The tables that still hold the user, besides those kept on purpose. */
  const personalRowsOf = async (schema: 'auth' | 'billing', userId: string) =>
    Object.keys(await rowsOf(schema, userId)).filter((table) => !KEPT[schema].includes(table));

  test('two confirmations delete it: home, no more sign-in, and its rows gone from auth and billing', async ({
    page,
  }) => {
    const account = await createAccount(page);
    // Billing learns of a new account from an event; wait for its row, so its deletion proves something.
    await expect
      .poll(() => rowsOf('billing', account.id), { timeout: 20_000 })
      .toHaveProperty('customers', 1);
    expect(await personalRowsOf('auth', account.id)).toEqual(
      expect.arrayContaining(['consents', 'user_preferences', 'user_profiles']),
    );

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const first = page.getByRole('dialog', { name: 'Delete your account?' });
    await first.getByRole('button', { name: 'Continue' }).click();
    const second = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
    await second.getByLabel('Your password').fill(PASSWORD);
    await second.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    await page.goto('/enhanced-login');
    await logIn(page, account.email);
    await expect(
      page.getByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/enhanced-login/);

    // Auth removes its personal rows at once; the users row is only a marker, without e-mail, name or password.
    expect(await personalRowsOf('auth', account.id)).toEqual([]);
    const user = await withDatabase(async (db) => {
      const { rows } = await db.query<{
        email: string;
        full_name: string;
        password_hash: string | null;
        deleted_at: Date | null;
      }>('SELECT "email", "full_name", "password_hash", "deleted_at" FROM "auth"."users" WHERE "id" = $1', [
        account.id,
      ]);
      return rows[0];
    });
    expect(user).toMatchObject({
      email: `deleted-${account.id}@deleted.invalid`,
      full_name: '',
      password_hash: null,
      deleted_at: expect.any(Date),
    });
    const liveSessions = await withDatabase(async (db) => {
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS "n" FROM "auth"."sessions" WHERE "user_id" = $1 AND "revoked_at" IS NULL',
        [account.id],
      );
      return rows[0]!.n;
    });
    expect(liveSessions).toBe(0);

    // Billing deletes its rows when the user.deleted event reaches it.
    await expect.poll(() => personalRowsOf('billing', account.id), { timeout: 20_000 }).toEqual([]);
  });
});
