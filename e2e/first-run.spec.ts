// The first run of a new visitor, in both languages (issue 8, items 9–12): the tour goes on to
// sign-up and never to sign-in, what the visitor wrote about themselves reaches the account they
// create (or sign in to), onboarding ends on the dashboard, and the account pages keep their word.
import { expect, test, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, logIn, PASSWORD, uniqueEmail, useOwnClientAddress, type Account } from './helpers';

type Language = 'en' | 'ko';
const LANGUAGES: readonly Language[] = ['en', 'ko'];
const PHONE = { width: 390, height: 844 };

// The app's own words, so the journeys read the same in both languages.
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(join(__dirname, `../apps/web/src/i18n/${language}.json`), 'utf8')) as unknown,
  ]),
) as Record<Language, unknown>;

function tr(language: Language, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues[language]);
  if (typeof value !== 'string') throw new Error(`No ${language} text at ${key}`);
  return value;
}

/** The browser shows this language from the first paint (the key index.html reads). */
async function speak(page: Page, language: Language) {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** An account whose saved language is this one (a signed-in app speaks the account's language). */
async function createAccountIn(page: Page, language: Language, options: { signedIn?: boolean } = {}) {
  const account = await createAccount(page, options);
  const saved = await page.request.patch('/api/me/preferences', {
    headers: { authorization: `Bearer ${account.accessToken}` },
    data: { language },
  });
  expect(saved.status()).toBe(200);
  return account;
}

const isResponseTo = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() !== 'OPTIONS';

/** Landing → "Take a quick tour"; answers a press on one of the guide's buttons. */
async function openTour(page: Page, language: Language) {
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('button', { name: tr(language, 'landing.hero.guideCta') })
    .click();
  return (key: string) =>
    page
      .getByRole('dialog')
      .getByRole('button', { name: tr(language, key) })
      .click();
}

/** Landing → the tour → past the four steps → the context form. */
async function openContextFormFromTour(page: Page, language: Language) {
  const press = await openTour(page, language);
  for (let step = 0; step < 3; step += 1) await press('onboarding.guide.next');
  await press('onboarding.guide.steps.context.button');
  const form = page.getByRole('dialog', { name: tr(language, 'onboarding.form.title') });
  await expect(form).toBeVisible();
  return form;
}

async function fillSignUp(page: Page, language: Language, email: string) {
  await page.getByLabel(tr(language, 'auth.fields.fullName'), { exact: true }).fill('Yoon Seo');
  await page.getByLabel(tr(language, 'auth.fields.email'), { exact: true }).fill(email);
  await page.getByLabel(tr(language, 'auth.fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(tr(language, 'auth.fields.confirmPassword'), { exact: true }).fill(PASSWORD);
  for (const consent of ['terms', 'sensitiveData', 'age'])
    await page.getByRole('checkbox', { name: tr(language, `auth.signUp.consents.${consent}`) }).check();
}

/** GET /api/me/context as the account, once it has the given answers (the save follows sign-up). */
async function expectContext(page: Page, accessToken: string, expected: Record<string, string>) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/me/context', {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        return response.ok() ? ((await response.json()) as Record<string, unknown>) : {};
      },
      { timeout: 10_000 },
    )
    .toMatchObject(expected);
}

const draftInTab = (page: Page) => page.evaluate(() => sessionStorage.getItem('maeum.contextDraft'));

for (const language of LANGUAGES) {
  test.describe(`first run (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await speak(page, language);
    });

    test('the tour goes on to sign-up, and what the visitor wrote is saved to the new account', async ({
      page,
    }) => {
      // Korean at phone width, English at desktop width.
      if (language === 'ko') await page.setViewportSize(PHONE);

      // Skip guide: on to sign-up, never "Welcome back".
      await (
        await openTour(page, language)
      )('onboarding.guide.skip');
      await expect(page).toHaveURL(/\/signup$/);
      await expect(
        page.getByRole('heading', { level: 1, name: tr(language, 'auth.signUp.title') }),
      ).toBeVisible();

      const form = await openContextFormFromTour(page, language);
      const situation = language === 'ko' ? '다음 주에 새 직장에 출근해요.' : 'Starting a new job next week.';
      const goals = language === 'ko' ? '자정 전에 잠들기.' : 'Sleeping before midnight.';
      await form
        .getByLabel(tr(language, 'onboarding.form.fields.currentSituation'), { exact: true })
        .fill(situation);
      await form.getByLabel(tr(language, 'onboarding.form.fields.goals'), { exact: true }).fill(goals);
      await form.getByText(tr(language, 'onboarding.form.toneNormal'), { exact: true }).click();
      await form.getByRole('button', { name: tr(language, 'onboarding.form.finish') }).click();

      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByText(tr(language, 'onboarding.toast.keptForSignUp'))).toBeVisible();
      await expect(page.getByText(/sign in to save/i)).toHaveCount(0);

      const signedUp = page.waitForResponse(isResponseTo('/api/auth/signup'));
      await fillSignUp(page, language, uniqueEmail());
      await page.getByRole('button', { name: tr(language, 'auth.signUp.submit') }).click();
      const { accessToken } = (await (await signedUp).json()) as { accessToken: string };

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(tr(language, 'onboarding.toast.saved'))).toBeVisible();
      await expectContext(page, accessToken, { currentSituation: situation, goals, preferredTone: 'normal' });
      const preferences = await page.request.get('/api/me/preferences', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(await preferences.json()).toMatchObject({ hasOnboarded: true, tonePreference: 'normal' });
      // Saved, so no longer kept in the tab, and the dashboard no longer asks.
      // Cleared once both saves have answered, a moment after the server has the answers.
      await expect.poll(() => draftInTab(page)).toBeNull();
      await expect(
        page.getByRole('heading', { level: 2, name: tr(language, 'dashboard.onboarding.title') }),
      ).toHaveCount(0);
    });

    test('finishing onboarding signed in goes to the dashboard, not the marketing page', async ({ page }) => {
      await createAccountIn(page, language);
      await page.goto('/onboarding');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr(language, 'onboarding.guide.skip') })
        .click();

      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('forgot-password says an address is not valid, under the field', async ({ page }) => {
      await page.goto('/forgot-password');
      const email = page.getByLabel(tr(language, 'auth.fields.email'), { exact: true });
      await email.fill('mina@example');
      await page.getByRole('button', { name: tr(language, 'auth.forgot.submit') }).click();

      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(tr(language, 'auth.validation.emailInvalid'));
      await expect(page.getByText(tr(language, 'auth.forgot.sentTitle'))).toHaveCount(0);
    });

    test('a click on a consent box right after leaving an invalid field ticks it', async ({ page }) => {
      // Phone width: the longest message wraps to two lines there.
      await page.setViewportSize(PHONE);
      await page.goto('/signup');
      const password = page.getByLabel(tr(language, 'auth.fields.password'), { exact: true });
      const confirm = page.getByLabel(tr(language, 'auth.fields.confirmPassword'), { exact: true });
      const terms = page.getByRole('checkbox', { name: tr(language, 'auth.signUp.consents.terms') });
      const age = page.getByRole('checkbox', { name: tr(language, 'auth.signUp.consents.age') });

      await confirm.fill('not the same');
      await terms.click();
      await expect(terms).toBeChecked();
      await expect(confirm).toHaveAccessibleDescription(tr(language, 'auth.validation.passwordsDoNotMatch'));

      await password.fill('short');
      await age.click();
      await expect(age).toBeChecked();
      await expect(password).toHaveAccessibleDescription(tr(language, 'auth.validation.passwordTooShort'));
    });

    test('the age policy link goes to an age section that exists', async ({ page }) => {
      await page.goto('/signup');
      const link = page.getByRole('link', { name: new RegExp(tr(language, 'auth.signUp.consents.ageLink')) });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/privacy-policy#age-(en|ko)$/);

      // It opens in a new tab (the form is kept), where the router scrolls to the section.
      const [policy] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(policy).toHaveURL(new RegExp(`${href!.replace('#', '\\#')}$`));
      const section = policy.locator(`#${href!.split('#')[1]}`);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        language === 'ko' ? '이용 연령' : 'Age',
      );
      await expect(section).toBeInViewport();
    });

    test('the delete-account dialog says payment records are kept, pseudonymised, and nothing else', async ({
      page,
    }) => {
      await createAccountIn(page, language);
      await page.goto('/settings');
      await page.getByRole('button', { name: tr(language, 'settings.danger.deleteButton') }).click();
      const dialog = page.getByRole('dialog', { name: tr(language, 'settings.danger.stepOneTitle') });

      await expect(dialog.getByText(tr(language, 'settings.danger.keepsPayments'))).toBeVisible();
      await expect(dialog).not.toContainText(language === 'ko' ? '구독 및 결제 기록' : 'billing records');
    });
  });
}

