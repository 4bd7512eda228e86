import { Controller } from '@nestjs/common';
import { RpcPattern, TtsDto, type TtsView } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { VoiceSpeaker } from './voice-speaker';

@Controller()
export class SpeechController {
  constructor(private readonly speaker: VoiceSpeaker) {}

  @RpcHandler(RpcPattern.speechTts)
  async tts(input: TtsDto, call: RpcCallContext): Promise<TtsView> {
    call.callerId();
    const audio = await this.speaker.speak(input.text, input.voiceId);
    return { audioBase64: audio ? audio.toString('base64') : null };
  }
}
