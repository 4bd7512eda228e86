import { Module } from '@nestjs/common';
import { JournalDataKeysModule } from '../data-keys/journal-data-keys';
import { EntriesModule } from '../entries/entries.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisQueue } from './analysis-queue';
import { GetAnalysisUseCase } from './get-analysis.usecase';
import { JournalModel } from './journal-model';
import { RunAnalysisUseCase } from './run-analysis.usecase';

/** Each entry's AI analysis: queued on save, written by the journal's own `journal-analysis` job (worker role), read by the page. */
@Module({
  imports: [EntriesModule, JournalDataKeysModule],
  controllers: [AnalysisController],
  providers: [AnalysisQueue, JournalModel, RunAnalysisUseCase, GetAnalysisUseCase],
  exports: [AnalysisQueue, RunAnalysisUseCase],
})
export class AnalysisModule {}
