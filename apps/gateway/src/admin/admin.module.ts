import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminController } from './admin.controller';

/** The admin panel: forwarded to the admin service, which owns the rules and the audit log. */
@Module({ imports: [AuthModule], controllers: [AdminController] })
export class AdminModule {}
