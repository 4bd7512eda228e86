import { Module } from '@nestjs/common';
import { SecurityEventsModule } from '../security-events/security-events.module';
import { SignInSessionsModule } from '../sign-in-sessions/sign-in-sessions.module';
import { EmailQueue } from './email-queue';
import { ForgotPasswordUseCase } from './forgot-password.usecase';
import { RecoveryController } from './recovery.controller';
import { ResetPasswordUseCase } from './reset-password.usecase';

/** Forgot and reset password (spec sections 2, 7 and 8). */
@Module({
  imports: [SignInSessionsModule, SecurityEventsModule],
  controllers: [RecoveryController],
  providers: [EmailQueue, ForgotPasswordUseCase, ResetPasswordUseCase],
  exports: [EmailQueue],
})
export class RecoveryModule {}
