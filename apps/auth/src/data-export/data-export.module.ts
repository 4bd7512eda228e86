import { Module } from '@nestjs/common';
import { MeModule } from '../me/me.module';
import { DataExportController } from './data-export.controller';
import { ExportUserDataUseCase } from './export-user-data.usecase';

/** GET /api/me/export: auth's share of the user's data. */
@Module({
  imports: [MeModule],
  controllers: [DataExportController],
  providers: [ExportUserDataUseCase],
})
export class DataExportModule {}
