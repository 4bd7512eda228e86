import { Module } from '@nestjs/common';
import { RecoveryModule } from '../recovery/recovery.module';
import { SecurityEventsModule } from '../security-events/security-events.module';
import { SignInSessionsModule } from '../sign-in-sessions/sign-in-sessions.module';
import { AccountSetup } from './account-setup';
import { AccountsController } from './accounts.controller';
import { FailedSignInNotice } from './failed-sign-in-notice';
import { SignInUseCase } from './sign-in.usecase';
import { SignUpUseCase } from './sign-up.usecase';

/** Sign-up and sign-in with e-mail and password; AccountSetup also serves the social sign-up. */
@Module({
  imports: [SignInSessionsModule, SecurityEventsModule, RecoveryModule],
  controllers: [AccountsController],
  providers: [AccountSetup, SignUpUseCase, SignInUseCase, FailedSignInNotice],
  exports: [AccountSetup],
})
export class AccountsModule {}
