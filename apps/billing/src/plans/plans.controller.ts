import { Controller } from '@nestjs/common';
import { PlanView, RpcPattern } from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { PlanCatalog } from './plan-catalog';

@Controller()
export class PlansController {
  constructor(private readonly catalog: PlanCatalog) {}

  @RpcHandler(RpcPattern.billingPlans)
  list(): PlanView[] {
    return this.catalog.visible();
  }
}