test.describe('what a visitor wrote, when sign-up does not go through', () => {
  test('stays in the tab, and is saved to the account they sign in to instead', async ({ page }) => {
    const existing: Account = await createAccount(page, { signedIn: false });
    const form = await openContextFormFromTour(page, 'en');
    await form
      .getByLabel(tr('en', 'onboarding.form.fields.calmingFactors'), { exact: true })
      .fill('Rain on the window.');
    await form.getByRole('button', { name: tr('en', 'onboarding.form.finish') }).click();
    await expect(page).toHaveURL(/\/signup$/);

    // The address is taken: sign-up fails, and nothing is lost.
    await fillSignUp(page, 'en', existing.email);
    await page.getByRole('button', { name: tr('en', 'auth.signUp.submit') }).click();
    await expect(page.getByText(tr('en', 'auth.errors.alreadyRegistered'))).toBeVisible();
    expect(await draftInTab(page)).toContain('Rain on the window.');

    await page.getByRole('link', { name: tr('en', 'auth.signUp.signInLink'), exact: true }).click();
    await logIn(page, existing.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectContext(page, existing.accessToken, { calmingFactors: 'Rain on the window.' });
    // Cleared once both saves have answered, a moment after the server has the answers.
    await expect.poll(() => draftInTab(page)).toBeNull();
  });
});

test('the welcome after sign-in is in the language saved with the account', async ({ page }) => {
  const account = await createAccountIn(page, 'ko', { signedIn: false });
  await speak(page, 'en');

  await page.goto('/enhanced-login');
  await logIn(page, account.email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(tr('ko', 'auth.signIn.success'))).toBeVisible();
  await expect(page.getByText(tr('en', 'auth.signIn.success'))).toHaveCount(0);
});
