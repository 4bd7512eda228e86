import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CheckoutDto,
  CheckoutView,
  ConfirmPaymentDto,
  ConfirmPaymentView,
  RpcPattern,
  SandboxApproveDto,
  SandboxApproveView,
} from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

/** Toss checkout: the server prices the order; the success page brings back what Toss handed it. */
@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('payments')
export class PaymentsController {
  constructor(private readonly services: ServicesClient) {}

  @Idempotent('billing')
  @Post('checkout')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      '{ orderId, amount, orderName, customerKey, clientKey, checkoutUrl, sandbox }; the open order of the same plan ' +
      'and period within its 10 minutes is answered again, and the caller’s other open orders are closed',
  })
  checkout(@Body() body: CheckoutDto, @CurrentCaller() caller: Caller): Promise<CheckoutView> {
    return this.services.ask(RpcPattern.paymentsCheckout, body, caller);
  }

  @Idempotent('billing')
  @Post('sandbox/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Sandbox mode only (404 with Toss keys): { orderId, amount, authKey, customerKey }',
  })
  approve(@Body() body: SandboxApproveDto, @CurrentCaller() caller: Caller): Promise<SandboxApproveView> {
    return this.services.ask(RpcPattern.paymentsSandboxApprove, body, caller);
  }

  @Idempotent('billing')
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      '{ subscription, invoice }; the same answer when confirmed again, never a second charge; 409 order_superseded ' +
      '(nothing charged) when a newer order was paid or the plan changed since the order was made',
  })
  confirm(@Body() body: ConfirmPaymentDto, @CurrentCaller() caller: Caller): Promise<ConfirmPaymentView> {
    return this.services.ask(RpcPattern.paymentsConfirm, body, caller);
  }
}
