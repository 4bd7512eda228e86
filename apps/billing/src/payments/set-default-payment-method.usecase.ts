import { Injectable } from '@nestjs/common';
import type { PaymentMethodView } from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { RecordNotFoundError } from './payments.exception';

/** Makes one of the caller's cards the default, the one renewals charge; answers the cards. */
@Injectable()
export class SetDefaultPaymentMethodUseCase {
  constructor(private readonly unitOfWork: BillingUnitOfWork) {}

  async execute(userId: string, id: string): Promise<PaymentMethodView[]> {
    await this.unitOfWork.run(async ({ customers, methods }) => {
      await customers.lockUser(userId);
      if (!(await methods.isOwn(userId, id))) throw new RecordNotFoundError('Payment method');
      await methods.clearDefault(userId);
      await methods.markDefault(id);
      await methods.setSubscriptionDefault(userId, id);
    });
    return this.unitOfWork.direct().methods.list(userId);
  }
}
