import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { JobHandler } from '../jobs/job-handler';

/** Asks the journal to write the weekly recaps due now (its Monday, per writer's time zone). */
@Injectable()
export class WeeklySummaryHandler implements JobHandler<typeof JobName.weeklySummary> {
  readonly jobName = JobName.weeklySummary;
  private readonly logger = new Logger(WeeklySummaryHandler.name);

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async handle(): Promise<{ written: number }> {
    const result = await this.rpc.request(RpcPattern.journalWeeklyRun, {}, { timeoutMs: 120_000 });
    this.logger.log(result, 'Weekly recap pass');
    return result;
  }
}
