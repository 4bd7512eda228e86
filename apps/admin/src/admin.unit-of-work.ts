import { Global, Module } from '@nestjs/common';
import { Outbox } from '@maeum/messaging';
import { TypeOrmUnitOfWork, UnitOfWork } from '@maeum/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { AdminUsersRepository } from './access/admin-users.repository';
import { AuditLogRepository } from './audit/audit-log.repository';

/** Admin's repositories, bound to one manager: a transaction's in `run`, the pool's in `direct()`. */
export interface AdminRepositories {
  admins: AdminUsersRepository;
  audit: AuditLogRepository;
}

export function adminRepositories(manager: EntityManager): AdminRepositories {
  return {
    admins: new AdminUsersRepository(manager),
    audit: new AuditLogRepository(manager),
  };
}

/** The token admin's use cases inject; specs hand `fakeUnitOfWork(...)` from @maeum/testing. */
export abstract class AdminUnitOfWork extends UnitOfWork<AdminRepositories> {}

/** Global, like the DataSource and Outbox it is made of. */
@Global()
@Module({
  providers: [
    {
      provide: AdminUnitOfWork,
      useFactory: (dataSource: DataSource, outbox: Outbox) =>
        new TypeOrmUnitOfWork(dataSource, outbox, adminRepositories),
      inject: [DataSource, Outbox],
    },
  ],
  exports: [AdminUnitOfWork],
})
export class AdminUnitOfWorkModule {}
