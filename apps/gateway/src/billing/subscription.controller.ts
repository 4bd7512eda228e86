import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CancelSubscriptionDto,
  DowngradeSubscriptionDto,
  LimitsQueryDto,
  LimitsView,
  RpcPattern,
  SubscriptionView,
} from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

/** The caller's own subscription: no route takes a user or subscription id. */
@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly services: ServicesClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The current-subscription record with sessionsLeft' })
  get(@CurrentCaller() caller: Caller): Promise<SubscriptionView> {
    return this.services.ask(RpcPattern.billingSubscription, undefined, caller);
  }

  @Get('limits')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ allowed, reason, planName, used, limit, sessionMinutes, dailyTexts }' })
  limits(@Query() query: LimitsQueryDto, @CurrentCaller() caller: Caller): Promise<LimitsView> {
    return this.services.ask(RpcPattern.billingLimits, query, caller);
  }

  @Idempotent('billing')
  @Post('cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "The subscription, cancelled: benefits stay until 'Ends on'" })
  cancel(@Body() body: CancelSubscriptionDto, @CurrentCaller() caller: Caller): Promise<SubscriptionView> {
    return this.services.ask(RpcPattern.billingCancel, body, caller);
  }

  @Idempotent('billing')
  @Post('resume')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'The cancelled subscription, active again until its end date (409 nothing_to_resume after it)',
  })
  resume(@CurrentCaller() caller: Caller): Promise<SubscriptionView> {
    return this.services.ask(RpcPattern.billingResume, undefined, caller);
  }

  @Idempotent('billing')
  @Post('downgrade')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The subscription with the downgrade scheduled for the end of the period' })
  downgrade(
    @Body() body: DowngradeSubscriptionDto,
    @CurrentCaller() caller: Caller,
  ): Promise<SubscriptionView> {
    return this.services.ask(RpcPattern.billingDowngrade, body, caller);
  }
}
