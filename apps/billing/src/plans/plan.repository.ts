import { EntityManager } from 'typeorm';
import { Plan } from './plan.entity';

/** billing.plans: the catalogue, read once at boot. */
export class PlanRepository {
  constructor(private readonly manager: EntityManager) {}

  allByRank(): Promise<Plan[]> {
    return this.manager.find(Plan, { order: { rank: 'ASC' } });
  }
}
