import { Module } from '@nestjs/common';
import { SecurityEventsModule } from '../security-events/security-events.module';
import { SigningKeysModule } from '../signing-keys/signing-keys.module';
import { AccessTokenIssuer } from './access-token.issuer';
import { RefreshSessionUseCase } from './refresh-session.usecase';
import { SessionIssuer } from './session-issuer';
import { SessionStore } from './session-store';
import { SignInSessionsController } from './sign-in-sessions.controller';
import { SignOutUseCase } from './sign-out.usecase';

/**
 * A user's sign-in sessions (not the companion sessions service): started at sign-in, kept going
 * by rotating refresh tokens, ended by sign-out, password reset or deletion.
 */
@Module({
  imports: [SigningKeysModule, SecurityEventsModule],
  controllers: [SignInSessionsController],
  providers: [SessionStore, AccessTokenIssuer, SessionIssuer, RefreshSessionUseCase, SignOutUseCase],
  exports: [SessionStore, SessionIssuer],
})
export class SignInSessionsModule {}
