import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, RenewalRunResult, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { JobHandler } from '@maeum/service-kit';
import { subscriptionRenewals } from './renewal-metrics';

/**
 * Asks billing for one renewal pass: cancelled and downgraded plans end, due periods are charged by
 * billing key, open orders are settled. Billing names each charge by subscription and period, so a
 * retried or duplicated job charges once.
 */
@Injectable()
export class SubscriptionRenewalHandler implements JobHandler<typeof JobName.subscriptionRenewal> {
  readonly jobName = JobName.subscriptionRenewal;
  private readonly logger = new Logger(SubscriptionRenewalHandler.name);

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async handle(): Promise<RenewalRunResult> {
    const result = await this.rpc.request(RpcPattern.billingRenewDue, {}, { timeoutMs: 300_000 });
    this.logger.log(result, 'Renewal pass');
    for (const key of ['renewed', 'failed', 'unsettled', 'ended', 'reconciled'] as const)
      subscriptionRenewals.inc({ result: key }, result[key] ?? 0);
    return result;
  }
}
