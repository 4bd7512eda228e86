import { JobName, QueueName } from '@maeum/contracts';
import { ApiClient, TEST_PASSWORD as PASSWORD, TestStack, waitFor } from '@maeum/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

interface Session {
  user: { id: string; email: string };
  accessToken: string;
}

const PERSONAL_TABLES = [
  'user_profiles',
  'user_preferences',
  'user_context',
  'consents',
  'oauth_identities',
  'password_reset_tokens',
  'page_visits',
  'reminder_settings',
  'push_subscriptions',
];

describe('account deletion', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  let db: Client;
  let queue: Queue;

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing', 'worker'] });
    ({ db } = stack);
    queue = stack.queue(QueueName.maintenance);
  });

  afterAll(() => stack?.stop());

  async function signUp(email = `${randomUUID()}@example.com`) {
    const user = await api.signUp({ email });
    return { email, session: user.response.body as Session, cookie: user.cookie };
  }

  const count = async (sql: string, params: unknown[]) => Number((await db.query(sql, params)).rowCount);
  const customerRows = (userId: string) =>
    count(`SELECT 1 FROM billing.customers WHERE user_id = $1`, [userId]);

  it('ends every session at once, deletes the rows in auth and billing, and frees the e-mail', async () => {
    const { email, session, cookie } = await signUp();
    const userId = session.user.id;
    const second = await api.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(second.status).toBe(200);
    await waitFor(async () => (await customerRows(userId)) === 1, 10_000);

    // A token alone deletes nothing; a wrong password neither.
    expect((await api.call('DELETE', '/api/me', { token: session.accessToken })).status).toBe(400);
    for (const body of [{}, { currentPassword: 'not my password' }]) {
      const refused = await api.call('DELETE', '/api/me', { token: session.accessToken, body });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid_credentials');
    }
    expect((await api.call('GET', '/api/me', { token: session.accessToken })).status).toBe(200);

    const deleted = await api.deleteAccount({ accessToken: session.accessToken, password: PASSWORD });
    expect(deleted.status).toBe(202);
    expect(deleted.body).toEqual({ status: 'deleted' });
    expect(deleted.setCookie).toMatch(/^maeum_rt=;/);

    for (const token of [session.accessToken, second.body.accessToken]) {
      const me = await api.call('GET', '/api/me', { token });
      expect(me.status).toBe(401);
    }
    for (const c of [cookie, second.cookie])
      expect((await api.post('/api/auth/refresh', { cookie: c })).status).toBe(401);
    const signIn = await api.post('/api/auth/login', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(400);
    expect(signIn.body.code).toBe('invalid_credentials');

    await waitFor(async () => (await customerRows(userId)) === 0, 10_000);
    for (const table of PERSONAL_TABLES)
      expect(await count(`SELECT 1 FROM auth.${table} WHERE user_id = $1`, [userId])).toBe(0);
    expect(
      await count(
        `SELECT 1 FROM auth.refresh_tokens t JOIN auth.sessions s ON s.id = t.session_id WHERE s.user_id = $1`,
        [userId],
      ),
    ).toBe(0);
    const { rows } = await db.query(
      `SELECT email, full_name, password_hash, deleted_at FROM auth.users WHERE id = $1`,
      [userId],
    );
    expect(rows[0]).toMatchObject({
      email: `deleted-${userId}@deleted.invalid`,
      full_name: '',
      password_hash: null,
    });
    expect(rows[0].deleted_at).toBeInstanceOf(Date);
    expect(
      await count(
        `SELECT 1 FROM auth.outbox WHERE subject = 'auth.user.deleted.v1' AND payload->>'userId' = $1`,
        [userId],
      ),
    ).toBe(1);

    const again = await signUp(email.toUpperCase());
    expect(again.session.user.id).not.toBe(userId);
    expect((await api.call('GET', '/api/me', { token: again.session.accessToken })).status).toBe(200);
  });

  it('refuses a deletion without a token', async () => {
    expect((await api.call('DELETE', '/api/me')).status).toBe(401);
  });

  it("leaves another user's account untouched", async () => {
    const a = await signUp();
    const b = await signUp();
    await waitFor(
      async () =>
        (await customerRows(a.session.user.id)) === 1 && (await customerRows(b.session.user.id)) === 1,
      10_000,
    );
    expect((await api.deleteAccount({ accessToken: b.session.accessToken, password: PASSWORD })).status).toBe(
      202,
    );
    await waitFor(async () => (await customerRows(b.session.user.id)) === 0, 10_000);

    const me = await api.call('GET', '/api/me', { token: a.session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(a.email);
    expect((await api.post('/api/auth/refresh', { cookie: a.cookie })).status).toBe(200);
    expect(await customerRows(a.session.user.id)).toBe(1);
    expect(await count(`SELECT 1 FROM auth.user_profiles WHERE user_id = $1`, [a.session.user.id])).toBe(1);
  });

  it('purges accounts deleted more than 30 days ago and keeps the recent ones', async () => {
    const old = await signUp();
    const recent = await signUp();
    for (const { session } of [old, recent])
      expect((await api.deleteAccount({ accessToken: session.accessToken, password: PASSWORD })).status).toBe(
        202,
      );
    await db.query(`UPDATE auth.users SET deleted_at = now() - interval '31 days' WHERE id = $1`, [
      old.session.user.id,
    ]);
    await db.query(`UPDATE auth.users SET deleted_at = now() - interval '1 day' WHERE id = $1`, [
      recent.session.user.id,
    ]);

    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.filter((s) => s.key === JobName.accountPurge)).toHaveLength(1);

    const job = await queue.add(
      JobName.accountPurge,
      { olderThanDays: 30 },
      { jobId: `test-purge-${randomUUID()}` },
    );
    const finished = await waitFor(async () => {
      const state = await job.getState();
      return state === 'completed' || state === 'failed' ? state : undefined;
    }, 20_000);
    expect(finished).toBe('completed');
    expect(((await queue.getJob(job.id!))?.returnvalue as { purged: number }).purged).toBeGreaterThanOrEqual(
      1,
    );

    expect(await count(`SELECT 1 FROM auth.users WHERE id = $1`, [old.session.user.id])).toBe(0);
    expect(await count(`SELECT 1 FROM auth.security_events WHERE user_id = $1`, [old.session.user.id])).toBe(
      0,
    );
    expect(await count(`SELECT 1 FROM auth.sessions WHERE user_id = $1`, [old.session.user.id])).toBe(0);
    expect(await count(`SELECT 1 FROM auth.users WHERE id = $1`, [recent.session.user.id])).toBe(1);

    // A second pass finds nothing more to do.
    const rerun = await queue.add(
      JobName.accountPurge,
      { olderThanDays: 30 },
      { jobId: `test-purge-${randomUUID()}` },
    );
    await waitFor(async () => ((await rerun.getState()) === 'completed' ? true : undefined), 20_000);
    expect(((await queue.getJob(rerun.id!))?.returnvalue as { purged: number }).purged).toBe(0);
  });
});
