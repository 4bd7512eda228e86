import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { EmailQueue } from './email-queue';
import { ForgotPasswordUseCase } from './forgot-password.usecase';
import { RecoveryController } from './recovery.controller';
import { ResetPasswordUseCase } from './reset-password.usecase';

/** Forgot and reset password (spec sections 2, 7 and 8). */
@Module({
  imports: [AccountsModule],
  controllers: [RecoveryController],
  providers: [EmailQueue, ForgotPasswordUseCase, ResetPasswordUseCase],
})
export class RecoveryModule {}
