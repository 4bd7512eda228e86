import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { BillingDataExportController } from './data-export.controller';

/** GET /api/me/export: billing's share of the user's data. */
@Module({ imports: [PaymentsModule], controllers: [BillingDataExportController] })
export class BillingDataExportModule {}
