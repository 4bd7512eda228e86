import {
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
import { AccountDeletionResult, RpcPattern } from '@maeum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHeaders } from '../auth/client-info';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { RefreshCookie } from '../auth/refresh-cookie';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

/**
 * DELETE /api/me: the caller's account, never one named in the request. Every session ends at
 * once; the other services delete their rows on `auth.user.deleted.v1` and the rest is purged
 * within 30 days. 202 because that part happens after the answer.
 */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class DeleteAccountController {
  private readonly cookie: RefreshCookie;

  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {
    this.cookie = new RefreshCookie(runtime.config.PUBLIC_URL);
  }

  @Delete()
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('cache-control', 'no-store')
  @ApiAcceptedResponse({ description: '{ status: "deleted" }; the refresh cookie is cleared' })
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountDeletionResult> {
    const result = await this.runtime.rpc.request<AccountDeletionResult>(
      RpcPattern.meDelete,
      {},
      {
        userId: user.userId,
        headers: clientHeaders(request, user.sessionId),
      },
    );
    this.cookie.clear(reply);
    return result;
  }
}
