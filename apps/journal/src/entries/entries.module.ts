import { Module } from '@nestjs/common';
import { JournalDataKeysModule } from '../data-keys/journal-data-keys';
import { HabitsModule } from '../habits/habits.module';
import { MoodBoostersModule } from '../mood-boosters/mood-boosters.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { CreateEntryUseCase } from './create-entry.usecase';
import { DeleteEntryUseCase } from './delete-entry.usecase';
import { EntriesController } from './entries.controller';
import { ExportJournalUseCase } from './export-journal.usecase';
import { GetEntryUseCase } from './get-entry.usecase';
import { ImportEntriesUseCase } from './import-entries.usecase';
import { JournalInsightsUseCase } from './journal-insights.usecase';
import { JournalStore } from './journal.store';
import { ListEntriesUseCase } from './list-entries.usecase';
import { SearchEntriesUseCase } from './search-entries.usecase';
import { WriterClock } from './writer-clock';

/** Journal entries: write, list, read, delete, search by feeling, insights, export. */
@Module({
  imports: [JournalDataKeysModule, MoodBoostersModule, HabitsModule, StatisticsModule],
  controllers: [EntriesController],
  providers: [
    JournalStore,
    WriterClock,
    CreateEntryUseCase,
    ListEntriesUseCase,
    GetEntryUseCase,
    DeleteEntryUseCase,
    SearchEntriesUseCase,
    JournalInsightsUseCase,
    ExportJournalUseCase,
    ImportEntriesUseCase,
  ],
  exports: [JournalStore, WriterClock],
})
export class EntriesModule {}
