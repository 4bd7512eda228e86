import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type InsightsView, type ProfileStatsView, RpcPattern } from '@maeum/contracts';
import type { JsonBytes } from '@maeum/messaging';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/** The profile's statistics and the insights: forwarded to the journal service. */
@ApiTags('statistics')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class StatisticsController {
  constructor(private readonly services: ServicesClient) {}

  // Both answers are sent on as the journal wrote them (no parse and re-serialise here).
  @Get('profile/stats')
  @Header('cache-control', 'no-store')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOkResponse({
    description:
      'Overview (total sessions, mood score or null, habit streak), usage of the plan, the latest week of habits and the activity feed (up to 5)',
  })
  stats(@CurrentCaller() caller: Caller): Promise<JsonBytes<ProfileStatsView>> {
    return this.services.askJson(RpcPattern.profileStats, undefined, caller);
  }

  @Get('insights')
  @Header('cache-control', 'no-store')
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOkResponse({
    description:
      'Mood by day, the week’s rhythm, habits beside better days, journal themes and boosters: Pro everything, other plans the last 7 days',
  })
  insights(@CurrentCaller() caller: Caller): Promise<JsonBytes<InsightsView>> {
    return this.services.askJson(RpcPattern.insightsOverview, undefined, caller);
  }
}
