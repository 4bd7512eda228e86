import { Controller } from '@nestjs/common';
import { RpcPattern, SttRpcDto, type SttView, TtsDto, type TtsView } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { VoiceListener } from './voice-listener';
import { VoiceSpeaker } from './voice-speaker';

@Controller()
export class SpeechController {
  constructor(
    private readonly speaker: VoiceSpeaker,
    private readonly listener: VoiceListener,
  ) {}

  @RpcHandler(RpcPattern.speechTts)
  async tts(input: TtsDto, call: RpcCallContext): Promise<TtsView> {
    call.callerId();
    const audio = await this.speaker.speak(input.text, input.voiceId);
    return { audioBase64: audio ? audio.toString('base64') : null };
  }

  @RpcHandler(RpcPattern.speechStt)
  async stt(input: SttRpcDto, call: RpcCallContext): Promise<SttView> {
    call.callerId();
    const text = await this.listener.transcribe(
      Buffer.from(input.audioBase64, 'base64'),
      input.mimeType,
      input.language,
    );
    return { text };
  }
}
