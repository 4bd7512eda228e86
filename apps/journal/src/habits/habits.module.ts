import { Module } from '@nestjs/common';
import { StatisticsCacheModule } from '../statistics/statistics.cache';
import { WriterClock } from '../entries/writer-clock';
import { ExportHabitsUseCase } from './export-habits.usecase';
import { HabitsController } from './habits.controller';
import { ListHabitsUseCase } from './list-habits.usecase';
import { SaveHabitDayUseCase } from './save-habit-day.usecase';

/** Daily habits (spec 001 §3, §4, §9): one row per person per day in their time zone. */
@Module({
  imports: [StatisticsCacheModule],
  controllers: [HabitsController],
  providers: [WriterClock, ListHabitsUseCase, SaveHabitDayUseCase, ExportHabitsUseCase],
  exports: [ExportHabitsUseCase],
})
export class HabitsModule {}
