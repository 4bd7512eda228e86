import { Module } from '@nestjs/common';
import { SpeechController } from './speech.controller';
import { VoiceSpeaker } from './voice-speaker';

@Module({ controllers: [SpeechController], providers: [VoiceSpeaker] })
export class SpeechModule {}
