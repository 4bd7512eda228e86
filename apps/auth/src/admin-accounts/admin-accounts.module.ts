import { Module } from '@nestjs/common';
import { AdminAccountsController } from './admin-accounts.controller';

/** What auth answers the admin service: accounts for the panel, and the admin's password check. */
@Module({ controllers: [AdminAccountsController] })
export class AdminAccountsModule {}
