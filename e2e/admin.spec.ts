// The admin panel in a real browser (issue #25): a non-admin is sent to /dashboard; an admin made
// by the operator's command line (`admin:grant`, its account aged past the 24 hours in the
// database) re-enters the password, finds a user by e-mail prefix, grants Lite with a reason (the
// user sees it as granted), deletes the user after both steps with the typed DELETE-<email>, and
// sees the audit rows; in the overview it retries a dead-lettered event, asked once more, and sees that
// audit row too. In English on a desktop and light theme, in Korean on a tablet and dark theme.
import { expect, test, type Page } from '@playwright/test';
import { connect } from 'nats';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  type Account,
  PASSWORD,
  createAccount,
  getAs,
  useAccountLanguage,
  useOwnClientAddress,
  withDatabase,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** `npm run admin:grant -- <email>` against this run's stack (its NATS namespace). */
function grantAdmin(email: string): string {
  return execFileSync(
    process.execPath,
    [join(__dirname, '../dist/node/apps/admin/src/cli.js'), 'admin:grant', email],
    {
      env: { ...process.env, MESSAGING_NAMESPACE: process.env.E2E_NAMESPACE },
      encoding: 'utf8',
    },
  );
}

async function makeAdmin(page: Page, account: Account): Promise<void> {
  expect(grantAdmin(account.email)).toContain('is now an admin');
  // The clock cannot be moved: the account is made a day old where the admin service keeps it.
  await withDatabase((db) =>
    db.query(
      `UPDATE admin.admin_users SET account_created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [account.id],
    ),
  );
  await expect
    .poll(async () => (await getAs<{ isAdmin: boolean }>(page, account, '/api/me')).isAdmin)
    .toBe(true);
}

/** The admin service's own consumer of user.deleted: for an account that is no admin, a no-op. */
const CONSUMER = 'admin-remove-deleted-admin';

/**
 * A user.deleted event of an account that never existed, parked on this run's dead-letter stream
 * as if CONSUMER had failed it; returns the event id. Its retry reaches CONSUMER alone.
 */
async function parkDeadLetter(): Promise<string> {
  const namespace = process.env.E2E_NAMESPACE!;
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  try {
    const event = {
      id: randomUUID(),
      type: 'auth.user.deleted.v1',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { userId: randomUUID(), deletedAt: new Date().toISOString() },
    };
    const record = {
      consumer: CONSUMER,
      subject: `${namespace}.evt.auth.user.deleted.v1`,
      streamSeq: 1,
      deliveries: 6,
      reason: 'e2e: parked on purpose',
      event,
    };
    await nc
      .jetstream()
      .publish(`${namespace}.dlq.${CONSUMER}`, new TextEncoder().encode(JSON.stringify(record)));
    return event.id;
  } finally {
    await nc.close();
  }
}

const WORDS = {
  en: {
    title: 'Admin panel',
    users: 'Users',
    audit: 'Audit Logs',
    adminFilter: 'Admin ID',
    filter: 'Filter',
    password: 'Password',
    continue: 'Continue',
    search: 'Search by e-mail',
    searchButton: 'Search',
    open: (email: string) => `Open ${email}`,
    privacy: /Admins cannot read what people wrote/,
    plan: 'Plan',
    reason: 'Reason',
    changePlan: 'Change plan',
    confirmPlan: 'Yes, change the plan',
    granted: 'Lite granted.',
    deleteUser: 'Delete user',
    confirmation: 'Confirmation',
    deletePermanently: 'Delete permanently',
    mismatch: 'Deletion cancelled - confirmation text did not match',
    deleted: 'User deleted successfully',
    grantedPlan: /^Granted — given to you by the maeum\. team/,
    overview: 'Overview',
    failures: 'Dead letters and failed jobs',
    retryEvent: /^Retry event auth\.user\.deleted\.v1 \(dead letter \d+\)$/,
    retry: 'Retry',
    retried: 'was sent back to',
  },
  ko: {
    title: '관리자 패널',
    users: '사용자',
    audit: '감사 로그',
    adminFilter: '관리자 ID',
    filter: '필터',
    password: '비밀번호',
    continue: '계속',
    search: '이메일로 검색',
    searchButton: '검색',
    open: (email: string) => `${email} 열기`,
    privacy: /관리자는 사용자가 쓴 내용을 읽을 수 없습니다/,
    plan: '플랜',
    reason: '사유',
    changePlan: '플랜 변경',
    confirmPlan: '네, 플랜을 변경합니다',
    granted: 'Lite 플랜을 부여했습니다',
    deleteUser: '사용자 삭제',
    confirmation: '확인 문구',
    deletePermanently: '영구 삭제',
    mismatch: '삭제 취소됨 - 확인 문구가 일치하지 않습니다',
    deleted: '사용자가 삭제되었습니다',
    grantedPlan: /^부여됨 — maeum\. 팀이 드린 플랜이에요/,
    overview: '개요',
    failures: '처리되지 못한 이벤트와 실패한 작업',
    retryEvent: /^이벤트 auth\.user\.deleted\.v1 재시도 \(데드 레터 \d+\)$/,
    retry: '재시도',
    retried: '다시 보냈습니다',
  },
} as const;

test('sends a signed-in non-admin from /admin to /dashboard', async ({ page }) => {
  await createAccount(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const [language, viewport, dark] of [
  ['en', { width: 1280, height: 900 }, false],
  ['ko', { width: 820, height: 1180 }, true],
] as const) {
  test(`an admin grants Lite and deletes a user, every step audited (${language})`, async ({ page }) => {
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    const prefix = `e2e-admin-${Date.now()}`;
    const target = await createAccount(page, { email: `${prefix}@example.com`, signedIn: false });
    const admin = await createAccount(page);
    await useAccountLanguage(page, admin, language);
    if (dark) {
      const saved = await page.request.patch('/api/me/preferences', {
        headers: { authorization: `Bearer ${admin.accessToken}` },
        data: { darkMode: true },
      });
      expect(saved.status()).toBe(200);
    }
    await makeAdmin(page, admin);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    if (dark) await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('tab', { name: words.users })).toHaveAttribute('aria-selected', 'true');
    // No activity yet: the user list asks for the password first.
    await page.getByLabel(words.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: words.continue }).click();

    await page.getByLabel(words.search).fill(prefix.toUpperCase());
    await page.getByRole('button', { name: words.searchButton, exact: true }).click();
    await page.getByRole('button', { name: words.open(target.email) }).click();
    await expect(page.getByText(words.privacy).last()).toBeVisible();

    // Grant Lite with a reason: asked once more, then the audit row is shown; the user sees "granted".
    await page.getByLabel(words.plan, { exact: true }).selectOption('lite');
    await page.getByLabel(words.reason).fill('e2e pilot');
    await page.getByRole('button', { name: words.changePlan }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirmPlan }).click();
    await expect(page.getByRole('status')).toContainText(words.granted);
    await expect(page.getByRole('status')).toContainText('plan.grant');
    const subscription = await getAs<{ planId: string; granted: boolean }>(page, target, '/api/subscription');
    expect(subscription).toMatchObject({ planId: 'lite', granted: true });

    // Delete: the effect first, then the typed phrase; a wrong phrase is refused in the spec's words.
    await page.getByRole('button', { name: words.deleteUser }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.continue }).click();
    const typed = page.getByRole('dialog');
    await typed.getByLabel(words.confirmation).fill(`DELETE-${target.email.toUpperCase()}`);
    await typed.getByRole('button', { name: words.deletePermanently }).click();
    await expect(typed.getByText(words.mismatch)).toBeVisible();
    await typed.getByLabel(words.confirmation).fill(`DELETE-${target.email}`);
    await typed.getByRole('button', { name: words.deletePermanently }).click();
    await expect(page.getByRole('status')).toContainText(words.deleted);
    await expect(page.getByRole('status')).toContainText('user.delete');
    await expect
      .poll(async () =>
        (
          await page.request.get('/api/me', { headers: { authorization: `Bearer ${target.accessToken}` } })
        ).status(),
      )
      .toBe(401);

    // The audit log lists what this admin did (filtered to them), newest first.
    await page.getByRole('tab', { name: words.audit }).click();
    await page.getByLabel(words.adminFilter).fill(admin.id);
    await page.getByRole('button', { name: words.filter, exact: true }).click();
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: 'user.delete' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'plan.grant' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'admin.reauthenticate' }).first()).toBeVisible();

    // The overview: a dead-lettered event, retried after the effect is stated; the audit row is shown.
    const eventId = await parkDeadLetter();
    await page.getByRole('tab', { name: words.overview }).click();
    const card = page.getByRole('region', { name: words.failures });
    const row = card.getByRole('row').filter({ hasText: eventId });
    await expect(row).toContainText('e2e: parked on purpose');
    // By keyboard: the row's one button (named for the event and its dead letter), then Enter.
    await row.getByRole('button', { name: words.retryEvent }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(CONSUMER);
    await dialog.getByRole('button', { name: words.retry, exact: true }).click();
    await expect(card.getByRole('status')).toContainText(words.retried);
    await expect(card.getByRole('status')).toContainText('dead-letter.retry');
    await expect(card.getByRole('row').filter({ hasText: eventId })).toHaveCount(0);
  });
}

test('the granted plan shows as granted in Plans & Billing (en, ko)', async ({ page }) => {
  const admin = await createAccount(page, { signedIn: false });
  const person = await createAccount(page);
  await makeAdmin(page, admin);
  const fresh = await page.request.post('/api/admin/session', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { password: PASSWORD },
  });
  expect(fresh.status()).toBe(200);
  const granted = await page.request.post(`/api/admin/users/${person.id}/plan`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { planId: 'lite', reason: 'e2e' },
  });
  expect(granted.status()).toBe(200);
  for (const language of ['en', 'ko'] as const) {
    await useAccountLanguage(page, person, language);
    await page.goto('/plans-and-billing');
    await expect(page.getByText(WORDS[language].grantedPlan)).toBeVisible();
  }
});
