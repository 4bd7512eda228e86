import { Module } from '@nestjs/common';
import { SpokenRepliesModule } from '../spoken-replies/spoken-replies.module';
import { SpeechController } from './speech.controller';
import { VoiceListener } from './voice-listener';
import { VoiceSpeaker } from './voice-speaker';

@Module({
  imports: [SpokenRepliesModule],
  controllers: [SpeechController],
  providers: [VoiceSpeaker, VoiceListener],
})
export class SpeechModule {}
