import { Global, Module } from '@nestjs/common';
import { Outbox } from '@maeum/messaging';
import { TypeOrmUnitOfWork, UnitOfWork } from '@maeum/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { AccountDataRepository } from './accounts/account-data.repository';
import { AnalysisRepository } from './analysis/analysis.repository';
import { EntryRepository } from './entries/entry.repository';
import { WriterRepository } from './entries/writer.repository';
import { HabitDayRepository } from './habits/habit-day.repository';
import { MentorGoalRepository } from './mentor/mentor-goal.repository';
import { BoosterRepository } from './mood-boosters/booster.repository';
import { DailyPromptRepository } from './prompts/daily-prompt.repository';
import { WeeklySummaryRepository } from './prompts/weekly-summary.repository';
import { InsightsRepository } from './statistics/insights.repository';
import { StatisticsRepository } from './statistics/statistics.repository';

/** The journal's repositories, bound to one manager: a transaction's in `run`, the pool's in `direct()`. */
export interface JournalRepositories {
  entries: EntryRepository;
  analyses: AnalysisRepository;
  writers: WriterRepository;
  prompts: DailyPromptRepository;
  summaries: WeeklySummaryRepository;
  boosters: BoosterRepository;
  habits: HabitDayRepository;
  statistics: StatisticsRepository;
  insights: InsightsRepository;
  mentorGoals: MentorGoalRepository;
  accounts: AccountDataRepository;
}

export function journalRepositories(manager: EntityManager): JournalRepositories {
  return {
    entries: new EntryRepository(manager),
    analyses: new AnalysisRepository(manager),
    writers: new WriterRepository(manager),
    prompts: new DailyPromptRepository(manager),
    summaries: new WeeklySummaryRepository(manager),
    boosters: new BoosterRepository(manager),
    habits: new HabitDayRepository(manager),
    statistics: new StatisticsRepository(manager),
    insights: new InsightsRepository(manager),
    mentorGoals: new MentorGoalRepository(manager),
    accounts: new AccountDataRepository(manager),
  };
}

/** The token the journal's use cases inject; specs hand `fakeUnitOfWork(...)` from @maeum/testing. */
export abstract class JournalUnitOfWork extends UnitOfWork<JournalRepositories> {}

/** Global, like the DataSource and Outbox it is made of. */
@Global()
@Module({
  providers: [
    {
      provide: JournalUnitOfWork,
      useFactory: (dataSource: DataSource, outbox: Outbox) =>
        new TypeOrmUnitOfWork(dataSource, outbox, journalRepositories),
      inject: [DataSource, Outbox],
    },
  ],
  exports: [JournalUnitOfWork],
})
export class JournalUnitOfWorkModule {}
