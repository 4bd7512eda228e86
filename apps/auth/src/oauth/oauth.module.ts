import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SecurityEventsModule } from '../security-events/security-events.module';
import { SignInSessionsModule } from '../sign-in-sessions/sign-in-sessions.module';
import { CompleteOAuthUseCase } from './complete-oauth.usecase';
import { OAuthAccountResolver } from './oauth-account.resolver';
import { OAuthClients } from './oauth-clients';
import { OAuthController } from './oauth.controller';
import { OAuthStateStore } from './oauth-state.store';
import { StartOAuthUseCase } from './start-oauth.usecase';

/** Sign-in with Google and Kakao (OpenID Connect). */
@Module({
  imports: [AccountsModule, SignInSessionsModule, SecurityEventsModule],
  controllers: [OAuthController],
  providers: [OAuthClients, OAuthStateStore, OAuthAccountResolver, StartOAuthUseCase, CompleteOAuthUseCase],
})
export class OAuthModule {}
