import { Inject, Injectable } from '@nestjs/common';
import { JobName, type JobOf, RpcPattern, type SettleOrderResult } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { Job } from 'bullmq';
import { JobHandler } from '@maeum/service-kit';

/** An order Toss has no final answer for yet: the job fails, and BullMQ asks again after its back-off. */
export class OrderStillOpenError extends Error {
  constructor(orderId: string) {
    super(`Order ${orderId} is not settled yet`);
    this.name = 'OrderStillOpenError';
  }
}

/**
 * Asks billing to settle one payment order, queued (delayed) by billing when a confirm claimed
 * it: a confirm cut off by a crash or a lost answer is looked up at Toss within a minute, not at
 * the hourly pass. Settling is idempotent, so a repeated or late job changes nothing.
 */
@Injectable()
export class OrderReconcileHandler implements JobHandler<typeof JobName.orderReconcile> {
  readonly jobName = JobName.orderReconcile;

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async handle(job: Job<JobOf<typeof JobName.orderReconcile>>): Promise<SettleOrderResult> {
    const result = await this.rpc.request(RpcPattern.billingSettleOrder, job.data, { timeoutMs: 60_000 });
    if (!result.settled) throw new OrderStillOpenError(job.data.orderId);
    return result;
  }
}
