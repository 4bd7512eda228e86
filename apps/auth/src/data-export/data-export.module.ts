import { Module } from '@nestjs/common';
import { DataExportController } from './data-export.controller';
import { ExportUserDataUseCase } from './export-user-data.usecase';

/** GET /api/me/export: auth's share of the user's data. */
@Module({
  controllers: [DataExportController],
  providers: [ExportUserDataUseCase],
})
export class DataExportModule {}
