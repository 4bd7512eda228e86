import {
  ADMIN_ACTIONS_PER_WINDOW,
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminAuditRow,
  type AdminUserRow,
} from '@maeum/contracts';
import { ApiClient, type SignedUpUser, TestStack, waitFor } from '@maeum/testing';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);
const CLI = resolve(__dirname, '../../../dist/node/apps/admin/src/cli.js');

/** RELIABILITY.md 24: every admin rule on the server, every action in the audit log. */
describe('admin panel', () => {
  let stack: TestStack;
  let db: Client;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'admin'] });
    ({ db } = stack);
  });

  afterAll(() => stack?.stop());

  const cli = async (command: 'admin:grant' | 'admin:revoke', email: string) =>
    run(process.execPath, [CLI, command, email], { env: { ...process.env, ...stack.env } });

  const audit = async (
    action: string,
    target?: string,
  ): Promise<{ admin_id: string | null; details: object }[]> =>
    (
      await db.query(
        `SELECT admin_id, details FROM admin.audit_log WHERE action = $1 AND ($2::uuid IS NULL OR target_user_id = $2) ORDER BY created_at`,
        [action, target ?? null],
      )
    ).rows;

  const isAdminFlag = async (user: SignedUpUser) =>
    (await api.get('/api/me', { token: user.accessToken })).body.isAdmin as boolean;

  /** An admin from the command line, with an account older than a day and a fresh session. */
  async function readyAdmin(): Promise<SignedUpUser> {
    const admin = await api.signUp();
    await cli('admin:grant', admin.email);
    await db.query(
      `UPDATE admin.admin_users SET account_created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [admin.userId],
    );
    const fresh = await api.post('/api/admin/session', {
      token: admin.accessToken,
      body: { password: admin.password },
    });
    expect(fresh.status).toBe(200);
    return admin;
  }

  it('answers a non-admin 403 not_admin on every route, and an admin from the command line is audited as the operator', async () => {
    const person = await api.signUp();
    const denied = await api.get('/api/admin/access', { token: person.accessToken });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'not_admin', message: ADMIN_MESSAGES.notAdmin });

    const granted = await cli('admin:grant', person.email.toUpperCase());
    expect(granted.stdout).toContain('is now an admin');
    const [row] = await audit('admin.grant', person.userId);
    expect(row).toMatchObject({ admin_id: null, details: { by: 'operator', changed: true } });
    await waitFor(() => isAdminFlag(person), 10_000);

    const again = await run(process.execPath, [CLI, 'admin:grant', person.email, 'on-call', 'lead'], {
      env: { ...process.env, ...stack.env },
    });
    expect(again.stdout).toContain('was already an admin');
    expect((await audit('admin.grant', person.userId))[1]).toMatchObject({
      details: { by: 'operator', changed: false, reason: 'on-call lead' },
    });
    expect(await audit('admin.grant', person.userId)).toHaveLength(2);

    await expect(cli('admin:grant', `${randomUUID()}@example.com`)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail'),
    });
    await expect(cli('admin:grant', '')).rejects.toMatchObject({ code: 2 });
  });

  it('denies an admin whose account is under 24 hours old, on every route', async () => {
    const admin = await api.signUp();
    await cli('admin:grant', admin.email);
    for (const path of [
      '/api/admin/access',
      '/api/admin/users',
      '/api/admin/sessions',
      '/api/admin/audit-logs',
    ]) {
      const answer = await api.get(path, { token: admin.accessToken });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'admin_too_new', message: ADMIN_MESSAGES.tooNew });
    }
    const reauth = await api.post('/api/admin/session', {
      token: admin.accessToken,
      body: { password: admin.password },
    });
    expect(reauth.body.code).toBe('admin_too_new');
  });

  it('needs activity within 30 minutes for the user list and deletion, revived only by the password', async () => {
    const admin = await api.signUp();
    await cli('admin:grant', admin.email);
    await db.query(
      `UPDATE admin.admin_users SET account_created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [admin.userId],
    );
    const token = admin.accessToken;
    const access = await api.get('/api/admin/access', { token });
    expect(access.status).toBe(200);
    expect(access.body).toMatchObject({ role: 'admin', sessionFresh: false, freshUntil: null });

    // Panel-only views work without the activity; the user list and deletion do not.
    expect((await api.get('/api/admin/sessions', { token })).status).toBe(200);
    expect((await api.get('/api/admin/audit-logs', { token })).status).toBe(200);
    const stale = await api.get('/api/admin/users', { token });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: 'admin_session_stale', message: ADMIN_MESSAGES.sessionStale });
    const target = await api.signUp();
    const staleDelete = await api.call('DELETE', `/api/admin/users/${target.userId}`, {
      token,
      body: { confirmation: `DELETE-${target.email}` },
    });
    expect(staleDelete.body.code).toBe('admin_session_stale');
    // A panel view while stale does not count as activity.
    expect((await api.get('/api/admin/users', { token })).status).toBe(403);

    const wrong = await api.post('/api/admin/session', { token, body: { password: 'not the password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_credentials');
    expect(await audit('admin.reauthenticate', admin.userId)).toHaveLength(0);

    const renewed = await api.post('/api/admin/session', { token, body: { password: admin.password } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.sessionFresh).toBe(true);
    expect(await audit('admin.reauthenticate', admin.userId)).toHaveLength(1);
    expect((await api.get('/api/admin/users', { token })).status).toBe(200);

    await db.query(
      `UPDATE admin.admin_users SET last_active_at = now() - interval '31 minutes' WHERE user_id = $1`,
      [admin.userId],
    );
    expect((await api.get('/api/admin/users', { token })).body.code).toBe('admin_session_stale');
    await db.query(
      `UPDATE admin.admin_users SET last_active_at = now() - interval '29 minutes' WHERE user_id = $1`,
      [admin.userId],
    );
    expect((await api.get('/api/admin/users', { token })).status).toBe(200);
  });

  it('searches by e-mail prefix in any case, a keyset page at a time, with the plan', async () => {
    const admin = await readyAdmin();
    const prefix = `find-${randomUUID().slice(0, 8)}`;
    const people: SignedUpUser[] = [];
    for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 3; i++)
      people.push(await api.signUp({ email: `${prefix}-${String(i).padStart(2, '0')}@example.com` }));
    await api.signUp({ email: `other-${prefix}@example.com` });

    const first = await api.get(`/api/admin/users?q=${prefix.toUpperCase()}`, { token: admin.accessToken });
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const row: AdminUserRow = first.body.users[0];
    expect(row).toEqual({
      id: people[0].userId,
      email: people[0].email,
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      emailConfirmedAt: null,
      planId: 'free',
      planGranted: false,
    });
    const second = await api.get(
      `/api/admin/users?q=${prefix}&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      { token: admin.accessToken },
    );
    expect(second.body.users.map((u: AdminUserRow) => u.email)).toEqual(people.slice(20).map((p) => p.email));
    expect(second.body.nextCursor).toBeNull();

    // A LIKE wildcard typed by the admin is a letter.
    expect((await api.get('/api/admin/users?q=%25', { token: admin.accessToken })).body.users).toEqual([]);
    const bad = await api.get('/api/admin/users?cursor=bm90LW91cnM', { token: admin.accessToken });
    expect(bad.status).toBe(400);
  });

  it('deletes a user only with the exact DELETE-<email>, through the self-deletion path, audited', async () => {
    const admin = await readyAdmin();
    const target = await api.signUp();
    const detail = await api.get(`/api/admin/users/${target.userId}`, { token: admin.accessToken });
    expect(detail.status).toBe(200);
    expect(detail.body.user).toMatchObject({ id: target.userId, email: target.email, isAdmin: false });
    expect(detail.body.subscription).toMatchObject({ planId: 'free', granted: false, sessionsUsed: 0 });
    expect(JSON.stringify(detail.body)).not.toMatch(/title|journal|message|context/i);
    expect(await audit('user.view', target.userId)).toHaveLength(1);

    for (const confirmation of [
      `delete-${target.email}`,
      `DELETE-${target.email} `,
      target.email,
      `DELETE-${admin.email}`,
    ]) {
      const refused = await api.call('DELETE', `/api/admin/users/${target.userId}`, {
        token: admin.accessToken,
        body: { confirmation },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'confirmation_mismatch',
        message: ADMIN_MESSAGES.confirmationMismatch,
      });
    }
    expect(await audit('user.delete', target.userId)).toHaveLength(0);
    expect((await api.get('/api/me', { token: target.accessToken })).status).toBe(200);

    const deleted = await api.call('DELETE', `/api/admin/users/${target.userId}`, {
      token: admin.accessToken,
      body: { confirmation: `DELETE-${target.email}` },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(ADMIN_MESSAGES.userDeleted);
    const row: AdminAuditRow = deleted.body.audit;
    expect(row).toMatchObject({ adminId: admin.userId, action: 'user.delete', targetUserId: target.userId });
    expect(row.requestId).toEqual(expect.any(String));

    await waitFor(
      async () => (await api.get('/api/me', { token: target.accessToken })).status === 401,
      10_000,
    );
    await waitFor(
      async () =>
        (await db.query(`SELECT 1 FROM billing.user_subscriptions WHERE user_id = $1`, [target.userId]))
          .rowCount === 0,
      10_000,
    );
    const [account] = (
      await db.query(`SELECT email, deleted_at FROM auth.users WHERE id = $1`, [target.userId])
    ).rows;
    expect(account.deleted_at).not.toBeNull();
    expect(account.email).not.toContain(target.email);
    const gone = await api.get(`/api/admin/users/${target.userId}`, { token: admin.accessToken });
    expect(gone.status).toBe(404);
    // Spec §6: the action is in the security events too (auth), under the admin, ids only.
    await waitFor(
      async () =>
        (
          await db.query(
            `SELECT 1 FROM auth.security_events WHERE user_id = $1 AND event_type = 'admin_action'
              AND event_data->>'action' = 'user.delete' AND event_data->>'auditId' = $2 AND event_data->>'targetUserId' = $3`,
            [admin.userId, row.id, target.userId],
          )
        ).rowCount === 1,
      10_000,
    );
  });

  it('grants and ends a plan (Lite too) with a reason through billing, visible to the user as granted', async () => {
    const admin = await readyAdmin();
    const person = await api.signUp();
    const noReason = await api.post(`/api/admin/users/${person.userId}/plan`, {
      token: admin.accessToken,
      body: { planId: 'lite', reason: '  ' },
    });
    expect(noReason.status).toBe(400);

    const granted = await api.post(`/api/admin/users/${person.userId}/plan`, {
      token: admin.accessToken,
      body: { planId: 'lite', reason: 'Pilot of the Lite tier' },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.audit).toMatchObject({
      action: 'plan.grant',
      targetUserId: person.userId,
      details: { planId: 'lite', previousPlanId: 'free', reason: 'Pilot of the Lite tier' },
    });
    const mine = await api.get('/api/subscription', { token: person.accessToken });
    expect(mine.body).toMatchObject({ planId: 'lite', granted: true, endsAt: null });
    const listed = await api.get(`/api/admin/users?q=${encodeURIComponent(person.email)}`, {
      token: admin.accessToken,
    });
    expect(listed.body.users[0]).toMatchObject({ planId: 'lite', planGranted: true });

    const ended = await api.post(`/api/admin/users/${person.userId}/plan`, {
      token: admin.accessToken,
      body: { planId: 'free', reason: 'Pilot over' },
    });
    expect(ended.status).toBe(200);
    expect(ended.body.audit.action).toBe('plan.end');
    expect((await api.get('/api/subscription', { token: person.accessToken })).body).toMatchObject({
      planId: 'free',
      granted: false,
    });
    // Nothing granted to end: refused by billing, and no audit row is left behind.
    const nothing = await api.post(`/api/admin/users/${person.userId}/plan`, {
      token: admin.accessToken,
      body: { planId: 'free', reason: 'Again' },
    });
    expect(nothing.status).toBe(409);
    expect(await audit('plan.end', person.userId)).toHaveLength(1);
  });

  it('allows 10 actions in 5 minutes, then 429 too_many_admin_actions', async () => {
    const admin = await readyAdmin();
    const person = await api.signUp();
    for (let i = 0; i < ADMIN_ACTIONS_PER_WINDOW; i++) {
      const answer = await api.post(`/api/admin/users/${person.userId}/plan`, {
        token: admin.accessToken,
        body: { planId: i % 2 ? 'plus' : 'lite', reason: `step ${i}` },
      });
      expect(answer.status).toBe(200);
    }
    const limited = await api.post(`/api/admin/users/${person.userId}/plan`, {
      token: admin.accessToken,
      body: { planId: 'pro', reason: 'one too many' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'too_many_admin_actions',
      message: ADMIN_MESSAGES.tooManyActions,
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.get('/api/subscription', { token: person.accessToken })).body.planId).toBe('plus');
    // Views are not actions: the lists still answer.
    expect((await api.get('/api/admin/audit-logs', { token: admin.accessToken })).status).toBe(200);
  });

  it('lists the latest sessions without content, and the audit log by admin and action, with a CSV export', async () => {
    const admin = await readyAdmin();
    const person = await api.signUp();
    await db.query(
      `INSERT INTO sessions.chat_sessions (user_id, session_type, tone, language, closes_at, title_enc, message_count, last_message_at, started_at)
       VALUES ($1, 'voice', 'normal', 'en', now() + interval '10 minutes', 'sealed', 4, now(), now() - interval '90 seconds')`,
      [person.userId],
    );
    const sessions = await api.get('/api/admin/sessions', { token: admin.accessToken });
    expect(sessions.status).toBe(200);
    expect(sessions.body[0]).toEqual({
      id: expect.any(String),
      userId: person.userId,
      type: 'voice',
      mode: 'normal',
      startedAt: expect.any(String),
      durationSeconds: 90,
      messageCount: 4,
    });

    await api.get(`/api/admin/users/${person.userId}`, { token: admin.accessToken });
    const mine = await api.get(`/api/admin/audit-logs?adminId=${admin.userId}`, { token: admin.accessToken });
    expect(mine.body.map((row: AdminAuditRow) => row.action)).toEqual(['user.view', 'admin.reauthenticate']);
    const views = await api.get(`/api/admin/audit-logs?action=user.view`, { token: admin.accessToken });
    expect(views.body.every((row: AdminAuditRow) => row.action === 'user.view')).toBe(true);
    expect((await api.get('/api/admin/audit-logs?action=drop', { token: admin.accessToken })).status).toBe(
      400,
    );

    const csv = await fetch(`${stack.gateway.url}/api/admin/audit-logs/export?adminId=${admin.userId}`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('createdAt,adminId,action,targetUserId,details,requestId,id');
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([
      'audit.export',
      'user.view',
      'admin.reauthenticate',
    ]);
  });

  it('gives the operator the last 14 days in counts: sign-ups, sign-ins, plan mix, payments, refunds, crisis referrals', async () => {
    const admin = await readyAdmin();
    const person = await api.signUp();
    const today = new Date().toISOString().slice(0, 10);
    await db.query(
      `INSERT INTO sessions.safety_referrals_daily (day, outcome, category, language, referrals)
       VALUES ($1, 'crisis', 'suicide', 'en', 2), ($1, 'concern', 'self_harm', 'ko', 1)`,
      [today],
    );
    await db.query(
      `INSERT INTO billing.invoices (user_id, order_id, plan_id, plan_name, billing_period, amount, status, refunded_at)
       VALUES ($1, $2, 'plus', 'Plus', 'monthly', 13387, 'paid', NULL), ($1, $3, 'pro', 'Pro', 'monthly', 26787, 'refunded', now())`,
      [person.userId, `order-${randomUUID()}`, `order-${randomUUID()}`],
    );
    await api.post(`/api/admin/users/${person.userId}/plan`, {
      token: admin.accessToken,
      body: { planId: 'lite', reason: 'overview' },
    });
    const overview = await api.get('/api/admin/overview', { token: admin.accessToken });
    expect(overview.status).toBe(200);
    expect(overview.body.days).toBe(14);
    const on = (rows: { day: string; count?: number }[]) => rows.find((row) => row.day === today)!;
    expect(on(overview.body.signUps)).toEqual({ day: today, count: expect.any(Number) });
    expect(on(overview.body.signUps).count).toBeGreaterThanOrEqual(2);
    expect(on(overview.body.activeUsers).count).toBeGreaterThanOrEqual(2);
    expect(on(overview.body.crisisReferrals)).toEqual({ day: today, count: 3 });
    expect(on(overview.body.payments)).toEqual({
      day: today,
      paid: 2,
      paidAmount: 13387 + 26787,
      refunded: 1,
      refundedAmount: 26787,
    });
    expect(overview.body.planMix).toEqual(
      expect.arrayContaining([{ planId: 'lite', users: expect.any(Number), granted: expect.any(Number) }]),
    );
    expect(JSON.stringify(overview.body)).not.toContain(person.userId);
    expect(JSON.stringify(overview.body)).not.toContain(person.email);
  });

  it('keeps the audit log append-only', async () => {
    await readyAdmin();
    await expect(db.query(`UPDATE admin.audit_log SET action = 'user.view'`)).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM admin.audit_log`)).rejects.toThrow(/append-only/);
    await expect(db.query(`TRUNCATE admin.audit_log`)).rejects.toThrow(/append-only/);
  });

  it('makes a demotion effective on the next request, audited as the operator', async () => {
    const admin = await readyAdmin();
    expect((await api.get('/api/admin/users', { token: admin.accessToken })).status).toBe(200);
    const revoked = await cli('admin:revoke', admin.email);
    expect(revoked.stdout).toContain('is no longer an admin');
    const next = await api.get('/api/admin/users', { token: admin.accessToken });
    expect(next.status).toBe(403);
    expect(next.body.code).toBe('not_admin');
    expect(await audit('admin.revoke', admin.userId)).toEqual([
      { admin_id: null, details: { by: 'operator', changed: true } },
    ]);
    await waitFor(async () => !(await isAdminFlag(admin)), 10_000);
  });
});
