import { Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceDefinition } from '@maeum/service-kit';
import { UserDeletedListener } from './accounts/user-deleted.listener';
import { WriterPreferencesListener } from './accounts/writer-preferences.listener';
import { AnalysisModule } from './analysis/analysis.module';
import { EntryCreatedListener } from './analysis/entry-created.listener';
import { JournalDataKeysModule } from './data-keys/journal-data-keys';
import { EntriesModule } from './entries/entries.module';
import { HabitsModule } from './habits/habits.module';
import { migrations } from './migrations';
import { MoodBoostersModule } from './mood-boosters/mood-boosters.module';
import { PromptsModule } from './prompts/prompts.module';
import { BoosterUsedListener } from './statistics/booster-used.listener';
import { JournalWrittenListener } from './statistics/journal-written.listener';
import { PlanChangedListener } from './statistics/plan-changed.listener';
import { SessionEndedListener } from './statistics/session-ended.listener';
import { SessionRatedListener } from './statistics/session-rated.listener';
import { StatisticsModule } from './statistics/statistics.module';
import { MentorModule } from './mentor/mentor.module';
import { JournalConfig } from './journal.config';
import { JournalUnitOfWorkModule } from './journal.unit-of-work';

@Module({})
export class JournalAppModule {}

export const journalService: ServiceDefinition<JournalConfig> = {
  service: 'journal',
  configClass: JournalConfig,
  entities: [],
  migrations,
  rootModule: (runtime) => ({
    module: JournalAppModule,
    imports: [
      ServiceCoreModule.forRoot(runtime, {
        entities: [],
        migrations,
        eventHandlers: [
          UserDeletedListener,
          WriterPreferencesListener,
          EntryCreatedListener,
          SessionEndedListener,
          SessionRatedListener,
          BoosterUsedListener,
          JournalWrittenListener,
          PlanChangedListener,
        ],
        eventHandlerImports: [JournalDataKeysModule, AnalysisModule, StatisticsModule],
      }),
      JournalUnitOfWorkModule,
      EntriesModule,
      AnalysisModule,
      PromptsModule,
      MoodBoostersModule,
      HabitsModule,
      StatisticsModule,
      MentorModule,
    ],
  }),
};
