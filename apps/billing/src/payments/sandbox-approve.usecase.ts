import { Injectable } from '@nestjs/common';
import type { SandboxApproveRequest, SandboxApproveView } from '@maeum/contracts';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import {
  OrderNotFoundError,
  PaymentFailedError,
  PaymentProviderUnavailableError,
  SandboxOffError,
} from './payments.exception';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { TossError } from './toss/toss.error';
import { TossClient } from './toss/toss.client';

/**
 * The Pay button of the sandbox checkout page: registers a test card with the sandbox, as Toss's
 * card window would, and hands back what Toss would append to the success URL. Sandbox mode only.
 */
@Injectable()
export class SandboxApproveUseCase {
  constructor(
    private readonly toss: TossClient,
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: SubscriptionStore,
  ) {}

  async execute(userId: string, request: SandboxApproveRequest): Promise<SandboxApproveView> {
    if (!this.toss.sandboxMode) throw new SandboxOffError();
    const order = await this.unitOfWork.direct().orders.findOwn(userId, request.orderId);
    if (!order || order.status !== 'pending') throw new OrderNotFoundError();
    const { customer_key: customerKey } = await this.subscriptions.read(userId);
    try {
      const { authKey } = await this.toss.sandboxRegisterCard(customerKey, request.cardNumber);
      return { orderId: order.order_id, amount: order.amount, authKey, customerKey };
    } catch (error) {
      if (error instanceof TossError && !error.retryable)
        throw new PaymentFailedError(error.message, error.code);
      if (error instanceof TossError) throw new PaymentProviderUnavailableError();
      throw error;
    }
  }
}
