import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AuthUserExport,
  BillingUserExport,
  RpcPattern,
  SessionsUserExport,
  JournalUserExport,
} from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/** GET /api/me/export as downloaded; each new service adds its part here. */
export interface UserDataExport {
  exportedAt: string;
  user: AuthUserExport['user'];
  auth: Omit<AuthUserExport, 'user'>;
  billing: BillingUserExport;
  sessions: SessionsUserExport;
  journal: JournalUserExport;
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
  constructor(private readonly services: ServicesClient) {}

  @Get('export')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ exportedAt, user, auth, billing, sessions, journal } as an attachment' })
  async export(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserDataExport> {
    const [auth, billing, sessions, journal] = await Promise.all([
      this.services.ask(RpcPattern.authExportUser, undefined, caller),
      this.services.ask(RpcPattern.billingExportUser, undefined, caller),
      this.services.ask(RpcPattern.sessionsExportUser, undefined, caller),
      this.services.ask(RpcPattern.journalExportUser, undefined, caller),
    ]);
    const exportedAt = new Date().toISOString();
    const { user, ...rest } = auth;
    reply.header('content-disposition', `attachment; filename="maeum-data-${exportedAt.slice(0, 10)}.json"`);
    return { exportedAt, user, auth: rest, billing, sessions, journal };
  }
}
