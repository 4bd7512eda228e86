import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ConfirmEmailController } from './confirm-email.controller';
import { DeleteAccountController } from './delete-account.controller';
import { ExportDataController } from './export-data.controller';
import { EmailChangeController } from './email-change.controller';

@Module({
  imports: [AuthModule],
  controllers: [EmailChangeController, ConfirmEmailController, DeleteAccountController, ExportDataController],
})
export class MeModule {}
