import { Controller } from '@nestjs/common';
import { type InsightsView, type ProfileStatsView, RpcPattern } from '@maeum/contracts';
import { JsonReply, RpcCallContext, RpcHandler } from '@maeum/messaging';
import { InsightsUseCase } from './insights.usecase';
import { ProfileStatsUseCase } from './profile-stats.usecase';

@Controller()
export class StatisticsController {
  constructor(
    private readonly profileStats: ProfileStatsUseCase,
    private readonly insights: InsightsUseCase,
  ) {}

  @RpcHandler(RpcPattern.profileStats)
  stats(_input: unknown, call: RpcCallContext): Promise<JsonReply<ProfileStatsView>> {
    return this.profileStats.execute(call.callerId());
  }

  @RpcHandler(RpcPattern.insightsOverview)
  overview(_input: unknown, call: RpcCallContext): Promise<JsonReply<InsightsView>> {
    return this.insights.execute(call.callerId());
  }
}
