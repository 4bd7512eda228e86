import { Module } from '@nestjs/common';
import { PlanCatalog } from './plan-catalog';
import { PlansController } from './plans.controller';

/** GET /api/plans, and the catalogue every other billing feature reads plans from. */
@Module({ controllers: [PlansController], providers: [PlanCatalog], exports: [PlanCatalog] })
export class PlansModule {}
