import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import { dependencyAddress, waitForDependency, watchRedis } from './dependency-wait';

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    logger: {
      warn: (_o: object, m: string) => void lines.push(`warn ${m}`),
      info: (_o: object, m: string) => void lines.push(`info ${m}`),
    },
  };
}

describe('waitForDependency', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs one line per failed attempt naming the dependency, backs off, and says when it is reached', async () => {
    const { lines, logger } = recorder();
    let calls = 0;
    // The delays asked of the timer, not the wall clock: a loaded machine stretches those.
    const delays: number[] = [];
    const realSetTimeout = global.setTimeout;
    const timer = jest.spyOn(global, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      return realSetTimeout(fn, 0);
    }) as typeof setTimeout);
    const result = await waitForDependency(
      'NATS',
      'nats://nats:4222',
      async () => {
        if (++calls < 4) throw Object.assign(new Error('connect refused'), { code: 'CONNECTION_REFUSED' });
        return 'connected';
      },
      logger,
      { firstDelayMs: 10, maxDelayMs: 40 },
    );
    expect(result).toBe('connected');
    expect(lines).toEqual([
      'warn waiting for NATS at nats://nats:4222 (attempt 1): CONNECTION_REFUSED connect refused',
      'warn waiting for NATS at nats://nats:4222 (attempt 2): CONNECTION_REFUSED connect refused',
      'warn waiting for NATS at nats://nats:4222 (attempt 3): CONNECTION_REFUSED connect refused',
      'info NATS at nats://nats:4222 reached (attempt 4)',
    ]);
    timer.mockRestore();
    expect(delays).toEqual([10, 20, 40]);
  });

  it('gives up past its limit with an error that names the dependency', async () => {
    const { logger } = recorder();
    await expect(
      waitForDependency(
        'Postgres',
        'postgres://db:5432/maeum',
        () => Promise.reject(new Error('refused')),
        logger,
        {
          firstDelayMs: 10,
          giveUpAfterMs: 50,
        },
      ),
    ).rejects.toThrow(/^Postgres at postgres:\/\/db:5432\/maeum unreachable after \d+ attempts: refused$/);
  });

  it('shows addresses without credentials', () => {
    expect(dependencyAddress('postgres://u:pw@db:5432/maeum')).toBe('postgres://db:5432/maeum');
    expect(dependencyAddress('nats://a:4222,nats://b:4222')).toBe('nats://a:4222,nats://b:4222');
    expect(dependencyAddress('redis://:secret@cache:6379')).toBe('redis://cache:6379');
  });
});

describe('watchRedis', () => {
  it('logs once when Redis goes and once when it is back, whatever the number of errors', () => {
    const client = Object.assign(new EventEmitter(), { options: { host: 'cache', port: 6380 } });
    const lines: string[] = [];
    watchRedis(client as unknown as Redis, {
      warn: (m: string) => void lines.push(`warn ${m}`),
      info: (m: string) => void lines.push(`info ${m}`),
    });
    for (let i = 0; i < 1000; i++)
      client.emit('error', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    client.emit('ready');
    client.emit('ready');
    client.emit('error', new Error('read ECONNRESET'));
    expect(lines).toEqual([
      'warn Redis at redis://cache:6380 is unreachable (connect ECONNREFUSED); retrying quietly until it is back',
      'info Redis at redis://cache:6380 is back',
      'warn Redis at redis://cache:6380 is unreachable (read ECONNRESET); retrying quietly until it is back',
    ]);
  });
});
