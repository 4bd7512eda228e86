import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PageVisitDto, type PageVisitView, RpcPattern } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { Idempotent } from '../core/idempotency';
import { ServicesClient } from '../core/services.client';
import { PAGE_VISITS_PER_MINUTE, PageVisitRateLimit } from './page-visit-rate-limit';

/** Page visits (spec 000): forwarded to auth, which keeps them only with analytics consent. */
@ApiTags('statistics')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('page-visits')
export class PageVisitsController {
  constructor(
    private readonly services: ServicesClient,
    private readonly visits: PageVisitRateLimit,
  ) {}

  @Idempotent('auth')
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: '{ recorded }: false when the caller’s analytics consent is off (nothing kept)',
  })
  @ApiTooManyRequestsResponse({ description: `More than ${PAGE_VISITS_PER_MINUTE} a minute` })
  async visit(@Body() body: PageVisitDto, @CurrentCaller() caller: Caller): Promise<PageVisitView> {
    await this.visits.consume(caller.userId!);
    return this.services.ask(RpcPattern.mePageVisit, { path: body.path }, caller);
  }
}
