import { Module } from '@nestjs/common';
import { BillingDataExportController } from './data-export.controller';

/** GET /api/me/export: billing's share of the user's data. */
@Module({ controllers: [BillingDataExportController] })
export class BillingDataExportModule {}
