import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, JobOf, PurgeDeletedAccountsResult, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { Job } from 'bullmq';
import { JobHandler } from '@maeum/service-kit';

/**
 * Asks auth to hard-delete accounts deleted more than `olderThanDays` ago (the legal text promises
 * 30). The other services already deleted their rows on `auth.user.deleted.v1`. Safe to repeat.
 */
@Injectable()
export class AccountPurgeHandler implements JobHandler<typeof JobName.accountPurge> {
  readonly jobName = JobName.accountPurge;
  private readonly logger = new Logger(AccountPurgeHandler.name);

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async handle(job: Job<JobOf<typeof JobName.accountPurge>>): Promise<PurgeDeletedAccountsResult> {
    const result = await this.rpc.request(
      RpcPattern.authPurgeDeleted,
      { olderThanDays: job.data.olderThanDays },
      { timeoutMs: 60_000 },
    );
    this.logger.log({ purged: result.purged }, 'Account purge pass');
    return result;
  }
}
