import { Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceDefinition } from '@maeum/service-kit';
import { AccessController } from './access/access.controller';
import { AdminGate } from './access/admin-gate';
import { AdminConfig } from './admin.config';
import { ReauthenticateUseCase } from './access/reauthenticate.usecase';
import { UserDeletedListener } from './accounts/user-deleted.listener';
import { AuditController } from './audit/audit.controller';
import { ExportAuditUseCase } from './audit/export-audit.usecase';
import { ListAuditUseCase } from './audit/list-audit.usecase';
import { AdminUnitOfWorkModule } from './admin.unit-of-work';
import { migrations } from './migrations';
import { FailureSources } from './failures/failure-sources';
import { FailuresController } from './failures/failures.controller';
import { ListFailuresUseCase } from './failures/list-failures.usecase';
import { RetryDeadLetterUseCase } from './failures/retry-dead-letter.usecase';
import { RetryFailedJobUseCase } from './failures/retry-failed-job.usecase';
import { OverviewController } from './overview/overview.controller';
import { OperatorController } from './operator/operator.controller';
import { OperatorGrantUseCase } from './operator/operator-grant.usecase';
import { AdminSessionsController } from './sessions/sessions.controller';
import { DeleteUserUseCase } from './users/delete-user.usecase';
import { GetUserUseCase } from './users/get-user.usecase';
import { GrantPlanUseCase } from './users/grant-plan.usecase';
import { SearchUsersUseCase } from './users/search-users.usecase';
import { TargetAccounts } from './users/target-accounts';
import { UsersController } from './users/users.controller';

/** The admin panel (spec §2, §6): every rule checked here, every action in the audit log. */
@Module({
  controllers: [
    AccessController,
    UsersController,
    AdminSessionsController,
    AuditController,
    OperatorController,
    OverviewController,
    FailuresController,
  ],
  providers: [
    AdminGate,
    ListAuditUseCase,
    ExportAuditUseCase,
    TargetAccounts,
    ReauthenticateUseCase,
    SearchUsersUseCase,
    GetUserUseCase,
    DeleteUserUseCase,
    GrantPlanUseCase,
    OperatorGrantUseCase,
    FailureSources,
    ListFailuresUseCase,
    RetryDeadLetterUseCase,
    RetryFailedJobUseCase,
  ],
})
export class AdminFeaturesModule {}

@Module({})
export class AdminAppModule {}

export const adminService: ServiceDefinition<AdminConfig> = {
  service: 'admin',
  configClass: AdminConfig,
  entities: [],
  migrations,
  rootModule: (runtime) => ({
    module: AdminAppModule,
    imports: [
      ServiceCoreModule.forRoot(runtime, { entities: [], migrations, eventHandlers: [UserDeletedListener] }),
      AdminUnitOfWorkModule,
      AdminFeaturesModule,
    ],
  }),
};
