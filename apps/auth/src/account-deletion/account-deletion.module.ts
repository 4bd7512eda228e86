import { Module } from '@nestjs/common';
import { SignInSessionsModule } from '../sign-in-sessions/sign-in-sessions.module';
import { AccountDeletionController } from './account-deletion.controller';
import { DeleteAccountUseCase } from './delete-account.usecase';
import { PurgeDeletedAccountsUseCase } from './purge-deleted-accounts.usecase';

/** DELETE /api/me and the purge of deleted accounts 30 days later. */
@Module({
  imports: [SignInSessionsModule],
  controllers: [AccountDeletionController],
  providers: [DeleteAccountUseCase, PurgeDeletedAccountsUseCase],
})
export class AccountDeletionModule {}
