import 'reflect-metadata';
import { EventEnvelope, USER_REGISTERED_V1, UserRegisteredV1 } from '@maeum/contracts';
import { createTestDatabase, dropTestDatabase, testNamespace, waitFor } from '@maeum/testing';
import { connect, JetStreamManager, NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { DeadLetters } from './consumer/dead-letters';
import { DurableConsumer } from './consumer/durable-consumer';
import { EventHandler } from './consumer/event-handler';
import { decodeJson, encodeJson } from './json';
import { MessagingNames } from './naming';
import { currentMessagingTablesSql } from './outbox/messaging-tables.sql';
import { Outbox } from './outbox/outbox';
import { OutboxRelay } from './outbox/outbox-relay';
import { ensureStreams } from './streams';

const SCHEMA = 'svc';

/** Counts effects in a table, so "handled once" is read from the database, as an operator would. */
class RecordingHandler implements EventHandler<typeof USER_REGISTERED_V1> {
  readonly subject = USER_REGISTERED_V1;
  failuresLeft = 0;
  /** Holds the handler after it wrote its effect, inside its still-open transaction. */
  hold?: { entered: () => void; released: Promise<void> };
  constructor(readonly name: string) {}

  async handle(event: EventEnvelope<UserRegisteredV1>, manager: EntityManager) {
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error('handler failed on purpose');
    }
    await manager.query(`INSERT INTO "${SCHEMA}"."effects" ("event_id", "consumer") VALUES ($1, $2)`, [
      event.id,
      this.name,
    ]);
    if (this.hold) {
      this.hold.entered();
      await this.hold.released;
    }
  }
}

