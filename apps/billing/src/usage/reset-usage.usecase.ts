import { Injectable } from '@nestjs/common';
import type { UsageResetResult } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { SubscriptionStore } from '../subscriptions/subscription.store';

/**
 * The monthly reset: one set-based UPDATE of every row still counting an earlier month. Running it
 * twice resets once: the second run finds no row before this month.
 */
@Injectable()
export class ResetUsageUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: SubscriptionStore,
  ) {}

  async execute(asOf = new Date()): Promise<UsageResetResult> {
    const monthStart = this.store.month(asOf).start;
    const [, reset]: [unknown, number] = await this.dataSource.query(
      `UPDATE "billing"."user_subscriptions"
          SET "sessions_used" = 0, "voice_sessions_used" = 0, "text_sessions_used" = 0, "last_reset_date" = $1
        WHERE "last_reset_date" < $1`,
      [monthStart],
    );
    return { monthStart, reset };
  }
}
