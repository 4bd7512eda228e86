import { Controller } from '@nestjs/common';
import {
  AdminGrantPlanDto,
  type AdminPlanOfUser,
  AdminPlansOfDto,
  AdminUserIdDto,
  RpcPattern,
  type SubscriptionView,
} from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { GrantPlanUseCase } from './grant-plan.usecase';

/**
 * What billing answers the admin service (which checks the admin rules and audits): the plans of a
 * page of the user list, one user's plan and usage, and a plan grant. No gateway route leads here.
 */
@Controller()
export class AdminSubscriptionsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: GetSubscriptionUseCase,
    private readonly grantPlan: GrantPlanUseCase,
  ) {}

  @RpcHandler(RpcPattern.billingAdminPlansOf)
  async plansOf(input: AdminPlansOfDto): Promise<AdminPlanOfUser[]> {
    const rows: { user_id: string; plan_id: AdminPlanOfUser['planId']; granted: boolean }[] =
      await this.dataSource.query(
        `SELECT "user_id", CASE WHEN "status" = 'cancelled' AND ("ends_at" IS NULL OR "ends_at" <= now()) THEN 'free' ELSE "plan_id" END AS "plan_id",
                "granted_at" IS NOT NULL AS "granted"
           FROM "billing"."user_subscriptions" WHERE "user_id" = ANY($1::uuid[])`,
        [input.userIds],
      );
    return rows.map((row) => ({ userId: row.user_id, planId: row.plan_id, granted: row.granted }));
  }

  @RpcHandler(RpcPattern.billingAdminSubscription)
  subscription(input: AdminUserIdDto): Promise<SubscriptionView> {
    return this.subscriptions.view(input.userId);
  }

  @RpcHandler(RpcPattern.billingAdminGrantPlan)
  grant(input: AdminGrantPlanDto): Promise<SubscriptionView> {
    return this.grantPlan.execute(input.userId, input.planId);
  }
}
