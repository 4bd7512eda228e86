import { Injectable, Logger } from '@nestjs/common';
import type { UsageReservation, UsageReserveRequest } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';

/**
 * The plan's limits, as billing (the one counter) holds them: a start reserves one of the month's
 * sessions, a message one of the day's texts, before anything is used. This service never counts.
 */
@Injectable()
export class UsageHolds {
  private readonly logger = new Logger(UsageHolds.name);

  constructor(private readonly rpc: RpcClient) {}

  reserve(userId: string, request: UsageReserveRequest): Promise<UsageReservation> {
    return this.rpc.request('billing.usage.reserve', request, { userId });
  }

  /**
   * Gives back holds whose reply will not come. Never throws: a hold not given back here (billing
   * unreachable, this process gone) expires in billing and is given back there.
   */
  async release(userId: string, holdIds: string[]): Promise<void> {
    if (holdIds.length === 0) return;
    try {
      await this.rpc.request('billing.usage.release', { holdIds }, { userId });
    } catch (error) {
      this.logger.warn({ err: error, holds: holdIds.length }, 'Usage holds left to expire');
    }
  }
}
