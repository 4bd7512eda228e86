import { MessagingNames } from '@maeum/messaging';
import { UserDataKeys } from '@maeum/persistence';
import { testNamespace, waitFor } from '@maeum/testing';
import { connect, NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { CacheBroadcast } from './cache-broadcast';

/** A data_keys table in memory: enough of an EntityManager for UserDataKeys. */
function keyTable(): EntityManager {
  const rows = new Map<string, string>();
  return {
    query: async (sql: string, params: string[]) => {
      const [userId, fresh] = params;
      if (sql.startsWith('DELETE')) {
        rows.delete(userId!);
        return [];
      }
      if (sql.includes('INSERT') && !rows.has(userId!)) rows.set(userId!, fresh!);
      return rows.has(userId!) ? [{ wrapped_key: rows.get(userId!) }] : [];
    },
  } as unknown as EntityManager;
}

/**
 * Issue 27, many replicas: an account deleted on one replica is forgotten by every replica's data
 * keys (the unwrapped key and the texts it opened), through one core NATS broadcast.
 */
describe('forgetting on every replica', () => {
  const connections: NatsConnection[] = [];

  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
  });

  it('a key shredded on one replica is dropped by the others, and not cached again for a while', async () => {
    const namespace = testNamespace();
    const secret = randomBytes(32).toString('base64');
    const table = keyTable();
    const replicas = await Promise.all(
      [0, 1, 2].map(async () => {
        const connection = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
        connections.push(connection);
        const broadcast = new CacheBroadcast({ connection, names: new MessagingNames(namespace) });
        const keys = new UserDataKeys({ manager: table } as unknown as DataSource, secret, 'journal');
        broadcast.on('user', (userId) => keys.forget(userId));
        return { broadcast, keys };
      }),
    );
    await Promise.all(connections.map((c) => c.flush()));
    const userId = 'b7c1a3e2-0000-4000-8000-000000000001';
    const sealed = (await replicas[0]!.keys.cipherFor(userId)).seal('what they wrote');
    for (const replica of replicas)
      expect((await replica.keys.cipherFor(userId)).open(sealed)).toBe('what they wrote');
    expect(replicas.every((r) => r.keys.holds(userId))).toBe(true);

    await replicas[0]!.keys.destroy(table, userId);
    replicas[0]!.broadcast.announce('user', userId);
    await waitFor(() => replicas.every((r) => !r.keys.holds(userId)), 5000);

    // A read racing the deletion on another replica does not put the key back in its cache.
    await replicas[2]!.keys.cipherFor(userId);
    expect(replicas[2]!.keys.holds(userId)).toBe(false);
    // Other people's keys stay where they are.
    const otherUser = 'b7c1a3e2-0000-4000-8000-000000000002';
    await replicas[1]!.keys.cipherFor(otherUser);
    expect(replicas[1]!.keys.holds(otherUser)).toBe(true);
  });
});
