// What the end-to-end specs share: fresh accounts, signing in, calling the API as a user and
// reading the run's own database (named in playwright.config.ts).
import { expect, type Page } from '@playwright/test';
import { randomBytes, randomInt } from 'node:crypto';
import { Client } from 'pg';

export const PASSWORD = 'a lantern by the sea';
export const CONSENT = { terms: true, sensitiveData: true, age: true };

export const uniqueEmail = () => `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

/**
 * A client address of its own for this page. The stack trusts loopback proxies, so each test can
 * speak from its own address and the server-side rate limits (3 sign-ups an hour per address)
 * meet only the tests about them.
 */
export async function useOwnClientAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}` });
}

export interface Account {
  id: string;
  email: string;
  fullName: string;
  /** Valid for 15 minutes, until the session ends (sign-out, account deletion). */
  accessToken: string;
}

/**
 * Creates an account through the API (from yet another address of its own). The refresh cookie it
 * sets stays in the page's context, so opening a protected page signs the browser in, unless
 * `signedIn` is false.
 */
export async function createAccount(
  page: Page,
  { email = uniqueEmail(), fullName = 'Yoon Seo', signedIn = true } = {},
): Promise<Account> {
  const response = await page.request.post('/api/auth/signup', {
    data: { fullName, email, password: PASSWORD, consent: CONSENT },
    headers: { 'x-forwarded-for': `198.19.${randomInt(0, 255)}.${randomInt(1, 254)}` },
  });
  expect(response.status()).toBe(201);
  const { user, accessToken } = (await response.json()) as { user: { id: string }; accessToken: string };
  if (!signedIn) await page.context().clearCookies();
  // Each account made here stands for a different person's device (sign-up allows 3 per device).
  else await page.context().clearCookies({ name: 'maeum_dev' });
  return { id: user.id, email, fullName, accessToken };
}

/** Sets the account's language (the app follows it after sign-in); English is the default. */
export async function useAccountLanguage(page: Page, account: Account, language: 'en' | 'ko'): Promise<void> {
  if (language === 'en') return;
  const saved = await page.request.patch('/api/me/preferences', {
    headers: { authorization: `Bearer ${account.accessToken}` },
    data: { language },
  });
  expect(saved.status()).toBe(200);
}

/** Fills and submits the sign-in form (English labels). */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  // A link from another form (sign-up also has an Email field) keeps that page on screen until the
  // sign-in page's code has loaded: wait for the sign-in page itself before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** GET an API path as the account (its access token), expecting 200; answers the JSON body. */
export async function getAs<T = Record<string, unknown>>(
  page: Page,
  account: Account,
  path: string,
): Promise<T> {
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Runs queries against this run's database (the stack's), on a connection of its own. */
export async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const connectionString = process.env.E2E_DATABASE_URL_RUN;
  if (!connectionString) throw new Error('E2E_DATABASE_URL_RUN is not set: run through playwright.config.ts');
  const db = new Client({ connectionString });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Makes the account a subscriber, once billing has made its Free subscription from the sign-up event. */
export async function onPlan(account: Account, planId: 'plus' | 'pro'): Promise<void> {
  await expect
    .poll(() =>
      withDatabase(
        async (db) =>
          (
            await db.query(
              `UPDATE billing.user_subscriptions SET plan_id = $2, status = 'active', current_period_start = now(),
                      ends_at = now() + interval '30 days' WHERE user_id = $1`,
              [account.id, planId],
            )
          ).rowCount,
      ),
    )
    .toBe(1);
}
