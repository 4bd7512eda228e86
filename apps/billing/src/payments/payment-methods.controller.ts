import { Controller } from '@nestjs/common';
import { CheckoutView, PaymentMethodView, RecordIdDto, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { RemovePaymentMethodUseCase } from './remove-payment-method.usecase';
import { SetDefaultPaymentMethodUseCase } from './set-default-payment-method.usecase';
import { StartCheckoutUseCase } from './start-checkout.usecase';

/** The caller's cards (spec §2 Payment Methods): list, add, make default, remove. */
@Controller()
export class PaymentMethodsController {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly checkout: StartCheckoutUseCase,
    private readonly setDefaultCard: SetDefaultPaymentMethodUseCase,
    private readonly removeCard: RemovePaymentMethodUseCase,
  ) {}

  @RpcHandler(RpcPattern.paymentMethodsList)
  list(_request: void, call: RpcCallContext): Promise<PaymentMethodView[]> {
    return this.unitOfWork.direct().methods.list(call.callerId());
  }

  @RpcHandler(RpcPattern.paymentMethodsAdd)
  add(_request: void, call: RpcCallContext): Promise<CheckoutView> {
    return this.checkout.addCard(call.callerId());
  }

  @RpcHandler(RpcPattern.paymentMethodsSetDefault)
  setDefault(input: RecordIdDto, call: RpcCallContext): Promise<PaymentMethodView[]> {
    return this.setDefaultCard.execute(call.callerId(), input.id);
  }

  @RpcHandler(RpcPattern.paymentMethodsRemove)
  remove(input: RecordIdDto, call: RpcCallContext): Promise<PaymentMethodView[]> {
    return this.removeCard.execute(call.callerId(), input.id);
  }
}
