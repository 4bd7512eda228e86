import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JournalAnalysisController } from './journal.controller';

/** An entry's analysis (the rest of the journal is in the endpoint table). */
@Module({ imports: [AuthModule], controllers: [JournalAnalysisController] })
export class JournalModule {}
