import { Injectable } from '@nestjs/common';
import type { TtsView } from '@maeum/contracts';
import { HistoryAccess } from '../chat/history-access';
import { DataKeys } from '../data-keys/data-keys';
import { MessageNotFoundError } from './report-spoken-reply.usecase';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';

/**
 * One kept sentence of a spoken reply, for its owner: the transcript plays them in order. Like the
 * transcript, only the latest session's without Plus.
 */
@Injectable()
export class GetReplyAudioUseCase {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
    private readonly access: HistoryAccess,
  ) {}

  async execute(userId: string, input: { id: string; messageId: string; part: number }): Promise<TtsView> {
    const sealed = await this.unitOfWork.direct().clips.clip(userId, input.id, input.messageId, input.part);
    if (!sealed) throw new MessageNotFoundError();
    await this.access.assertOpens(userId, input.id);
    const cipher = await this.keys.cipherFor(userId);
    return { audioBase64: cipher.openBytes(sealed).toString('base64') };
  }
}
