import { Controller } from '@nestjs/common';
import { RpcPattern, type SessionsUserExport } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { messageView, sessionView } from '../chat/chat-rows';
import { ChatStore } from '../chat/chat.store';
import { DataKeys } from '../data-keys/data-keys';
import { MemoryBook } from '../memory/memory-book';

/** The user's sessions and messages, decrypted for them (GET /api/me/export), and the history reset. */
@Controller()
export class SessionsDataController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ChatStore,
    private readonly keys: DataKeys,
    private readonly memory: MemoryBook,
  ) {}

  @RpcHandler(RpcPattern.sessionsExportUser)
  async export(_input: void, call: RpcCallContext): Promise<SessionsUserExport> {
    const userId = call.callerId();
    const cipher = await this.keys.cipherFor(userId);
    const [sessions, messages, memory] = await Promise.all([
      this.store.allOf(userId),
      this.store.messagesOfUser(userId),
      this.memory.view(userId, cipher),
    ]);
    return {
      sessions: sessions.map((row) => ({
        ...sessionView(row, cipher),
        messages: messages.filter((m) => m.session_id === row.id).map((m) => messageView(m, cipher)),
      })),
      memory,
    };
  }

  /** Settings' "Reset chat history": every session and message goes; usage already counted stays. */
  @RpcHandler(RpcPattern.sessionsResetHistory)
  async reset(_input: void, call: RpcCallContext): Promise<{ deletedSessions: number }> {
    const userId = call.callerId();
    const deletedSessions = await this.dataSource.transaction((manager) =>
      this.store.deleteAllOf(manager, userId),
    );
    return { deletedSessions };
  }
}
