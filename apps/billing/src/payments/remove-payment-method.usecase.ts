import { Injectable } from '@nestjs/common';
import { BillingErrorCode, type PaymentMethodView } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { RecordNotFoundError } from './payments.exception';

/**
 * The only card of a plan that renews cannot go (the renewal would fail); another card, or
 * cancelling first, makes it removable. Removing the default makes the newest other card default.
 */
@Injectable()
export class RemovePaymentMethodUseCase {
  constructor(private readonly unitOfWork: BillingUnitOfWork) {}

  async execute(userId: string, id: string): Promise<PaymentMethodView[]> {
    await this.unitOfWork.run(async ({ customers, methods }) => {
      await customers.lockUser(userId);
      const cards = await methods.cardsOf(userId);
      const card = cards.find((c) => c.id === id);
      if (!card) throw new RecordNotFoundError('Payment method');
      if ((await methods.hasRenewingPlan(userId)) && cards.length === 1)
        throw new RpcError(
          BillingErrorCode.paymentMethodInUse,
          'Add another card before removing the one your plan renews with.',
        );
      await methods.delete(card.id);
      const next = cards.find((c) => c.id !== card.id);
      if (card.is_default && next) {
        await methods.markDefault(next.id);
        await methods.setSubscriptionDefault(userId, next.id);
      }
    });
    return this.unitOfWork.direct().methods.list(userId);
  }
}
