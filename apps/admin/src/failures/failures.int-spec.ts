import 'reflect-metadata';
import {
  ADMIN_ACTIONS_PER_WINDOW,
  type AdminFailures,
  type EventEnvelope,
  JobName,
  QueueName,
  USER_REGISTERED_V1,
  type UserRegisteredV1,
} from '@maeum/contracts';
import {
  currentMessagingTablesSql,
  DurableConsumer,
  encodeJson,
  type EventHandler,
  MessagingNames,
} from '@maeum/messaging';
import { ApiClient, type SignedUpUser, TestStack, waitFor } from '@maeum/testing';
import { type Job, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { connect, type NatsConnection } from 'nats';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DataSource, type EntityManager } from 'typeorm';

const run = promisify(execFile);
const CLI = resolve(__dirname, '../../../../dist/node/apps/admin/src/cli.js');
const SCHEMA = 'failing_service';
const MAX_DELIVER = 3;

/**
 * A consumer's handler that fails the events it is told to (the stack's own sign-ups pass), and
 * records each effect it had.
 */
class FlakyHandler implements EventHandler<typeof USER_REGISTERED_V1> {
  readonly subject = USER_REGISTERED_V1;
  readonly failing = new Set<string>();
  constructor(readonly name: string) {}

  async handle(event: EventEnvelope<UserRegisteredV1>, manager: EntityManager) {
    if (this.failing.has(event.id))
      throw new Error('the mail server said no, with a very long story '.repeat(10));
    await manager.query(`INSERT INTO "${SCHEMA}"."effects" ("event_id", "consumer") VALUES ($1, $2)`, [
      event.id,
      this.name,
    ]);
  }
}

/**
 * The operator's failures, end to end: a real consumer fails an event MAX_DELIVER times and parks
 * it on the dead-letter stream; a real BullMQ job uses up its attempts; an admin sees both (never
 * a payload) and retries each through the API: the event is handled once, the job completes, each
 * retry is audited and counted in the action limit, and a non-admin changes nothing.
 */
