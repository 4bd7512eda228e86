import { Injectable } from '@nestjs/common';
import { CommonErrorCode, type ChatMessageView, type SpokenReplyRequest } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { messageView } from '../chat/chat-rows';
import { SessionNotFoundError } from '../chat/sessions.exception';
import { DataKeys } from '../data-keys/data-keys';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).join(' ');

/** `heard` is the start of `reply`, spaces aside (the page speaks sentences it trimmed). */
export function isStartOf(heard: string, reply: string): boolean {
  return words(reply).startsWith(words(heard));
}

export class MessageNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'Message not found');
  }
}

export class NotHeardError extends RpcError {
  constructor() {
    super(CommonErrorCode.validationFailed, 'heard must be the start of the reply');
  }
}

/**
 * The page reports a spoken reply: its clips are joined to it, and when the person cut in, the
 * saved reply keeps only what they heard, marked interrupted (spec: barge-in). Reporting the same
 * thing twice changes nothing more.
 */
@Injectable()
export class ReportSpokenReplyUseCase {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
  ) {}

  async execute(
    userId: string,
    input: SpokenReplyRequest & { id: string; messageId: string },
  ): Promise<ChatMessageView> {
    const cipher = await this.keys.cipherFor(userId);
    return this.unitOfWork.run(async ({ sessions, messages, clips }) => {
      const session = await sessions.lock(userId, input.id);
      if (!session) throw new SessionNotFoundError();
      let message = await messages.reply(session.id, input.messageId);
      if (!message) throw new MessageNotFoundError();
      if (input.heard !== undefined) {
        const said = cipher.open(message.content_enc);
        if (!isStartOf(input.heard, said)) throw new NotHeardError();
        const heard = words(input.heard);
        if (heard !== words(said)) {
          message = await messages.markInterrupted(message.id, cipher.seal(heard));
        }
      }
      if (input.turnId) {
        await clips.attach({
          sessionId: session.id,
          userId,
          turnId: input.turnId,
          messageId: message.id,
        });
      }
      return messageView(message, cipher);
    });
  }
}
