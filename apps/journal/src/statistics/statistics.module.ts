import { Module } from '@nestjs/common';
import { JournalDataKeysModule } from '../data-keys/journal-data-keys';
import { WriterClock } from '../entries/writer-clock';
import { HabitsModule } from '../habits/habits.module';
import { StatisticsCacheModule } from './statistics.cache';
import { InsightsUseCase } from './insights.usecase';
import { ProfileStatsUseCase } from './profile-stats.usecase';
import { StatisticsController } from './statistics.controller';

/**
 * Statistics from events (sessions ended and rated, boosters, entries, plan changes) and what is
 * made of them: the profile's statistics and the insights.
 */
@Module({
  imports: [JournalDataKeysModule, HabitsModule, StatisticsCacheModule],
  controllers: [StatisticsController],
  providers: [WriterClock, ProfileStatsUseCase, InsightsUseCase],
  exports: [StatisticsCacheModule],
})
export class StatisticsModule {}