describe('outbox → JetStream → durable consumer', () => {
  let url: string;
  let dataSource: DataSource;
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  let names: MessagingNames;
  let outbox: Outbox;
  const running: DurableConsumer[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
    dataSource = new DataSource({ type: 'postgres', url, extra: { max: 8 } });
    await dataSource.initialize();
    await dataSource.query(`CREATE SCHEMA "${SCHEMA}"`);
    for (const sql of currentMessagingTablesSql(SCHEMA)) await dataSource.query(sql);
    await dataSource.query(`CREATE TABLE "${SCHEMA}"."effects" ("event_id" uuid, "consumer" text)`);
    nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    jsm = await nc.jetstreamManager();
    outbox = new Outbox(SCHEMA);
  });

  // Each test gets streams of its own and an empty outbox, so no consumer sees another test's events.
  beforeEach(async () => {
    names = new MessagingNames(testNamespace());
    await ensureStreams(jsm, names);
    await dataSource.query(`TRUNCATE "${SCHEMA}"."outbox", "${SCHEMA}"."inbox", "${SCHEMA}"."effects"`);
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((c) => c.stop()));
    for (const stream of [names.eventStream, names.deadLetterStream])
      await jsm.streams.delete(stream).catch(() => undefined);
  });

  afterAll(async () => {
    await nc.close();
    await dataSource.destroy();
    await dropTestDatabase(url);
  });

  const relay = () => new OutboxRelay(dataSource, SCHEMA, nc.jetstream(), names, outbox, 60_000);

  async function startConsumer(handler: RecordingHandler, options = {}) {
    const consumer = new DurableConsumer(dataSource, SCHEMA, 'svc', nc.jetstream(), jsm, names, handler, {
      maxDeliver: 3,
      ackWaitMs: 1_000,
      retryDelaysMs: [100],
      ...options,
    });
    await consumer.start();
    running.push(consumer);
    return consumer;
  }

  async function registerUser(): Promise<string> {
    const userId = randomUUID();
    await dataSource.transaction((manager) =>
      outbox.add(manager, USER_REGISTERED_V1, {
        userId,
        email: `${userId}@example.com`,
        registeredAt: new Date().toISOString(),
      }),
    );
    return userId;
  }

  const effects = async (consumer: string): Promise<number> =>
    Number(
      (
        await dataSource.query(`SELECT count(*)::int AS n FROM "${SCHEMA}"."effects" WHERE "consumer" = $1`, [
          consumer,
        ])
      )[0].n,
    );

  const streamMessages = async () => (await jsm.streams.info(names.eventStream)).state.messages;

  it('publishes nothing for a transaction that rolled back', async () => {
    const before = await streamMessages();
    await expect(
      dataSource.transaction(async (manager) => {
        await outbox.add(manager, USER_REGISTERED_V1, {
          userId: randomUUID(),
          email: 'a@example.com',
          registeredAt: new Date().toISOString(),
        });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await relay().relayOnce()).toBe(0);
    expect(await streamMessages()).toBe(before);
  });

  it('refuses an event outside a transaction and a payload that breaks its contract', async () => {
    await expect(
      outbox.add(dataSource.manager, USER_REGISTERED_V1, {
        userId: randomUUID(),
        email: 'a@example.com',
        registeredAt: new Date().toISOString(),
      }),
    ).rejects.toThrow(/inside the transaction/);
    await expect(
      dataSource.transaction((manager) =>
        outbox.add(manager, USER_REGISTERED_V1, {
          userId: 'not-a-uuid',
          email: 'nope',
          registeredAt: 'yesterday',
        }),
      ),
    ).rejects.toBeDefined();
  });

  it('delivers an event once when the relay dies between publishing and marking it sent', async () => {
    const handler = new RecordingHandler('relay-crash');
    await startConsumer(handler);
    await registerUser();
    const before = await streamMessages();
    await expect(
      relay().relayOnce({ afterPublish: async () => Promise.reject(new Error('relay killed')) }),
    ).rejects.toThrow('relay killed');
    const unsent = await dataSource.query(
      `SELECT count(*)::int AS n FROM "${SCHEMA}"."outbox" WHERE "sent_at" IS NULL`,
    );
    expect(unsent[0].n).toBe(1); // still owed
    expect(await relay().relayOnce()).toBe(1); // a new relay sends it again, same Nats-Msg-Id
    expect(await streamMessages()).toBe(before + 1); // the stream dropped the copy
    await waitFor(async () => (await effects('relay-crash')) === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await effects('relay-crash')).toBe(1);
  });

  it('has no second effect when an event is delivered again after the duplicate window', async () => {
    const handler = new RecordingHandler('redelivery');
    await startConsumer(handler);
    await registerUser();
    await relay().relayOnce();
    await waitFor(async () => (await effects('redelivery')) === 1);
    // Re-publish the same envelope under a new Nats-Msg-Id: JetStream cannot dedupe it, the inbox must.
    const [row] = await dataSource.query(
      `SELECT "id", "subject", "payload", "occurred_at" FROM "${SCHEMA}"."outbox" ORDER BY "seq" DESC LIMIT 1`,
    );
    const envelope = {
      id: row.id,
      type: row.subject,
      version: 1,
      occurredAt: new Date(row.occurred_at).toISOString(),
      data: row.payload,
    };
    await nc
      .jetstream()
      .publish(names.event(USER_REGISTERED_V1), encodeJson(envelope), { msgID: `${row.id}-replayed` });
    await waitFor(async () => {
      const info = await jsm.consumers.info(names.eventStream, names.durable('svc', 'redelivery'));
      return info.num_ack_pending === 0 && info.num_pending === 0;
    });
    expect(await effects('redelivery')).toBe(1);
  });

  it('retries a failing handler and applies the effect once it succeeds', async () => {
    const handler = new RecordingHandler('retry');
    handler.failuresLeft = 2;
    await startConsumer(handler);
    await registerUser();
    await relay().relayOnce();
    await waitFor(async () => (await effects('retry')) === 1, 15_000);
    expect(handler.failuresLeft).toBe(0);
  });

  it('parks an event on the dead-letter subject after the last attempt, and a malformed one at once', async () => {
    const handler = new RecordingHandler('dead-letter');
    handler.failuresLeft = 100;
    const consumer = await startConsumer(handler);
    const userId = await registerUser();
    await relay().relayOnce();
    await nc
      .jetstream()
      .publish(
        names.event(USER_REGISTERED_V1),
        encodeJson({ id: randomUUID(), type: USER_REGISTERED_V1, data: { userId: 'x' } }),
      );
    const dlq = await nc.jetstream().consumers.get(names.deadLetterStream);
    const parked: { reason: string; deliveries: number; event: EventEnvelope<UserRegisteredV1> }[] = [];
    await waitFor(async () => {
      const msg = await dlq.next({ expires: 1000 });
      if (msg) {
        parked.push(decodeJson(msg.data));
        msg.ack();
      }
      return parked.length === 2;
    }, 20_000);
    const failed = parked.find((p) => p.event?.data?.userId === userId);
    expect(failed?.deliveries).toBe(3);
    expect(failed?.reason).toContain('handler failed on purpose');
    expect(parked.find((p) => p !== failed)?.reason).toContain('Invalid payload');
    expect(await effects('dead-letter')).toBe(0);
    expect(consumer.durableName).toBe(names.durable('svc', 'dead-letter'));
  });

  it('sends a dead letter back to the consumer that parked it alone, inside the duplicate window, once', async () => {
    const first = new RecordingHandler('parks-it');
    const second = new RecordingHandler('parks-it-too');
    first.failuresLeft = second.failuresLeft = 100;
    const steady = new RecordingHandler('handles-it');
    for (const handler of [first, second])
      await startConsumer(handler, { maxDeliver: 2, retryDelaysMs: [50] });
    await startConsumer(steady);
    const userId = await registerUser();
    await relay().relayOnce();
    const deadLetters = new DeadLetters(nc.jetstream(), jsm, names);
    await waitFor(async () => (await deadLetters.count()) === 2, 15_000);
    const latest = await deadLetters.latest(50);
    const entry = latest.find((e) => e.consumer === names.durable('svc', 'parks-it'))!;
    expect(entry).toMatchObject({
      eventType: USER_REGISTERED_V1,
      deliveries: 2,
      reason: 'handler failed on purpose',
    });
    // The operator's view carries no payload: not the e-mail the event holds.
    expect(JSON.stringify(latest)).not.toContain(userId);
    expect(await effects('handles-it')).toBe(1);

    first.failuresLeft = second.failuresLeft = 0;
    // Inside the duplicate window of the event's own id: the redelivery has an id of its own.
    expect(await deadLetters.redeliver(Number(entry.id))).toMatchObject({ id: entry.id, duplicate: false });
    await waitFor(async () => (await effects('parks-it')) === 1, 15_000);
    expect(await deadLetters.redeliver(Number(entry.id))).toBeUndefined();
    await waitFor(async () => {
      const infos = await Promise.all(
        [first, second, steady].map((h) =>
          jsm.consumers.info(names.eventStream, names.durable('svc', h.name)),
        ),
      );
      return infos.every((info) => info.num_ack_pending === 0 && info.num_pending === 0);
    });
    // The other consumer that parked it saw the redelivery and left it: its own entry still waits.
    expect({
      first: await effects('parks-it'),
      second: await effects('parks-it-too'),
      steady: await effects('handles-it'),
      parked: (await deadLetters.latest(50)).map((e) => e.consumer),
    }).toEqual({ first: 1, second: 0, steady: 1, parked: [names.durable('svc', 'parks-it-too')] });
  });

  it('redelivers an event whose consumer died mid-handler, and applies it once', async () => {
    // The doomed consumer has its own database pool and NATS connection, so it can die as a
    // process does: its transaction is rolled back by Postgres and its delivery is never acked.
    const doomedDb = new DataSource({ type: 'postgres', url, applicationName: 'doomed-consumer' });
    await doomedDb.initialize();
    const doomedNc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
    const doomed = new RecordingHandler('consumer-crash');
    let handlerStarted = false;
    let releaseDoomed!: () => void;
    doomed.hold = {
      entered: () => (handlerStarted = true),
      released: new Promise((r) => (releaseDoomed = r)),
    };
    const first = new DurableConsumer(
      doomedDb,
      SCHEMA,
      'svc',
      doomedNc.jetstream(),
      await doomedNc.jetstreamManager(),
      names,
      doomed,
      { maxDeliver: 5, ackWaitMs: 1_000, retryDelaysMs: [100] },
    );
    const stopDoomed = async () => {
      releaseDoomed(); // the dead consumer's handler returns into a closed connection
      await first.stop().catch(() => undefined);
      await doomedNc.close().catch(() => undefined);
      await doomedDb.destroy().catch(() => undefined);
    };
    try {
      await first.start();
      await registerUser();
      await relay().relayOnce();
      await waitFor(() => handlerStarted); // set by the handler itself, after it wrote its effect
      // Mid-handler, as Postgres sees it: the doomed consumer holds an open transaction.
      const doomedInTransaction = `FROM pg_stat_activity
        WHERE application_name = 'doomed-consumer' AND state = 'idle in transaction'`;
      expect(await dataSource.query(`SELECT pid ${doomedInTransaction}`)).toHaveLength(1);
      await dataSource.query(`SELECT pg_terminate_backend(pid) ${doomedInTransaction}`);
      await doomedNc.close();
      await waitFor(async () => (await dataSource.query(`SELECT pid ${doomedInTransaction}`)).length === 0);
      expect(await effects('consumer-crash')).toBe(0); // the effect died with its transaction

      await startConsumer(new RecordingHandler('consumer-crash'), { maxDeliver: 5 });
      await waitFor(async () => (await effects('consumer-crash')) === 1, 10_000);
      await new Promise((r) => setTimeout(r, 1_500)); // past another ack wait: nothing more arrives
      expect(await effects('consumer-crash')).toBe(1);
      await stopDoomed();
      expect(await effects('consumer-crash')).toBe(1);
    } finally {
      await stopDoomed();
    }
  });
});