describe('admin: dead letters and failed jobs', () => {
  let stack: TestStack;
  let dataSource: DataSource;
  let nc: NatsConnection;
  let names: MessagingNames;
  let consumer: DurableConsumer;
  let worker: Worker;
  let workerRedis: Redis;
  const flaky = new FlakyHandler('welcome');
  let jobFails = true;
  const jobRuns: string[] = [];
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    stack = await TestStack.start({ services: ['auth', 'admin'] });
    names = new MessagingNames(stack.env.MESSAGING_NAMESPACE!);
    dataSource = new DataSource({ type: 'postgres', url: stack.env.DATABASE_URL, extra: { max: 4 } });
    await dataSource.initialize();
    await dataSource.query(`CREATE SCHEMA "${SCHEMA}"`);
    for (const sql of currentMessagingTablesSql(SCHEMA)) await dataSource.query(sql);
    await dataSource.query(`CREATE TABLE "${SCHEMA}"."effects" ("event_id" uuid, "consumer" text)`);
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    consumer = new DurableConsumer(
      dataSource,
      SCHEMA,
      'failing',
      nc.jetstream(),
      await nc.jetstreamManager(),
      names,
      flaky,
      { maxDeliver: MAX_DELIVER, ackWaitMs: 5_000, retryDelaysMs: [50] },
    );
    await consumer.start();
    workerRedis = stack.redis.duplicate();
    worker = new Worker(
      QueueName.maintenance,
      async (job: Job) => {
        if (jobFails) throw new Error('the job failed on purpose');
        jobRuns.push(String(job.id));
      },
      { connection: workerRedis, prefix: `${stack.env.MESSAGING_NAMESPACE}:bull` },
    );
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    workerRedis?.disconnect();
    await consumer?.stop();
    await nc?.close();
    await dataSource?.destroy();
    await stack?.stop();
  });

  /** An admin from the command line, with an account older than a day. */
  async function readyAdmin(): Promise<SignedUpUser> {
    const admin = await api.signUp();
    await run(process.execPath, [CLI, 'admin:grant', admin.email], { env: { ...process.env, ...stack.env } });
    await stack.db.query(
      `UPDATE admin.admin_users SET account_created_at = now() - interval '25 hours' WHERE user_id = $1`,
      [admin.userId],
    );
    return admin;
  }

  const failures = async (admin: SignedUpUser): Promise<AdminFailures> => {
    const answer = await api.get('/api/admin/failures', { token: admin.accessToken });
    expect(answer.status).toBe(200);
    return answer.body as AdminFailures;
  };

  const effects = async (eventId: string) =>
    (
      await dataSource.query(`SELECT count(*)::int AS n FROM "${SCHEMA}"."effects" WHERE "event_id" = $1`, [
        eventId,
      ])
    )[0].n as number;

  const auditRows = async (action: string) =>
    (
      await stack.db.query(
        `SELECT admin_id, details FROM admin.audit_log WHERE action = $1 ORDER BY created_at`,
        [action],
      )
    ).rows as { admin_id: string; details: Record<string, unknown> }[];

  it('lists a dead-lettered event without its payload, and a retry has it handled once, audited', async () => {
    const admin = await readyAdmin();
    const person = await api.signUp();
    const envelope = {
      id: randomUUID(),
      type: USER_REGISTERED_V1,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: {
        userId: randomUUID(),
        email: 'private.person@example.com',
        registeredAt: new Date().toISOString(),
      },
    };
    flaky.failing.add(envelope.id);
    await nc
      .jetstream()
      .publish(names.event(USER_REGISTERED_V1), encodeJson(envelope), { msgID: envelope.id });

    await waitFor(async () => (await failures(admin)).deadLetters.total === 1, 20_000);
    const listed = await api.get('/api/admin/failures', { token: admin.accessToken });
    const [entry] = (listed.body as AdminFailures).deadLetters.latest;
    expect(entry).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      consumer: names.durable('failing', 'welcome'),
      eventType: USER_REGISTERED_V1,
      eventId: envelope.id,
      deliveries: MAX_DELIVER,
      reason: expect.stringMatching(/^the mail server said no/),
    });
    expect(entry.reason.length).toBeLessThanOrEqual(200);
    expect(listed.text).not.toContain('private.person@example.com');
    expect(await effects(envelope.id)).toBe(0);

    // A non-admin is refused, and the entry still waits.
    const refused = await api.post(`/api/admin/dead-letters/${entry.id}/retry`, {
      token: person.accessToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_admin');
    expect((await failures(admin)).deadLetters.total).toBe(1);

    // Retried inside the duplicate window of the event's own id: it still reaches the consumer.
    flaky.failing.clear();
    const retried = await api.post(`/api/admin/dead-letters/${entry.id}/retry`, {
      token: admin.accessToken,
      headers: { 'idempotency-key': `retry-${entry.id}` },
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      message: 'The event was sent back to its consumer.',
      audit: {
        adminId: admin.userId,
        action: 'dead-letter.retry',
        targetUserId: null,
        details: { deadLetterId: entry.id, consumer: entry.consumer, eventId: envelope.id },
      },
    });
    await waitFor(async () => (await effects(envelope.id)) === 1, 15_000);
    expect((await failures(admin)).deadLetters).toEqual({ total: 0, latest: [] });

    // The same key replays the answer; a new retry of the entry finds it gone. One row, one effect.
    const replayed = await api.post(`/api/admin/dead-letters/${entry.id}/retry`, {
      token: admin.accessToken,
      headers: { 'idempotency-key': `retry-${entry.id}` },
    });
    expect(replayed.body.audit.id).toBe(retried.body.audit.id);
    const again = await api.post(`/api/admin/dead-letters/${entry.id}/retry`, { token: admin.accessToken });
    expect(again.status).toBe(404);
    expect(await auditRows('dead-letter.retry')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await effects(envelope.id)).toBe(1);
  }, 60_000);

  it('lists a failed job without its data, and a retry has it complete, audited', async () => {
    const admin = await readyAdmin();
    const person = await api.signUp();
    const job = await stack
      .queue(QueueName.maintenance)
      .add(JobName.outboxCleanup, { olderThanDays: 7 }, { attempts: 2, jobId: `cleanup-${randomUUID()}` });
    await waitFor(async () => (await job.getState()) === 'failed', 15_000);

    const { failedJobs } = await failures(admin);
    expect(failedJobs.total).toBe(1);
    expect(failedJobs.latest[0]).toEqual({
      queue: QueueName.maintenance,
      id: job.id,
      name: JobName.outboxCleanup,
      reason: 'the job failed on purpose',
      attempts: 2,
      failedAt: expect.any(String),
    });

    const path = `/api/admin/failed-jobs/${QueueName.maintenance}/${job.id}/retry`;
    const refused = await api.post(path, { token: person.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_admin');
    expect(await job.getState()).toBe('failed');

    jobFails = false;
    const retried = await api.post(path, { token: admin.accessToken });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      message: 'The job was sent back to its queue.',
      audit: {
        action: 'job.retry',
        details: { queue: QueueName.maintenance, jobId: job.id, jobName: JobName.outboxCleanup },
      },
    });
    await waitFor(async () => (await job.getState()) === 'completed', 15_000);
    expect(jobRuns).toEqual([job.id]);
    expect((await failures(admin)).failedJobs).toEqual({ total: 0, latest: [] });

    expect((await api.post(path, { token: admin.accessToken })).status).toBe(404);
    expect(await auditRows('job.retry')).toHaveLength(1);
    // Unknown queue or malformed ids are refused before any lookup.
    expect(
      (await api.post(`/api/admin/failed-jobs/nope/${job.id}/retry`, { token: admin.accessToken })).status,
    ).toBe(400);
    expect((await api.post('/api/admin/dead-letters/0/retry', { token: admin.accessToken })).status).toBe(
      400,
    );
  }, 60_000);

  it('counts a retry in the 10 admin actions per 5 minutes, and a refused one changes nothing', async () => {
    const admin = await readyAdmin();
    jobFails = true;
    const job = await stack
      .queue(QueueName.maintenance)
      .add(JobName.outboxCleanup, { olderThanDays: 7 }, { attempts: 1, jobId: `limit-${randomUUID()}` });
    await waitFor(async () => (await job.getState()) === 'failed', 15_000);
    for (let i = 0; i < ADMIN_ACTIONS_PER_WINDOW; i++)
      await stack.db.query(
        `INSERT INTO admin.audit_log (admin_id, action, details) VALUES ($1, 'job.retry', '{}'::jsonb)`,
        [admin.userId],
      );
    const limited = await api.post(`/api/admin/failed-jobs/${QueueName.maintenance}/${job.id}/retry`, {
      token: admin.accessToken,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_admin_actions');
    expect(await job.getState()).toBe('failed');
    expect((await auditRows('job.retry')).filter((r) => r.admin_id === admin.userId)).toHaveLength(
      ADMIN_ACTIONS_PER_WINDOW,
    );
  }, 60_000);

  it('keeps a dead letter whose consumer no longer exists, and writes no audit row for it', async () => {
    const admin = await readyAdmin();
    const js = nc.jetstream();
    const { seq } = await js.publish(
      names.deadLetter('failing-renamed'),
      encodeJson({
        consumer: 'failing-renamed',
        subject: names.event(USER_REGISTERED_V1),
        streamSeq: 1,
        deliveries: MAX_DELIVER,
        reason: 'parked before the handler was renamed',
        event: { id: randomUUID(), type: USER_REGISTERED_V1, data: {} },
      }),
    );
    const before = (await auditRows('dead-letter.retry')).length;
    const refused = await api.post(`/api/admin/dead-letters/${seq}/retry`, { token: admin.accessToken });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('The consumer of this event no longer exists; the entry stays');
    expect((await failures(admin)).deadLetters.latest.map((e) => e.consumer)).toEqual(['failing-renamed']);
    expect(await auditRows('dead-letter.retry')).toHaveLength(before);
  }, 60_000);
});
