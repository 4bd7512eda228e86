import { Injectable } from '@nestjs/common';
import { CommonErrorCode, type ChatMessageView, type SpokenReplyRequest } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { type ChatMessageRow, MESSAGE_COLUMNS, messageView } from '../chat/chat-rows';
import { ChatStore } from '../chat/chat.store';
import { SessionNotFoundError } from '../chat/sessions.exception';
import { DataKeys } from '../data-keys/data-keys';
import { VoiceClipsStore } from './voice-clips.store';

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
    private readonly dataSource: DataSource,
    private readonly sessions: ChatStore,
    private readonly clips: VoiceClipsStore,
    private readonly keys: DataKeys,
  ) {}

  async execute(
    userId: string,
    input: SpokenReplyRequest & { id: string; messageId: string },
  ): Promise<ChatMessageView> {
    const cipher = await this.keys.cipherFor(userId);
    return this.dataSource.transaction(async (manager) => {
      const session = await this.sessions.lock(manager, userId, input.id);
      if (!session) throw new SessionNotFoundError();
      const rows: ChatMessageRow[] = await manager.query(
        `SELECT ${MESSAGE_COLUMNS} FROM "sessions"."chat_messages"
          WHERE "id" = $1 AND "session_id" = $2 AND "role" = 'assistant'`,
        [input.messageId, session.id],
      );
      let message = rows[0];
      if (!message) throw new MessageNotFoundError();
      if (input.heard !== undefined) {
        const said = cipher.open(message.content_enc);
        if (!isStartOf(input.heard, said)) throw new NotHeardError();
        const heard = words(input.heard);
        if (heard !== words(said)) {
          const updated: [ChatMessageRow[], number] = await manager.query(
            `UPDATE "sessions"."chat_messages" SET "content_enc" = $2, "interrupted" = true
              WHERE "id" = $1 RETURNING ${MESSAGE_COLUMNS}`,
            [message.id, cipher.seal(heard)],
          );
          message = updated[0][0]!;
        }
      }
      if (input.turnId) {
        await this.clips.attach(manager, {
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
