import { Injectable, Logger } from '@nestjs/common';
import type { TossWebhookReceipt, TossWebhookRequest } from '@maeum/contracts';
import { ReconcileOpenOrdersUseCase } from './reconcile-open-orders.usecase';

/**
 * handle-toss-webhook (spec §7): anyone can post to the webhook URL, so its body is only a hint.
 * The order it names is settled from Toss's own answer to a lookup, never from the body; an
 * unknown order or event is acknowledged and ignored (Toss retries anything but a 200).
 */
const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

@Injectable()
export class HandleTossWebhookUseCase {
  private readonly logger = new Logger(HandleTossWebhookUseCase.name);

  constructor(private readonly reconcile: ReconcileOpenOrdersUseCase) {}

  async execute(request: TossWebhookRequest): Promise<TossWebhookReceipt> {
    const orderId = request.data.orderId;
    if (
      request.eventType !== 'PAYMENT_STATUS_CHANGED' ||
      typeof orderId !== 'string' ||
      !ORDER_ID.test(orderId)
    )
      return { received: true };
    const settled = await this.reconcile.settleOne(orderId);
    if (settled) this.logger.log({ orderId }, 'Order settled from a Toss webhook');
    return { received: true };
  }
}
