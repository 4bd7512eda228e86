import { Global, Module } from '@nestjs/common';
import { Outbox } from '@maeum/messaging';
import { TypeOrmUnitOfWork, UnitOfWork, type UnitOfWorkScope } from '@maeum/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { AccountDataRepository } from './accounts/account-data.repository';
import { AdminSessionsRepository } from './admin/admin-sessions.repository';
import { ChatMessageRepository } from './chat/chat-message.repository';
import { ChatSessionRepository } from './chat/chat-session.repository';
import { SafetyReferralRepository } from './chat/safety-referral.repository';
import { CrisisHoldRepository } from './crisis-hold/crisis-hold.repository';
import { MemoryRepository } from './memory/memory.repository';
import { VoiceClipRepository } from './spoken-replies/voice-clip.repository';

/** The sessions service's repositories, bound to one manager: a transaction's in `run`, the pool's in `direct()`. */
export interface SessionsRepositories {
  sessions: ChatSessionRepository;
  messages: ChatMessageRepository;
  referrals: SafetyReferralRepository;
  clips: VoiceClipRepository;
  memories: MemoryRepository;
  crisisHolds: CrisisHoldRepository;
  admin: AdminSessionsRepository;
  accounts: AccountDataRepository;
}

export function sessionsRepositories(manager: EntityManager): SessionsRepositories {
  return {
    sessions: new ChatSessionRepository(manager),
    messages: new ChatMessageRepository(manager),
    referrals: new SafetyReferralRepository(manager),
    clips: new VoiceClipRepository(manager),
    memories: new MemoryRepository(manager),
    crisisHolds: new CrisisHoldRepository(manager),
    admin: new AdminSessionsRepository(manager),
    accounts: new AccountDataRepository(manager),
  };
}

/** What a use case holds inside `run`: the repositories on its transaction, and its outbox. */
export type SessionsScope = UnitOfWorkScope<SessionsRepositories>;

/** The token the sessions service's use cases inject; specs hand `fakeUnitOfWork(...)` from @maeum/testing. */
export abstract class SessionsUnitOfWork extends UnitOfWork<SessionsRepositories> {}

/** Global, like the DataSource and Outbox it is made of. */
@Global()
@Module({
  providers: [
    {
      provide: SessionsUnitOfWork,
      useFactory: (dataSource: DataSource, outbox: Outbox) =>
        new TypeOrmUnitOfWork(dataSource, outbox, sessionsRepositories),
      inject: [DataSource, Outbox],
    },
  ],
  exports: [SessionsUnitOfWork],
})
export class SessionsUnitOfWorkModule {}
