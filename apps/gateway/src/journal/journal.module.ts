import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JournalController } from './journal.controller';

/** The journal: forwarded to the journal service. */
@Module({ imports: [AuthModule], controllers: [JournalController] })
export class JournalModule {}
