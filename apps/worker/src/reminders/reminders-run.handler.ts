import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, RemindersRunResult, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { JobHandler } from '@maeum/service-kit';

/**
 * Asks auth to queue the reminders due now. Auth marks each person's day in the same transaction
 * as it queues, so a retried or duplicated pass sends once per person per day.
 */
@Injectable()
export class RemindersRunHandler implements JobHandler<typeof JobName.remindersRun> {
  readonly jobName = JobName.remindersRun;
  private readonly logger = new Logger(RemindersRunHandler.name);

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async handle(): Promise<RemindersRunResult> {
    const result = await this.rpc.request(RpcPattern.remindersRun, {}, { timeoutMs: 60_000 });
    if (result.queued || result.held) this.logger.log(result, 'Reminders pass');
    return result;
  }
}
