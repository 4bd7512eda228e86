import { Module } from '@nestjs/common';
import { AuthDataKeysModule } from '../data-keys/auth-data-keys';
import { SignInSessionsModule } from '../sign-in-sessions/sign-in-sessions.module';
import { AccountDeletionController } from './account-deletion.controller';
import { DeleteAccountUseCase } from './delete-account.usecase';
import { PurgeDeletedAccountsUseCase } from './purge-deleted-accounts.usecase';

/** DELETE /api/me and the purge of deleted accounts 30 days later. */
@Module({
  imports: [SignInSessionsModule, AuthDataKeysModule],
  controllers: [AccountDeletionController],
  providers: [DeleteAccountUseCase, PurgeDeletedAccountsUseCase],
  exports: [DeleteAccountUseCase],
})
export class AccountDeletionModule {}
