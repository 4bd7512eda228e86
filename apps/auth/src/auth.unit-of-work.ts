import { Global, Module } from '@nestjs/common';
import { Outbox } from '@maeum/messaging';
import { TypeOrmUnitOfWork, UnitOfWork } from '@maeum/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { OwnerProofRepository } from './accounts/owner-proof.repository';
import { AdminAccountsRepository } from './admin-accounts/admin-accounts.repository';
import { DiagnosticsRepository } from './diagnostics/diagnostics.repository';
import { PageVisitRepository } from './page-visits/page-visit.repository';
import { ReminderRepository } from './reminders/reminder.repository';
import { SigningKeyRepository } from './signing-keys/signing-key.repository';
import { SecurityEventRepository } from './security-events/security-event.repository';

/**
 * Auth's repositories, bound to one manager: a transaction's in `run`, the pool's in `direct()`.
 * Auth moves to billing's shape feature by feature; `data-door.spec.ts` lists what is still to move.
 */
export interface AuthRepositories {
  pageVisits: PageVisitRepository;
  adminAccounts: AdminAccountsRepository;
  proofs: OwnerProofRepository;
  diagnostics: DiagnosticsRepository;
  securityEvents: SecurityEventRepository;
  reminders: ReminderRepository;
  signingKeys: SigningKeyRepository;
}

export function authRepositories(manager: EntityManager): AuthRepositories {
  return {
    pageVisits: new PageVisitRepository(manager),
    adminAccounts: new AdminAccountsRepository(manager),
    proofs: new OwnerProofRepository(manager),
    diagnostics: new DiagnosticsRepository(manager),
    securityEvents: new SecurityEventRepository(manager),
    reminders: new ReminderRepository(manager),
    signingKeys: new SigningKeyRepository(manager),
  };
}

/** The token auth's use cases inject; specs hand `fakeUnitOfWork(...)` from @maeum/testing. */
export abstract class AuthUnitOfWork extends UnitOfWork<AuthRepositories> {}

/** Global, like the DataSource and Outbox it is made of. */
@Global()
@Module({
  providers: [
    {
      provide: AuthUnitOfWork,
      useFactory: (dataSource: DataSource, outbox: Outbox) =>
        new TypeOrmUnitOfWork(dataSource, outbox, authRepositories),
      inject: [DataSource, Outbox],
    },
  ],
  exports: [AuthUnitOfWork],
})
export class AuthUnitOfWorkModule {}
