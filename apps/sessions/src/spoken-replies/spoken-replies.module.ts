import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module';
import { DataKeysModule } from '../data-keys/data-keys.module';
import { GetReplyAudioUseCase } from './get-reply-audio.usecase';
import { KeepVoiceClipUseCase } from './keep-voice-clip.usecase';
import { ReportSpokenReplyUseCase } from './report-spoken-reply.usecase';
import { SpokenRepliesController } from './spoken-replies.controller';

/** Spoken replies: their kept audio, and what was heard when the person cut in. */
@Module({
  imports: [ChatModule, DataKeysModule],
  controllers: [SpokenRepliesController],
  providers: [KeepVoiceClipUseCase, ReportSpokenReplyUseCase, GetReplyAudioUseCase],
  exports: [KeepVoiceClipUseCase],
})
export class SpokenRepliesModule {}
