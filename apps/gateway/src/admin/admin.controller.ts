import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  type AdminAccessView,
  type AdminActionResult,
  AdminAuditQueryDto,
  type AdminAuditRow,
  AdminDeadLetterIdDto,
  AdminDeleteUserDto,
  AdminFailedJobDto,
  type AdminFailures,
  type AdminOverview,
  AdminPlanDto,
  AdminReauthenticateDto,
  type AdminSessionRow,
  type AdminUserDetail,
  type AdminUserPage,
  AdminUsersQueryDto,
  RecordIdDto,
  RpcPattern,
} from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { Idempotent } from '../core/idempotency';
import { ServicesClient } from '../core/services.client';

const FORBIDDEN =
  '`not_admin` (not an admin, or no longer), `admin_too_new` (account under 24 hours), `admin_session_stale` (user list and deletion: no activity in 30 minutes; POST /admin/session)';

/**
 * The admin panel: forwarded to the admin service, which checks every rule
 * (role, account age, activity, typed confirmation, 10 actions per 5 minutes) and audits each action.
 */
@ApiTags('admin')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: FORBIDDEN })
@UseGuards(JwtAuthGuard)
@Controller('admin')
export class AdminController {
  constructor(private readonly services: ServicesClient) {}

  @Get('access')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description: 'The caller’s admin state: whether the 30-minute session is fresh, and until when',
  })
  access(@CurrentCaller() caller: Caller): Promise<AdminAccessView> {
    return this.services.ask(RpcPattern.adminAccess, undefined, caller);
  }

  @Post('session')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The password re-entered: 30 more minutes of user-list access (audited)' })
  reauthenticate(
    @Body() body: AdminReauthenticateDto,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminAccessView> {
    return this.services.ask(RpcPattern.adminReauthenticate, body, caller);
  }

  @Get('users')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ users, nextCursor }: e-mail prefix (any case), 20 a page, keyset order' })
  users(@Query() query: AdminUsersQueryDto, @CurrentCaller() caller: Caller): Promise<AdminUserPage> {
    return this.services.ask(RpcPattern.adminUsersSearch, query, caller);
  }

  @Get('users/:id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The account, plan and usage; never what the person wrote (audited)' })
  user(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<AdminUserDetail> {
    return this.services.ask(RpcPattern.adminUsersGet, { id: params.id }, caller);
  }

  @Delete('users/:id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ message, audit }: the deletion requested through the self-deletion path' })
  @ApiTooManyRequestsResponse({ description: '`too_many_admin_actions`: 10 actions per 5 minutes' })
  deleteUser(
    @Param() params: RecordIdDto,
    @Body() body: AdminDeleteUserDto,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminActionResult> {
    return this.services.ask(
      RpcPattern.adminUsersDelete,
      { id: params.id, confirmation: body.confirmation },
      caller,
    );
  }

  @Idempotent('admin')
  @Post('users/:id/plan')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ message, audit }: the plan granted (`free` ends a granted plan)' })
  @ApiTooManyRequestsResponse({ description: '`too_many_admin_actions`: 10 actions per 5 minutes' })
  grantPlan(
    @Param() params: RecordIdDto,
    @Body() body: AdminPlanDto,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminActionResult> {
    return this.services.ask(
      RpcPattern.adminUsersPlan,
      { id: params.id, planId: body.planId, reason: body.reason },
      caller,
    );
  }

  @Get('overview')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'The last 14 days: sign-ups, active users, payments and refunds, crisis referrals by day; the plan mix now (counts only)',
  })
  overview(@CurrentCaller() caller: Caller): Promise<AdminOverview> {
    return this.services.ask(RpcPattern.adminOverview, undefined, caller);
  }

  @Get('failures')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'Dead-lettered events and failed jobs: how many, and the newest 50 of each (id, consumer or queue, type or name, trimmed error, attempts, when); never a payload',
  })
  failures(@CurrentCaller() caller: Caller): Promise<AdminFailures> {
    return this.services.ask(RpcPattern.adminFailuresList, undefined, caller);
  }

  @Idempotent('admin')
  @Post('dead-letters/:id/retry')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      '{ message, audit }: the event sent back to the consumer that failed it, and taken off the dead-letter stream',
  })
  @ApiTooManyRequestsResponse({ description: '`too_many_admin_actions`: 10 actions per 5 minutes' })
  retryDeadLetter(
    @Param() params: AdminDeadLetterIdDto,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminActionResult> {
    return this.services.ask(RpcPattern.adminDeadLetterRetry, { id: params.id }, caller);
  }

  @Idempotent('admin')
  @Post('failed-jobs/:queue/:jobId/retry')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description: '{ message, audit }: the failed job queued again, its attempts counted afresh',
  })
  @ApiTooManyRequestsResponse({ description: '`too_many_admin_actions`: 10 actions per 5 minutes' })
  retryFailedJob(
    @Param() params: AdminFailedJobDto,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminActionResult> {
    return this.services.ask(
      RpcPattern.adminFailedJobRetry,
      { queue: params.queue, jobId: params.jobId },
      caller,
    );
  }

  @Get('sessions')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description: 'The latest 100 sessions: type, mode, start, duration, messages; no content',
  })
  sessions(@CurrentCaller() caller: Caller): Promise<AdminSessionRow[]> {
    return this.services.ask(RpcPattern.adminSessionsList, undefined, caller);
  }

  @Get('audit-logs')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The latest 50 audit rows, by admin and action' })
  auditLogs(@Query() query: AdminAuditQueryDto, @CurrentCaller() caller: Caller): Promise<AdminAuditRow[]> {
    return this.services.ask(RpcPattern.adminAuditList, query, caller);
  }

  @Get('audit-logs/export')
  @Header('cache-control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The audit rows (by admin and action) as CSV; the export is itself audited' })
  async exportAuditLogs(
    @Query() query: AdminAuditQueryDto,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { csv } = await this.services.ask(RpcPattern.adminAuditExport, query, caller);
    // Set on success only: a refusal is the JSON error envelope.
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="audit-log.csv"');
    return csv;
  }
}
