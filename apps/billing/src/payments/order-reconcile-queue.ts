import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobName, type JobOf, QueueName } from '@maeum/contracts';
import { JobProducer } from '@maeum/service-kit';
import { BillingConfig } from '../billing.config';

/** With the back-off doubling from the delay (30 s): tries over about an hour, then the hourly pass. */
const ATTEMPTS = 8;

/**
 * Hands an order to the worker's `maintenance` queue as a delayed `order-reconcile` job (same
 * prefix as the worker), queued when a confirm claims it: if that confirm never finishes (a crash,
 * a lost answer), the job asks Toss within a minute instead of the hourly pass. The job id is the
 * order id, so parallel confirms queue it once; settling is idempotent, so a late job is harmless.
 */
@Injectable()
export class OrderReconcileQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(OrderReconcileQueue.name);
  private readonly producer: JobProducer<JobOf<typeof JobName.orderReconcile>>;
  private readonly delayMs: number;

  constructor(config: BillingConfig) {
    this.delayMs = config.ORDER_RECONCILE_DELAY_MS;
    this.producer = new JobProducer(config, QueueName.maintenance, this.logger);
  }

  /** Never fails its caller: without Redis the hourly pass is still there (and the log says so). */
  async settleLater(orderId: string): Promise<void> {
    try {
      await this.producer.add(
        JobName.orderReconcile,
        { orderId },
        {
          jobId: `order-reconcile-${orderId}`,
          delay: this.delayMs,
          attempts: ATTEMPTS,
          backoff: { type: 'exponential', delay: this.delayMs },
          removeOnComplete: true,
          removeOnFail: { age: 7 * 24 * 60 * 60 },
        },
        'Order reconcile',
      );
    } catch (error) {
      this.logger.warn({ orderId, reason: (error as Error).message }, 'Order reconcile job not queued');
    }
  }

  onApplicationShutdown(): Promise<void> {
    return this.producer.close();
  }
}
