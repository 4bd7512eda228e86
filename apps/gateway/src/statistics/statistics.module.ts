import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PageVisitRateLimit } from './page-visit-rate-limit';
import { PageVisitsController } from './page-visits.controller';
import { StatisticsController } from './statistics.controller';

/** The profile's statistics and the insights (journal), and page visits (auth). */
@Module({
  imports: [AuthModule],
  controllers: [StatisticsController, PageVisitsController],
  providers: [PageVisitRateLimit],
})
export class StatisticsModule {}
