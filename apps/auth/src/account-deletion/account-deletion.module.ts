import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AccountDeletionController } from './account-deletion.controller';
import { DeleteAccountUseCase } from './delete-account.usecase';
import { PurgeDeletedAccountsUseCase } from './purge-deleted-accounts.usecase';

/** DELETE /api/me and the purge of deleted accounts 30 days later. */
@Module({
  imports: [AccountsModule],
  controllers: [AccountDeletionController],
  providers: [DeleteAccountUseCase, PurgeDeletedAccountsUseCase],
})
export class AccountDeletionModule {}
