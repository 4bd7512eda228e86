import { Controller } from '@nestjs/common';
import { RpcPattern, SttRpcDto, type SttView, TtsDto, type TtsView } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { KeepVoiceClipUseCase } from '../spoken-replies/keep-voice-clip.usecase';
import { VoiceListener } from './voice-listener';
import { VoiceSpeaker } from './voice-speaker';

@Controller()
export class SpeechController {
  constructor(
    private readonly speaker: VoiceSpeaker,
    private readonly listener: VoiceListener,
    private readonly keepClip: KeepVoiceClipUseCase,
  ) {}

  @RpcHandler(RpcPattern.speechTts)
  async tts(input: TtsDto, call: RpcCallContext): Promise<TtsView> {
    const userId = call.callerId();
    // The owner check runs beside the synthesis: the first sentence is not kept waiting for it.
    const [audio] = await Promise.all([
      this.speaker.speak(input.text, input.voiceId),
      input.sessionId ? this.keepClip.checkOwner(userId, input.sessionId) : undefined,
    ]);
    if (audio && input.sessionId && input.turnId && input.part !== undefined) {
      // Keeping the clip is a courtesy for the transcript: the speech does not wait for it.
      void this.keepClip.execute(userId, {
        sessionId: input.sessionId,
        turnId: input.turnId,
        part: input.part,
        audio,
      });
    }
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
