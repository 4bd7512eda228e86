import { Module } from '@nestjs/common';
import { DataKeysModule } from '../data-keys/data-keys.module';
import { MemoryModule } from '../memory/memory.module';
import { ChatController } from './chat.controller';
import { Companion } from './companion';
import { CompanionReply } from './companion-reply';
import { CompanionMemory } from './companion-memory';
import { SafetyCheck } from './safety-check';
import { EndSessionUseCase } from './end-session.usecase';
import { GetSessionUseCase } from './get-session.usecase';
import { ListSessionsUseCase } from './list-sessions.usecase';
import { RateSessionUseCase } from './rate-session.usecase';
import { HistoryAccess } from './history-access';
import { UsageHolds } from './usage-holds';
import { ReplyStreams } from './reply-stream';
import { SendMessageUseCase } from './send-message.usecase';
import { SessionClosing } from './session-closing';
import { StartSessionUseCase } from './start-session.usecase';
import { TranscriptRetention } from './transcript-retention';

@Module({
  imports: [DataKeysModule, MemoryModule],
  controllers: [ChatController],
  providers: [
    Companion,
    CompanionReply,
    CompanionMemory,
    SafetyCheck,
    UsageHolds,
    HistoryAccess,
    ReplyStreams,
    SessionClosing,
    StartSessionUseCase,
    TranscriptRetention,
    SendMessageUseCase,
    EndSessionUseCase,
    ListSessionsUseCase,
    GetSessionUseCase,
    RateSessionUseCase,
  ],
  exports: [HistoryAccess],
})
export class ChatModule {}
