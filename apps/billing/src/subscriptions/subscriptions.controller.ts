import { Controller } from '@nestjs/common';
import {
  CancelSubscriptionDto,
  DowngradeSubscriptionDto,
  LimitsQueryDto,
  LimitsView,
  RpcPattern,
  SubscriptionView,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { CancelSubscriptionUseCase } from './cancel-subscription.usecase';
import { DowngradeSubscriptionUseCase } from './downgrade-subscription.usecase';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { ResumeSubscriptionUseCase } from './resume-subscription.usecase';

/** The caller's own subscription; the user is always the verified caller. */
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: GetSubscriptionUseCase,
    private readonly cancelSubscription: CancelSubscriptionUseCase,
    private readonly downgradeSubscription: DowngradeSubscriptionUseCase,
    private readonly resumeSubscription: ResumeSubscriptionUseCase,
  ) {}

  @RpcHandler(RpcPattern.billingSubscription)
  get(_request: void, call: RpcCallContext): Promise<SubscriptionView> {
    return this.subscriptions.view(call.callerId());
  }

  @RpcHandler(RpcPattern.billingLimits)
  limits(input: LimitsQueryDto, call: RpcCallContext): Promise<LimitsView> {
    return this.subscriptions.limits(call.callerId(), input.type ?? 'text');
  }

  @RpcHandler(RpcPattern.billingCancel)
  cancel(input: CancelSubscriptionDto, call: RpcCallContext): Promise<SubscriptionView> {
    return this.cancelSubscription.execute(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.billingResume)
  resume(_request: void, call: RpcCallContext): Promise<SubscriptionView> {
    return this.resumeSubscription.execute(call.callerId());
  }

  @RpcHandler(RpcPattern.billingDowngrade)
  downgrade(input: DowngradeSubscriptionDto, call: RpcCallContext): Promise<SubscriptionView> {
    return this.downgradeSubscription.execute(call.callerId(), input);
  }
}
