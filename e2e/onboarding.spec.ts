// The first run as a new user meets it (spec doc 1 §2, §4): the four-step guide with its progress
// dots and every way out of it, and the optional context form that completes onboarding.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, getAs, useOwnClientAddress, type Account } from './helpers';

const STEP_TITLES = ['Welcome to maeum.', 'Two ways to talk', "Let's talk time", 'Help us understand you'];
const ONBOARDING_PROMPT = "Let's get to know you";
// The dashboard's greeting in the normal tone, at any time of day (new accounts start in MZ).
const NORMAL_GREETING =
  /^(Good (morning|afternoon|evening), Yoon Seo\.|It's late, Yoon Seo\. We're here for you\.)$/;

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** The guide's dialog, named by the title of the step it shows. */
const guide = (page: Page, step = 0) => page.getByRole('dialog', { name: STEP_TITLES[step] });

async function expectStep(page: Page, step: number): Promise<Locator> {
  const dialog = guide(page, step);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Step ${step + 1} of 4`)).toHaveCount(1);
  // Four dots, the current one marked.
  await expect(dialog.locator('[data-active]')).toHaveCount(4);
  await expect(dialog.locator('[data-active="true"]')).toHaveCount(1);
  await expect(dialog.locator('[data-active]').nth(step)).toHaveAttribute('data-active', 'true');
  return dialog;
}

async function hasOnboarded(page: Page, account: Account): Promise<boolean> {
  const preferences = await getAs<{ hasOnboarded: boolean }>(page, account, '/api/me/preferences');
  return preferences.hasOnboarded;
}

/** The wrapper at /onboarding goes to /dashboard whichever way the guide is left. */
async function expectOnDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the guide at /onboarding', () => {
  test('walks four steps with Next and Back; Finish goes to the dashboard without completing onboarding', async ({
    page,
  }) => {
    const account = await createAccount(page);
    await page.goto('/onboarding');

    let dialog = await expectStep(page, 0);
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next' }).click();

    dialog = await expectStep(page, 1);
    await expect(dialog.getByRole('heading', { name: 'Voice' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    dialog = await expectStep(page, 0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    dialog = await expectStep(page, 1);
    await dialog.getByRole('button', { name: 'Next' }).click();

    dialog = await expectStep(page, 2);
    await expect(dialog.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
    await dialog.getByRole('button', { name: 'Next' }).click();

    dialog = await expectStep(page, 3);
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Finish' }).click();

    await expectOnDashboard(page);
    // Only the context form (saved or skipped) completes onboarding (spec §4).
    expect(await hasOnboarded(page, account)).toBe(false);
  });

  const exits: [string, (page: Page) => Promise<void>][] = [
    ['Skip guide', (page) => guide(page).getByRole('button', { name: 'Skip guide' }).click()],
    ['the close button', (page) => guide(page).getByRole('button', { name: 'Close' }).click()],
    // A corner of the screen is backdrop; the guide sits in the middle.
    [
      'a click on the backdrop',
      (page) => page.getByTestId('guide-backdrop').click({ position: { x: 8, y: 8 } }),
    ],
    ['Escape', (page) => page.keyboard.press('Escape')],
  ];
  for (const [name, leave] of exits) {
    test(`${name} leaves the guide for the dashboard, and onboarding stays to do`, async ({ page }) => {
      const account = await createAccount(page);
      await page.goto('/onboarding');
      await expectStep(page, 0);

      await leave(page);

      await expectOnDashboard(page);
      expect(await hasOnboarded(page, account)).toBe(false);
    });
  }
});

test.describe('the guide from the landing page', () => {
  test('the close button, the backdrop and Escape close it where the visitor is', async ({ page }) => {
    await page.goto('/');
    const tour = page.getByRole('main').getByRole('button', { name: 'Take a quick tour' });
    const closes: ((dialog: Locator) => Promise<void>)[] = [
      (dialog) => dialog.getByRole('button', { name: 'Close' }).click(),
      () => page.getByTestId('guide-backdrop').click({ position: { x: 8, y: 8 } }),
      () => page.keyboard.press('Escape'),
    ];
    for (const close of closes) {
      await tour.click();
      const dialog = await expectStep(page, 0);
      await close(dialog);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    }
  });

  test('Skip guide and Finish go to the dashboard', async ({ page }) => {
    await createAccount(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: ONBOARDING_PROMPT })).toBeVisible();

    await page.goto('/');
    const tour = page.getByRole('main').getByRole('button', { name: 'Take a quick tour' });
    await tour.click();
    await guide(page).getByRole('button', { name: 'Skip guide' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/');
    await tour.click();
    for (let step = 0; step < 3; step += 1) {
      await (await expectStep(page, step)).getByRole('button', { name: 'Next' }).click();
    }
    await (await expectStep(page, 3)).getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('the context form', () => {
  /** The six questions, by the field of GET /api/me/context that keeps the answer. */
  const QUESTIONS = {
    currentSituation: "What's going on for you right now?",
    calmingFactors: 'What helps you feel calm?',
    overwhelmingFactors: 'What tends to overwhelm you?',
    additionalNotes: 'Anything else we should know?',
    goals: 'What would you like to work towards?',
    challenges: 'What feels hardest at the moment?',
  };
  const ANSWERS: Record<keyof typeof QUESTIONS, string> = {
    currentSituation: 'Starting a new job next week.',
    calmingFactors: 'Long walks by the river.',
    overwhelmingFactors: 'Crowded trains.',
    additionalNotes: 'I prefer short replies.',
    goals: 'Sleeping before midnight.',
    challenges: 'Switching off in the evening.',
  };

  /** From the dashboard's prompt to the form, past the four steps of the guide. */
  async function openForm(page: Page): Promise<Locator> {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: ONBOARDING_PROMPT })).toBeVisible();
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    for (let step = 0; step < 3; step += 1) {
      await (await expectStep(page, step)).getByRole('button', { name: 'Next' }).click();
    }
    await (await expectStep(page, 3)).getByRole('button', { name: 'Add more context about you' }).click();
    const form = page.getByRole('dialog', { name: 'Tell us more (optional)' });
    await expect(form).toBeVisible();
    return form;
  }

  test('Finish Setup saves the six answers and the tone, shows Saving... then the success toast', async ({
    page,
  }) => {
    const account = await createAccount(page);
    let form = await openForm(page);

    // The back arrow returns to the guide's last step, and the form opens again from there.
    await form.getByRole('button', { name: 'Back to the guide' }).click();
    await (await expectStep(page, 3)).getByRole('button', { name: 'Add more context about you' }).click();
    form = page.getByRole('dialog', { name: 'Tell us more (optional)' });

    await form.getByText('Normal', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expect(form.getByRole('textbox')).toHaveCount(6);
    for (const [field, question] of Object.entries(QUESTIONS)) {
      await form.getByLabel(question, { exact: true }).fill(ANSWERS[field as keyof typeof QUESTIONS]);
    }

    // Hold the save until "Saving..." has been seen, however fast the stack answers.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me/onboarding', async (route) => {
      await released;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Finish Setup' }).click();
    await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    await expect(
      page.getByText("Your information has been saved! We'll use this to personalize your experience."),
    ).toBeVisible();
    await expect(page.getByText('Onboarding completed successfully!')).toBeVisible();
    await expectOnDashboard(page);

    const preferences = await getAs<{ hasOnboarded: boolean; tonePreference: string }>(
      page,
      account,
      '/api/me/preferences',
    );
    expect(preferences).toMatchObject({ hasOnboarded: true, tonePreference: 'normal' });
    expect(await getAs(page, account, '/api/me/context')).toMatchObject({
      ...ANSWERS,
      preferredTone: 'normal',
    });

    // The dashboard greets in the chosen tone and no longer asks.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NORMAL_GREETING);
    await expect(page.getByRole('heading', { level: 2, name: ONBOARDING_PROMPT })).toHaveCount(0);
  });

  test('Skip for now completes onboarding with an empty context', async ({ page }) => {
    const account = await createAccount(page);
    const form = await openForm(page);
    expect(await hasOnboarded(page, account)).toBe(false);

    await form.getByRole('button', { name: 'Skip for now' }).click();

    await expectOnDashboard(page);
    expect(await hasOnboarded(page, account)).toBe(true);
    const context = await getAs(page, account, '/api/me/context');
    for (const field of Object.keys(QUESTIONS)) expect(context[field], field).toBe('');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Yoon Seo/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ONBOARDING_PROMPT })).toHaveCount(0);
  });
});
