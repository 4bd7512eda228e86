import { Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { RpcPattern } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

/** Settings' "Reset chat history": every session and message of the caller is deleted. */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class ChatHistoryController {
  constructor(private readonly services: ServicesClient) {}

  @Idempotent('sessions')
  @Post('chat-history/reset')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Every session and message deleted' })
  async reset(@CurrentCaller() caller: Caller): Promise<void> {
    await this.services.ask(RpcPattern.sessionsResetHistory, undefined, caller);
  }
}
