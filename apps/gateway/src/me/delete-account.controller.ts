import {
  Body,
  Controller,
  Delete,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AccountDeletionResult, DeleteAccountDto, RpcPattern } from '@maeum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RefreshCookie } from '../auth/refresh-cookie';
import { Caller, CurrentCaller } from '../core/caller';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { ServicesClient } from '../core/services.client';

/**
 * DELETE /api/me: the caller's account, never one named in the request, with a recent proof in
 * the body (`currentPassword`, or a sign-in in the last 5 minutes for accounts without one). Every session ends at
 * once; the other services delete their rows on `auth.user.deleted.v1` and the rest is purged
 * within 30 days. 202 because that part happens after the answer.
 */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class DeleteAccountController {
  private readonly cookie: RefreshCookie;

  constructor(
    private readonly services: ServicesClient,
    @Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime,
  ) {
    this.cookie = new RefreshCookie(runtime.config.PUBLIC_URL);
  }

  @Delete()
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('cache-control', 'no-store')
  @ApiAcceptedResponse({ description: '{ status: "deleted" }; the refresh cookie is cleared' })
  async delete(
    @Body() body: DeleteAccountDto,
    @CurrentCaller() caller: Caller,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountDeletionResult> {
    this.cookie.assertSameSite(request);
    const result = await this.services.ask(
      RpcPattern.meDelete,
      { currentPassword: body?.currentPassword },
      caller,
    );
    this.cookie.clear(reply);
    return result;
  }
}
