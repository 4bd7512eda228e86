import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HabitSaveRateLimit } from './habit-rate-limit';
import { HabitsController } from './habits.controller';

/** Daily habits: forwarded to the journal service, which owns them. */
@Module({ imports: [AuthModule], controllers: [HabitsController], providers: [HabitSaveRateLimit] })
export class HabitsModule {}
