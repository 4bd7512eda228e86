import { Injectable } from '@nestjs/common';
import type { LimitsView, SessionType, SubscriptionView } from '@maeum/contracts';
import { PlanCatalog } from '../plans/plan-catalog';
import { SubscriptionStore } from './subscription.store';
import { effectivePlanId, toLimitsView, toSubscriptionView } from './subscription-view';

/** GET /api/subscription and the limits check: one batched, prepared read and the plans in memory. */
@Injectable()
export class GetSubscriptionUseCase {
  constructor(
    private readonly store: SubscriptionStore,
    private readonly catalog: PlanCatalog,
  ) {}

  async view(userId: string): Promise<SubscriptionView> {
    const row = await this.store.read(userId);
    const now = new Date();
    return toSubscriptionView(row, this.catalog.get(effectivePlanId(row, now)), this.store.month(now));
  }

  async limits(userId: string, type: SessionType): Promise<LimitsView> {
    const row = await this.store.read(userId);
    const now = new Date();
    return toLimitsView(row, this.catalog.get(effectivePlanId(row, now)), this.store.month(now), type);
  }
}
