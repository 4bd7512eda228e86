import { Module } from '@nestjs/common';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { SecurityEvents } from '../security-events/security-events';
import { AccessTokenIssuer } from '../sign-in-sessions/access-token.issuer';
import { RefreshSessionUseCase } from '../sign-in-sessions/refresh-session.usecase';
import { SessionIssuer } from '../sign-in-sessions/session-issuer';
import { SessionStore } from '../sign-in-sessions/session-store';
import { SignOutUseCase } from '../sign-in-sessions/sign-out.usecase';
import { AccountSetup } from './account-setup';
import { AccountsController } from './accounts.controller';
import { SignInUseCase } from './sign-in.usecase';
import { SignUpUseCase } from './sign-up.usecase';

@Module({
  controllers: [AccountsController],
  providers: [
    SigningKeysService,
    AccessTokenIssuer,
    SessionStore,
    SessionIssuer,
    SecurityEvents,
    AccountSetup,
    SignUpUseCase,
    SignInUseCase,
    RefreshSessionUseCase,
    SignOutUseCase,
  ],
  exports: [SessionStore, SessionIssuer, SecurityEvents, AccountSetup],
})
export class AccountsModule {}
