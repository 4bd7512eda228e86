import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { TossSandbox } from '@maeum/toss-sandbox';
import { AppProcess, startApp, stopAll } from './app-process';
import { createTestDatabase, dropTestDatabase, testNamespace } from './test-resources';

export interface TestStackOptions {
  /**
   * Services started together before the gateway (auth, billing, worker…); `journal-worker` is the
   * journal in its worker role (and takes `envFor.journal`, then its own).
   */
  services: string[];
  /** Start the gateway after the services (default true). */
  gateway?: boolean;
  /** Environment for every app, on top of the stack's own database and namespace. */
  env?: Record<string, string>;
  /** Environment for one app only, on top of `env`. */
  envFor?: Record<string, Record<string, string>>;
  /**
   * A Toss sandbox in the test process (`stack.toss`, with its controls) that billing talks to,
   * instead of the one billing would start inside itself.
   */
  toss?: boolean;
}

/**
 * A private copy of the system for one test file: its own database and NATS namespace, the apps as
 * real processes, and a Postgres client on that database. `stop()` ends all of it.
 */
export class TestStack {
  private readonly apps = new Map<string, AppProcess>();
  private readonly queues = new Map<string, Queue>();
  private redisClient?: Redis;
  private tossSandbox?: TossSandbox;

  private constructor(
    readonly env: Record<string, string>,
    private readonly envFor: Record<string, Record<string, string>>,
    readonly db: Client,
  ) {}

  static async start(options: TestStackOptions): Promise<TestStack> {
    const env = {
      DATABASE_URL: await createTestDatabase(),
      MESSAGING_NAMESPACE: testNamespace(),
      ...options.env,
    };
    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const envFor = { ...options.envFor };
    const toss = options.toss ? await TossSandbox.start() : undefined;
    if (toss) envFor.billing = { TOSS_API_URL: toss.url, ...envFor.billing };
    const stack = new TestStack(env, envFor, db);
    stack.tossSandbox = toss;
    try {
      await Promise.all(options.services.map((name) => stack.start(name)));
      if (options.gateway !== false) await stack.start('gateway');
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  /** Starts (or starts again) one app of this stack. */
  async start(name: string): Promise<AppProcess> {
    const service = name.replace(/-(worker|api)$/, '');
    const app = await startApp(name, { ...this.env, ...this.envFor[service], ...this.envFor[name] });
    this.apps.set(name, app);
    return app;
  }

  app(name: string): AppProcess {
    const app = this.apps.get(name);
    if (!app) throw new Error(`${name} is not part of this stack`);
    return app;
  }

  /** The stack's Toss sandbox (`toss: true`). */
  get toss(): TossSandbox {
    if (!this.tossSandbox) throw new Error('Start the stack with toss: true');
    return this.tossSandbox;
  }

  get gateway(): AppProcess {
    return this.app('gateway');
  }

  /** A Redis client, shared by this stack's queues. */
  get redis(): Redis {
    this.redisClient ??= new Redis(this.env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      maxRetriesPerRequest: null,
    });
    return this.redisClient;
  }

  /** A BullMQ queue of this stack (the prefix the apps use), emptied and closed by `stop()`. */
  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis, prefix: `${this.env.MESSAGING_NAMESPACE}:bull` });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async stop(): Promise<void> {
    await stopAll([...this.apps.values()]);
    await this.tossSandbox?.close();
    for (const queue of this.queues.values()) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    // Rate-limit counters, revoked-session marks, OAuth flows: everything the apps kept under the namespace.
    const redis = this.redis;
    for await (const keys of redis.scanStream({
      match: `${this.env.MESSAGING_NAMESPACE}:*`,
      count: 500,
    }) as AsyncIterable<string[]>)
      if (keys.length) await redis.unlink(...keys);
    redis.disconnect();
    await this.db.end();
    await dropTestDatabase(this.env.DATABASE_URL!);
  }
}
