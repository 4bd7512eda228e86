import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { PlanId, PlanView } from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { Plan } from './plan.entity';

/**
 * The plans, read once at boot: they change only by migration, and the limits check reads them on
 * every session start and message.
 */
@Injectable()
export class PlanCatalog implements OnApplicationBootstrap {
  private plans = new Map<PlanId, Plan>();

  constructor(private readonly unitOfWork: BillingUnitOfWork) {}

  async onApplicationBootstrap(): Promise<void> {
    const plans = await this.unitOfWork.direct().plans.allByRank();
    this.plans = new Map(plans.map((plan) => [plan.id, plan]));
    if (!this.plans.has('free')) throw new Error('Free plan not found');
  }

  get(id: PlanId): Plan {
    const plan = this.plans.get(id);
    if (!plan) throw new Error(`Unknown plan ${id}`);
    return plan;
  }

  has(id: string): id is PlanId {
    return this.plans.has(id as PlanId);
  }

  /** The grid: active plans a visitor may choose, by rank (Lite is hidden). */
  visible(): PlanView[] {
    return [...this.plans.values()].filter((plan) => plan.active && !plan.hidden).map(toPlanView);
  }
}

export function toPlanView(plan: Plan): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    descriptionKo: plan.descriptionKo,
    priceUsd: plan.priceUsd,
    priceKrw: plan.priceKrw,
    priceKrwAnnual: plan.priceKrwAnnual,
    features: plan.features,
    monthlySessions: plan.monthlySessions,
    sessionMinutes: plan.sessionMinutes,
    dailyTexts: plan.dailyTexts,
    emojiIcon: plan.emojiIcon,
    isMostPopular: plan.isMostPopular,
    rank: plan.rank,
  };
}
