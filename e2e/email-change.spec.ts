// Changing the e-mail as a user meets it: Edit Profile asks for the password, the link goes to the
// new address and a notice to the old one, the address changes when the link is opened, once.
import { expect, test, type Page } from '@playwright/test';
import { SmtpCapture } from '@maeum/testing';
import { createAccount, PASSWORD, uniqueEmail, useOwnClientAddress, type Account } from './helpers';

const CONFIRM_LINK = /https?:\/\/\S+\/confirm-email\?token=[\w-]+/;

const smtp = new SmtpCapture();
test.beforeAll(async () => {
  await smtp.start(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => {
  await smtp.stop();
});
test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});
// Two e-mails go through the worker's queue and a real SMTP server: room for a loaded machine.
test.describe.configure({ timeout: 60_000 });

/** Opens Edit Profile on /settings, types a new e-mail and the password, and saves. */
async function askForNewEmail(
  page: Page,
  newEmail: string,
  words: { edit: string; email: string; password: string; save: string },
) {
  await page.goto('/settings');
  await page.getByRole('button', { name: words.edit }).click();
  const dialog = page.getByRole('dialog', { name: words.edit });
  await dialog.getByLabel(words.email, { exact: true }).fill(newEmail);
  await dialog.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: words.save }).click();
  // The dialog is named by its title, which becomes "Check your inbox".
  return page.getByRole('dialog');
}

const ENGLISH = { edit: 'Edit Profile', email: 'E-mail', password: 'Current password', save: 'Save' };

test('a new e-mail is asked for with the password and takes effect when its link is opened, once', async ({
  page,
}) => {
  const account: Account = await createAccount(page);
  const newEmail = uniqueEmail();
  const dialog = await askForNewEmail(page, newEmail, ENGLISH);
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(dialog.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();

  const message = await smtp.waitForMessage((m) => m.to.includes(newEmail), 20_000);
  const link = CONFIRM_LINK.exec(message.text)?.[0];
  expect(link).toBeTruthy();
  const notice = await smtp.waitForMessage((m) => m.to.includes(account.email), 20_000);
  expect(notice.subject).toBe('Your maeum. e-mail address is about to change');

  // Until the link is opened, the account keeps its address.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your e-mail has changed' })).toBeFocused();
  await expect(page.getByText(`From now on, sign in with ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
});

test('in Korean, the dialog, the inbox message and the e-mail speak Korean', async ({ page }) => {
  const account = await createAccount(page);
  const saved = await page.request.patch('/api/me/preferences', {
    data: { language: 'ko' },
    headers: { authorization: `Bearer ${account.accessToken}` },
  });
  expect(saved.status()).toBe(200);
  const newEmail = uniqueEmail();
  const dialog = await askForNewEmail(page, newEmail, {
    edit: '프로필 수정',
    email: '이메일',
    password: '현재 비밀번호',
    save: '저장',
  });
  await expect(dialog.getByRole('heading', { name: '메일함을 확인해 주세요' })).toBeVisible();
  const message = await smtp.waitForMessage((m) => m.to.includes(newEmail), 20_000);
  expect(message.subject).toBe('maeum. 새 이메일 주소 확인 안내');

  await page.goto(CONFIRM_LINK.exec(message.text)![0]);
  await expect(page.getByRole('heading', { name: '이메일이 바뀌었어요' })).toBeVisible();
});
