import type { Logger } from '@nestjs/common';
import type { AdminFailedJobRow } from '@maeum/contracts';
import { type Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import { watchRedis } from '../dependency-wait';

/** The Redis key prefix of every BullMQ queue of a namespace (the worker's and the producers'). */
export const queuePrefix = (namespace: string) => `${namespace}:bull`;

/** One job that used up its attempts, as an operator may see it: never its data. */
export type FailedJobSummary = AdminFailedJobRow;

const REASON_MAX = 200;

const trimmed = (text: string) => (text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text);

const summary = (queue: string, job: Job): FailedJobSummary => ({
  queue,
  id: String(job.id),
  name: job.name,
  reason: trimmed(job.failedReason ?? ''),
  attempts: job.attemptsMade,
  failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
});

/**
 * The failed sets of the worker's BullMQ queues (same prefix), read and retried on a Redis
 * connection of its own: how many failed, the newest, and one sent back to its queue. BullMQ moves
 * a job out of the failed set atomically, so a job is retried once however often it is asked.
 */
export class FailedJobs {
  private readonly connection: Redis;
  private readonly queues: Map<string, Queue>;

  constructor(
    config: { REDIS_URL: string; MESSAGING_NAMESPACE: string },
    queueNames: readonly string[],
    logger: Pick<Logger, 'warn'>,
  ) {
    this.connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    watchRedis(this.connection, logger, 'Redis of the failed jobs');
    this.queues = new Map(
      queueNames.map((name) => {
        const queue = new Queue(name, {
          connection: this.connection,
          prefix: queuePrefix(config.MESSAGING_NAMESPACE),
        });
        queue.on('error', () => undefined);
        return [name, queue];
      }),
    );
  }

  async count(): Promise<number> {
    const counts = await Promise.all([...this.queues.values()].map((queue) => queue.getFailedCount()));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  /** The newest failures first, across the queues, at most `limit`. */
  async latest(limit: number): Promise<FailedJobSummary[]> {
    const perQueue = await Promise.all(
      [...this.queues].map(async ([name, queue]) =>
        (await queue.getFailed(0, limit - 1)).filter(Boolean).map((job) => summary(name, job)),
      ),
    );
    return perQueue
      .flat()
      .sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''))
      .slice(0, limit);
  }

  /** Failed job `id` of `queue`, or undefined when it is not (or no longer) failed. */
  async get(queueName: string, id: string): Promise<FailedJobSummary | undefined> {
    const job = await this.queues.get(queueName)?.getJob(id);
    if (!job || (await job.getState()) !== 'failed') return undefined;
    return summary(queueName, job);
  }

  /**
   * Sends failed job `id` of `queue` back to be run again (its attempts start over). Undefined when
   * there is no such failed job: unknown, retried already, or removed.
   */
  async retry(queueName: string, id: string): Promise<FailedJobSummary | undefined> {
    const queue = this.queues.get(queueName);
    const job = queue && (await queue.getJob(id));
    if (!job) return undefined;
    const before = summary(queueName, job);
    try {
      // Refused by BullMQ unless the job is in the failed set at that moment.
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    } catch (error) {
      if ((await job.getState()) !== 'failed') return undefined;
      throw error;
    }
    return before;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
