// Accounts as a new user meets them in the browser: sign up, sign in, a wrong password, a reset
// link by e-mail, protected pages, sign-out — in English and in Korean.
import { expect, test } from '@playwright/test';
import { SmtpCapture } from '@maeum/testing';
import { createAccount, logIn, uniqueEmail, useOwnClientAddress, PASSWORD } from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

// Each browser test starts signed out, with an account made through the API.
const signedOut = { signedIn: false };

test('a new visitor signs up and lands on the dashboard', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Min Ji');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  const create = page.getByRole('button', { name: 'Create account' });
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('checkbox', { name: /mental-health information/ }).check();
  await page.getByRole('checkbox', { name: /18 or older/ }).check();
  await create.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
});

test('sign-up explains each field the way the spec words it', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password', { exact: true }).fill('different');
  await page.getByLabel('Full name').focus();
  await page.getByLabel('Full name').blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('a wrong password gets the spec message, and the right one signs in', async ({ page }) => {
  const { email } = await createAccount(page, signedOut);
  await page.goto('/enhanced-login');
  await logIn(page, email, 'not my password');
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('a protected page sends a visitor to sign in and back again', async ({ page }) => {
  const { email } = await createAccount(page, signedOut);
  await page.goto('/sessions');
  await expect(page).toHaveURL(/\/enhanced-login\?redirect=%2Fsessions$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/sessions$/);
  // The session survives a reload (the refresh cookie), and signing out goes home.
  await page.reload();
  await expect(page).toHaveURL(/\/sessions$/);
  await page
    .getByRole('button', { name: /Log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sessions');
  await expect(page).toHaveURL(/\/enhanced-login/);
});

test('in Korean, a wrong password gets the Korean message', async ({ page }) => {
  const { email } = await createAccount(page, signedOut);
  await page.addInitScript("window.localStorage.setItem('language', 'ko')");
  await page.goto('/enhanced-login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByLabel('이메일', { exact: true }).fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일 또는 비밀번호가 올바르지 않아요. 다시 확인해 주세요.')).toBeVisible();
});

test.describe('password reset by e-mail', () => {
  const smtp = new SmtpCapture();
  test.beforeAll(async () => {
    await smtp.start(Number(process.env.E2E_SMTP_PORT));
  });
  test.afterAll(async () => {
    await smtp.stop();
  });

  test('the link from the e-mail sets a new password that then signs in', async ({ page }) => {
    const { email } = await createAccount(page, signedOut);
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const message = await smtp.waitForMessage((m) => m.to.includes(email), 20_000);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text)?.[0];
    expect(link).toBeTruthy();
    expect(link!.startsWith(process.env.E2E_BASE_URL!)).toBe(true);

    const newPassword = 'tides turning slowly';
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'All set!' })).toBeVisible();
    await expect(page).toHaveURL(/\/enhanced-login/, { timeout: 6_000 }); // the 3-second redirect
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another calm evening');
    await page.getByLabel('Repeat new password', { exact: true }).fill('another calm evening');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText('This reset link is no longer valid. Please request a new one.'),
    ).toBeVisible();
  });
});
