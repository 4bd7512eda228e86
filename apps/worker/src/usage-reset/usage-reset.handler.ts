import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, RpcPattern, UsageResetResult } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { JobHandler } from '@maeum/service-kit';

/**
 * Asks billing to zero the plan usage counters of the new month: set-based UPDATEs there, which
 * touches only rows still counting an earlier month, so a retried or duplicated job resets once.
 */
@Injectable()
export class UsageResetHandler implements JobHandler<typeof JobName.usageReset> {
  readonly jobName = JobName.usageReset;
  private readonly logger = new Logger(UsageResetHandler.name);

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async handle(): Promise<UsageResetResult> {
    const result = await this.rpc.request(RpcPattern.billingUsageReset, {}, { timeoutMs: 120_000 });
    this.logger.log(result, 'Usage reset pass');
    return result;
  }
}
