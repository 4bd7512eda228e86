import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BoosterEventRateLimit, EmojiEchoRateLimit } from './booster-rate-limits';
import { MoodBoostersController } from './mood-boosters.controller';

/** Mood boosters: forwarded to the journal service, which keeps the catalogue and the logs. */
@Module({
  imports: [AuthModule],
  controllers: [MoodBoostersController],
  providers: [EmojiEchoRateLimit, BoosterEventRateLimit],
})
export class MoodBoostersModule {}
