import { Injectable } from '@nestjs/common';
import type { TtsView } from '@maeum/contracts';
import { DataKeys } from '../data-keys/data-keys';
import { MessageNotFoundError } from './report-spoken-reply.usecase';
import { VoiceClipsStore } from './voice-clips.store';

/** One kept sentence of a spoken reply, for its owner: the transcript plays them in order. */
@Injectable()
export class GetReplyAudioUseCase {
  constructor(
    private readonly clips: VoiceClipsStore,
    private readonly keys: DataKeys,
  ) {}

  async execute(userId: string, input: { id: string; messageId: string; part: number }): Promise<TtsView> {
    const sealed = await this.clips.clip(userId, input.id, input.messageId, input.part);
    if (!sealed) throw new MessageNotFoundError();
    const cipher = await this.keys.cipherFor(userId);
    return { audioBase64: cipher.openBytes(sealed).toString('base64') };
  }
}
