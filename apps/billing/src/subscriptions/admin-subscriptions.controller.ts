import { Controller } from '@nestjs/common';
import {
  AdminGrantPlanDto,
  type AdminOverview,
  AdminOverviewDaysDto,
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

  /** The operator's overview: plan mix now, and payments and refunds per day (UTC), counts and won. */
  @RpcHandler(RpcPattern.billingAdminOverview)
  async overview(input: AdminOverviewDaysDto): Promise<Pick<AdminOverview, 'planMix' | 'payments'>> {
    const [mix, payments]: [
      { plan_id: AdminPlanOfUser['planId']; users: string; granted: string }[],
      { day: string; paid: string; paid_amount: string; refunded: string; refunded_amount: string }[],
    ] = await Promise.all([
      this.dataSource.query(
        `SELECT CASE WHEN "status" = 'cancelled' AND ("ends_at" IS NULL OR "ends_at" <= now()) THEN 'free' ELSE "plan_id" END AS "plan_id",
                count(*) AS "users", count("granted_at") AS "granted"
           FROM "billing"."user_subscriptions" GROUP BY 1 ORDER BY 1`,
      ),
      this.dataSource.query(
        `WITH events AS (
           SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "amount", false AS "refund" FROM "billing"."invoices"
            WHERE "status" IN ('paid', 'refunded')
           UNION ALL
           SELECT ("refunded_at" AT TIME ZONE 'UTC')::date, "amount", true FROM "billing"."invoices" WHERE "refunded_at" IS NOT NULL)
         SELECT to_char("day", 'YYYY-MM-DD') AS "day",
                count(*) FILTER (WHERE NOT "refund") AS "paid", coalesce(sum("amount") FILTER (WHERE NOT "refund"), 0) AS "paid_amount",
                count(*) FILTER (WHERE "refund") AS "refunded", coalesce(sum("amount") FILTER (WHERE "refund"), 0) AS "refunded_amount"
           FROM events WHERE "day" >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1)
          GROUP BY "day" ORDER BY "day"`,
        [input.days],
      ),
    ]);
    return {
      planMix: mix.map((row) => ({
        planId: row.plan_id,
        users: Number(row.users),
        granted: Number(row.granted),
      })),
      payments: payments.map((row) => ({
        day: row.day,
        paid: Number(row.paid),
        paidAmount: Number(row.paid_amount),
        refunded: Number(row.refunded),
        refundedAmount: Number(row.refunded_amount),
      })),
    };
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
