import { ApiClient, TestStack, waitFor } from '@maeum/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

describe('auth.user.registered.v1 reaches billing', () => {
  let stack: TestStack;
  let db: Client;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'billing'] });
    ({ db } = stack);
  });

  afterAll(() => stack?.stop());

  async function signUp(requestId?: string): Promise<string> {
    const headers = requestId ? { 'x-request-id': requestId } : undefined;
    return (await api.signUp({ fullName: 'Do Yun', password: 'quiet evening', headers })).userId;
  }

  const customerCount = async (userId: string) =>
    (await db.query('SELECT count(*)::int AS n FROM billing.customers WHERE user_id = $1', [userId])).rows[0]
      .n as number;

  it('records the new user in billing, and marks the event sent in the auth outbox', async () => {
    const userId = await signUp();
    await waitFor(async () => (await customerCount(userId)) === 1, 10_000);
    const outbox = await db.query(
      `SELECT sent_at FROM auth.outbox WHERE subject = 'auth.user.registered.v1' AND payload->>'userId' = $1`,
      [userId],
    );
    expect(outbox.rows).toHaveLength(1);
    expect(outbox.rows[0].sent_at).not.toBeNull();
  });

  it('carries the request id from the gateway through NATS into the event', async () => {
    const requestId = `trace-${randomUUID()}`;
    const userId = await signUp(requestId);
    const { rows } = await db.query(
      `SELECT request_id FROM auth.outbox WHERE subject = 'auth.user.registered.v1' AND payload->>'userId' = $1`,
      [userId],
    );
    expect(rows[0].request_id).toBe(requestId);
  });

  it('loses nothing while billing is down: the event waits in JetStream', async () => {
    expect(await stack.app('billing').stop()).toBe(0);
    const userId = await signUp();
    await waitFor(
      async () =>
        (
          await db.query(
            `SELECT 1 FROM auth.outbox WHERE subject = 'auth.user.registered.v1' AND payload->>'userId' = $1 AND sent_at IS NOT NULL`,
            [userId],
          )
        ).rowCount === 1,
    );
    expect(await customerCount(userId)).toBe(0);
    await stack.start('billing');
    await waitFor(async () => (await customerCount(userId)) === 1, 10_000);
  });

  it('keeps committed events when auth dies before relaying them', async () => {
    // Commit an outbox row by hand while no relay runs, as if auth died right after the sign-up commit.
    await stack.app('auth').kill();
    const userId = randomUUID();
    await db.query(
      `INSERT INTO auth.outbox (id, subject, payload) VALUES ($1, 'auth.user.registered.v1', $2)`,
      [
        randomUUID(),
        JSON.stringify({ userId, email: `${userId}@example.com`, registeredAt: new Date().toISOString() }),
      ],
    );
    await stack.start('auth');
    await waitFor(async () => (await customerCount(userId)) === 1, 10_000);
  });

  it('does not bring a deleted account back when its user.registered is handled after user.deleted', async () => {
    const userId = randomUUID();
    const publish = async (subject: string, payload: object) => {
      const eventId = randomUUID();
      await db.query(`INSERT INTO auth.outbox (id, subject, payload) VALUES ($1, $2, $3)`, [
        eventId,
        subject,
        JSON.stringify(payload),
      ]);
      await waitFor(
        async () =>
          (await db.query(`SELECT 1 FROM billing.inbox WHERE event_id = $1`, [eventId])).rowCount === 1,
        10_000,
      );
    };
    await publish('auth.user.deleted.v1', { userId, deletedAt: new Date().toISOString() });
    await publish('auth.user.registered.v1', {
      userId,
      email: `${userId}@example.com`,
      registeredAt: new Date().toISOString(),
    });
    expect(await customerCount(userId)).toBe(0);
    const tombstone = await db.query(`SELECT * FROM billing.deleted_users WHERE user_id = $1`, [userId]);
    expect(Object.keys(tombstone.rows[0]).sort()).toEqual(['deleted_at', 'user_id']);
  });
});
