import { Controller } from '@nestjs/common';
import {
  CheckoutDto,
  CheckoutView,
  ConfirmPaymentDto,
  ConfirmPaymentView,
  RpcPattern,
  SandboxApproveDto,
  SandboxApproveView,
  SettleOrderDto,
  SettleOrderResult,
  TossWebhookDto,
  TossWebhookReceipt,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ConfirmPaymentUseCase } from './confirm-payment.usecase';
import { HandleTossWebhookUseCase } from './handle-toss-webhook.usecase';
import { ReconcileOpenOrdersUseCase } from './reconcile-open-orders.usecase';
import { SandboxApproveUseCase } from './sandbox-approve.usecase';
import { StartCheckoutUseCase } from './start-checkout.usecase';

@Controller()
export class PaymentsController {
  constructor(
    private readonly checkout: StartCheckoutUseCase,
    private readonly sandboxApprove: SandboxApproveUseCase,
    private readonly confirmPayment: ConfirmPaymentUseCase,
    private readonly handleWebhook: HandleTossWebhookUseCase,
    private readonly reconcile: ReconcileOpenOrdersUseCase,
  ) {}

  @RpcHandler(RpcPattern.paymentsCheckout)
  start(input: CheckoutDto, call: RpcCallContext): Promise<CheckoutView> {
    return this.checkout.execute(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.paymentsSandboxApprove)
  approve(input: SandboxApproveDto, call: RpcCallContext): Promise<SandboxApproveView> {
    return this.sandboxApprove.execute(call.callerId(), input);
  }

  /** From the gateway's public webhook URL: no caller, only a hint to look the order up. */
  @RpcHandler(RpcPattern.paymentsWebhook)
  webhook(input: TossWebhookDto): Promise<TossWebhookReceipt> {
    return this.handleWebhook.execute(input);
  }

  @RpcHandler(RpcPattern.paymentsConfirm)
  confirm(input: ConfirmPaymentDto, call: RpcCallContext): Promise<ConfirmPaymentView> {
    return this.confirmPayment.execute(call.callerId(), input);
  }

  /** The worker's delayed `order-reconcile` job: `settled: false` makes it try again later. */
  @RpcHandler(RpcPattern.billingSettleOrder)
  async settleOrder(input: SettleOrderDto): Promise<SettleOrderResult> {
    return { settled: await this.reconcile.settleOrder(input.orderId) };
  }
}
