import { Module } from '@nestjs/common';
import { JournalModel } from '../analysis/journal-model';
import { JournalDataKeysModule } from '../data-keys/journal-data-keys';
import { ActivateBoosterUseCase } from './activate-booster.usecase';
import { BoosterCatalogue } from './booster-catalogue';
import { BoosterGate } from './booster-gate';
import { EmojiEchoUseCase } from './emoji-echo.usecase';
import { ExportMoodBoostersUseCase } from './export-mood-boosters.usecase';
import { ListBoostersUseCase } from './list-boosters.usecase';
import { MoodBoostersController } from './mood-boosters.controller';
import { RecordBoosterEventUseCase } from './record-booster-event.usecase';

/** Mood boosters: the catalogue, the plan gate on the server, interactions, the emoji echo. */
@Module({
  imports: [JournalDataKeysModule],
  controllers: [MoodBoostersController],
  providers: [
    JournalModel,
    BoosterCatalogue,
    BoosterGate,
    ListBoostersUseCase,
    ActivateBoosterUseCase,
    RecordBoosterEventUseCase,
    EmojiEchoUseCase,
    ExportMoodBoostersUseCase,
  ],
  exports: [ExportMoodBoostersUseCase],
})
export class MoodBoostersModule {}
