import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RpcPattern, TossWebhookDto, TossWebhookReceipt } from '@maeum/contracts';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/**
 * Toss's webhook URL (set in Toss's developer centre). Public by nature, so billing trusts nothing
 * in the body: it looks the named order up at Toss and settles it from that answer.
 */
@ApiTags('billing')
@Controller('webhooks')
export class TossWebhookController {
  constructor(private readonly services: ServicesClient) {}

  @Post('toss')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{ received: true } for any well-formed event, known order or not' })
  receive(@Body() body: TossWebhookDto, @CurrentCaller() caller: Caller): Promise<TossWebhookReceipt> {
    return this.services.ask(RpcPattern.paymentsWebhook, body, caller);
  }
}
