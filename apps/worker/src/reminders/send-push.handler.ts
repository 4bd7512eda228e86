import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, RpcPattern, SendPushJob } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { Job, UnrecoverableError } from 'bullmq';
import webpush from 'web-push';
import { JobHandler } from '@maeum/service-kit';
import { REMINDER_PUSH } from './push-copy';
import { WorkerConfig } from '../worker.config';

/** The push service no longer knows the subscription: the device unsubscribed or expired. */
const GONE = new Set([404, 410]);

/**
 * Sends a reminder to each of a person's devices by the Web Push protocol (RFC 8030, encrypted
 * per RFC 8291, VAPID RFC 8292) through the `web-push` library. A subscription answered 404/410 is
 * removed in auth. Only when no device took it and some failed otherwise is the job retried.
 */
@Injectable()
export class SendPushHandler implements JobHandler<typeof JobName.sendPush> {
  readonly jobName = JobName.sendPush;
  private readonly logger = new Logger(SendPushHandler.name);

  constructor(
    private readonly config: WorkerConfig,
    @Inject(RpcClient) private readonly rpc: RpcClient,
  ) {}

  async handle(job: Job<SendPushJob>): Promise<{ delivered: number; gone: number; failed: number }> {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = this.config;
    if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) throw new UnrecoverableError('Web push is not configured');
    const copy = REMINDER_PUSH[job.data.locale] ?? REMINDER_PUSH.en;
    const payload = JSON.stringify({ ...copy, url: job.data.url, tag: 'maeum-reminder' });
    const gone: string[] = [];
    let delivered = 0;
    let failed = 0;
    for (const subscription of job.data.subscriptions) {
      try {
        await webpush.sendNotification(subscription, payload, {
          vapidDetails: {
            subject: VAPID_SUBJECT,
            publicKey: VAPID_PUBLIC_KEY,
            privateKey: VAPID_PRIVATE_KEY,
          },
          TTL: 6 * 60 * 60,
          timeout: 10_000,
        });
        delivered += 1;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && GONE.has(status)) gone.push(subscription.id);
        else {
          failed += 1;
          this.logger.warn({ jobId: job.id, status, reason: (error as Error).message }, 'Push not delivered');
        }
      }
    }
    if (gone.length) await this.rpc.request(RpcPattern.pushGone, { ids: gone }, { timeoutMs: 10_000 });
    if (delivered === 0 && failed > 0) throw new Error(`Push not delivered to ${failed} device(s)`);
    return { delivered, gone: gone.length, failed };
  }
}
