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
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { GrantPlanUseCase } from './grant-plan.usecase';

/**
 * What billing answers the admin service (which checks the admin rules and audits): the plans of a
 * page of the user list, one user's plan and usage, and a plan grant. No gateway route leads here.
 */
@Controller()
export class AdminSubscriptionsController {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: GetSubscriptionUseCase,
    private readonly grantPlan: GrantPlanUseCase,
  ) {}

  @RpcHandler(RpcPattern.billingAdminPlansOf)
  async plansOf(input: AdminPlansOfDto): Promise<AdminPlanOfUser[]> {
    const rows = await this.unitOfWork.direct().subscriptions.plansOf(input.userIds);
    return rows.map((row) => ({ userId: row.user_id, planId: row.plan_id, granted: row.granted }));
  }

  /** The operator's overview: plan mix now, and payments and refunds per day (UTC), counts and won. */
  @RpcHandler(RpcPattern.billingAdminOverview)
  async overview(input: AdminOverviewDaysDto): Promise<Pick<AdminOverview, 'planMix' | 'payments'>> {
    const direct = this.unitOfWork.direct();
    const [mix, payments] = await Promise.all([
      direct.subscriptions.planMix(),
      direct.invoices.paymentsPerDay(input.days),
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
