import { Controller } from '@nestjs/common';
import type { RiskState } from '@maeum/ai';
import { RpcPattern, type SessionsUserExport } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { messageView, sessionView } from '../chat/chat-rows';
import { DataKeys, type UserCipher } from '../data-keys/data-keys';
import { MemoryBook } from '../memory/memory-book';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';

function safetyStateOf(
  sealed: string | null,
  cipher: UserCipher,
): SessionsUserExport['sessions'][number]['safety'] {
  let state: Partial<RiskState> = {};
  try {
    if (sealed) state = JSON.parse(cipher.open(sealed)) as Partial<RiskState>;
  } catch {
    // Unreadable: exported as nothing remembered rather than failing the whole export.
  }
  return { distressSeen: state.elevated === true, askedConcern: state.askedConcern === true };
}

/** The user's sessions and messages, decrypted for them (GET /api/me/export), and the history reset. */
@Controller()
export class SessionsDataController {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
    private readonly memory: MemoryBook,
  ) {}

  @RpcHandler(RpcPattern.sessionsExportUser)
  async export(_input: void, call: RpcCallContext): Promise<SessionsUserExport> {
    const userId = call.callerId();
    const cipher = await this.keys.cipherFor(userId);
    const repositories = this.unitOfWork.direct();
    const [sessions, messages, memory] = await Promise.all([
      repositories.sessions.allOf(userId),
      repositories.messages.ofUser(userId),
      this.memory.view(userId, cipher),
    ]);
    return {
      sessions: sessions.map((row) => ({
        ...sessionView(row, cipher),
        messages: messages.filter((m) => m.session_id === row.id).map((m) => messageView(m, cipher)),
        safety: safetyStateOf(row.risk_state_enc, cipher),
      })),
      memory,
    };
  }

  /** Settings' "Reset chat history": every session and message goes; usage already counted stays. */
  @RpcHandler(RpcPattern.sessionsResetHistory)
  async reset(_input: void, call: RpcCallContext): Promise<{ deletedSessions: number }> {
    const userId = call.callerId();
    const deletedSessions = await this.unitOfWork.run(({ sessions }) => sessions.deleteAllOf(userId));
    return { deletedSessions };
  }
}
