import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CheckoutView, PaymentMethodView, RecordIdDto, RpcPattern } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

/** The caller's cards, behind Toss billing keys. */
@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('payment-methods')
export class PaymentMethodsController {
  constructor(private readonly services: ServicesClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'Default first, then newest: brand, last four, expiry, default' })
  list(@CurrentCaller() caller: Caller): Promise<PaymentMethodView[]> {
    return this.services.ask(RpcPattern.paymentMethodsList, undefined, caller);
  }

  @Idempotent('billing')
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A card registration without a charge: like checkout, amount 0' })
  add(@CurrentCaller() caller: Caller): Promise<CheckoutView> {
    return this.services.ask(RpcPattern.paymentMethodsAdd, undefined, caller);
  }

  @Idempotent('billing')
  @Post(':id/default')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The cards, with this one the default' })
  setDefault(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<PaymentMethodView[]> {
    return this.services.ask(RpcPattern.paymentMethodsSetDefault, params, caller);
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'The cards left' })
  remove(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<PaymentMethodView[]> {
    return this.services.ask(RpcPattern.paymentMethodsRemove, params, caller);
  }
}
