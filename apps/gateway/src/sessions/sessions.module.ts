import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ChatHistoryController } from './chat-history.controller';
import { MemoryController } from './memory.controller';
import { MessageRateLimit } from './message-rate-limit';
import { SessionsController } from './sessions.controller';
import { SpeechController } from './speech.controller';
import { SpokenRepliesController } from './spoken-replies.controller';

/** The companion's sessions, streamed replies and the history reset: forwarded to the sessions service. */
@Module({
  imports: [AuthModule],
  controllers: [
    SessionsController,
    ChatHistoryController,
    MemoryController,
    SpeechController,
    SpokenRepliesController,
  ],
  providers: [MessageRateLimit],
})
export class SessionsModule {}
