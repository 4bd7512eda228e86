import { Module } from '@nestjs/common';
import { SpeechController } from './speech.controller';
import { VoiceListener } from './voice-listener';
import { VoiceSpeaker } from './voice-speaker';

@Module({ controllers: [SpeechController], providers: [VoiceSpeaker, VoiceListener] })
export class SpeechModule {}
