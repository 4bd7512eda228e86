import { JobName, QueueName } from '@maeum/contracts';
import { TestStack, waitFor } from '@maeum/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

const SERVICES = ['auth', 'billing', 'sessions', 'journal', 'admin'];

describe('outbox cleanup job', () => {
  let stack: TestStack;
  let db: Client;
  let queue: Queue;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: [...SERVICES, 'worker'],
      gateway: false,
      env: { OUTBOX_RETENTION_DAYS: '7' },
    });
    db = stack.db;
    queue = stack.queue(QueueName.maintenance);
  });

  afterAll(() => stack?.stop());

  it('is scheduled at boot, once', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.filter((s) => s.key === JobName.outboxCleanup)).toHaveLength(1);
  });

  it('deletes sent rows past the retention in every service and keeps recent ones', async () => {
    const ids = { oldSent: randomUUID(), recentSent: randomUUID(), oldSentBilling: randomUUID() };
    const insert = (schema: string, id: string, sentAgo: string) =>
      db.query(
        `INSERT INTO "${schema}".outbox (id, subject, payload, occurred_at, sent_at)
         VALUES ($1, 'auth.user.registered.v1', '{}', now() - interval '30 days', now() - $2::interval)`,
        [id, sentAgo],
      );
    await insert('auth', ids.oldSent, '8 days');
    await insert('auth', ids.recentSent, '1 day');
    await insert('billing', ids.oldSentBilling, '20 days');

    const job = await queue.add(
      JobName.outboxCleanup,
      { olderThanDays: 7 },
      { jobId: `test-cleanup-${randomUUID()}` },
    );
    const finished = await waitFor(async () => {
      const state = await job.getState();
      return state === 'completed' || state === 'failed' ? state : undefined;
    }, 20_000);
    expect(finished).toBe('completed');

    const left = async (schema: string, id: string) =>
      (await db.query(`SELECT 1 FROM "${schema}".outbox WHERE id = $1`, [id])).rowCount;
    expect(await left('auth', ids.oldSent)).toBe(0);
    expect(await left('billing', ids.oldSentBilling)).toBe(0);
    expect(await left('auth', ids.recentSent)).toBe(1);
    const returned = (await queue.getJob(job.id!))?.returnvalue as Record<string, number>;
    expect(returned).toMatchObject({ auth: 1, billing: 1, sessions: 0, journal: 0, admin: 0 });
  });
});
