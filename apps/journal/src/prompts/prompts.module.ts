import { Module } from '@nestjs/common';
import { JournalDataKeysModule } from '../data-keys/journal-data-keys';
import { EntriesModule } from '../entries/entries.module';
import { DailyPromptUseCase } from './daily-prompt.usecase';
import { GetWeeklySummaryUseCase } from './get-weekly-summary.usecase';
import { PromptsController } from './prompts.controller';
import { WriteWeeklySummariesUseCase } from './write-weekly-summaries.usecase';

/** The daily prompt and the weekly recap. */
@Module({
  imports: [EntriesModule, JournalDataKeysModule],
  controllers: [PromptsController],
  providers: [DailyPromptUseCase, GetWeeklySummaryUseCase, WriteWeeklySummariesUseCase],
  exports: [WriteWeeklySummariesUseCase],
})
export class PromptsModule {}
