import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { StatisticsController } from './statistics.controller';

/** The profile's statistics and the insights: forwarded to the journal service, which keeps them. */
@Module({ imports: [AuthModule], controllers: [StatisticsController] })
export class StatisticsModule {}
