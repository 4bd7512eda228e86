import { Controller, Get, Header, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RpcPattern } from '@maeum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHeaders } from '../auth/client-info';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { AuthenticatedUser } from '../auth/jwt.strategy';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

interface AuthExport {
  user: unknown;
  [section: string]: unknown;
}

/**
 * GET /api/me/export: everything the services hold about the caller, as one JSON download. The
 * user is the verified one from the access token; each service leaves out its secrets (password
 * and token hashes, signing keys).
 */
@ApiTags('me')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('me')
export class ExportDataController {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  @Get('export')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ exportedAt, user, auth, billing } as an attachment' })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ exportedAt: string; user: unknown; auth: Record<string, unknown>; billing: unknown }> {
    const options = { userId: user.userId, headers: clientHeaders(request, user.sessionId) };
    const [auth, billing] = await Promise.all([
      this.runtime.rpc.request<AuthExport>(RpcPattern.authExportUser, {}, options),
      this.runtime.rpc.request<Record<string, unknown>>(RpcPattern.billingExportUser, {}, options),
    ]);
    const exportedAt = new Date().toISOString();
    const { user: account, ...rest } = auth;
    reply.header('content-disposition', `attachment; filename="maeum-data-${exportedAt.slice(0, 10)}.json"`);
    return { exportedAt, user: account, auth: rest, billing };
  }
}
