import { Injectable, Logger } from '@nestjs/common';
import type { SessionType, UsageReservation, UsageReserveRequest } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';

/**
 * What a message must hold before it is answered: a session not yet counted keeps its place (or
 * takes one anew, if its place was given back), pinned for this reply; a text session's message
 * one of the day's texts under `textHoldId`. Undefined when it holds nothing (a voice session
 * already counted).
 */
export function messageHolds(
  session: { id: string; session_type: SessionType; usage_counted: boolean },
  textHoldId: string,
): UsageReserveRequest | undefined {
  const request: UsageReserveRequest = {};
  if (!session.usage_counted)
    request.session = { holdId: session.id, type: session.session_type, reply: true };
  if (session.session_type === 'text') request.text = { holdId: textHoldId };
  return request.session || request.text ? request : undefined;
}

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
