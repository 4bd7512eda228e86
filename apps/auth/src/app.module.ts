import { PaymentReceiptListener } from './billing-notices/payment-receipt.listener';
import { RenewalFailedListener } from './billing-notices/renewal-failed.listener';
import {
  DynamicModule,
  Global,
  Inject,
  Logger,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { ServiceCoreModule, ServiceRuntime, watchRedis } from '@maeum/service-kit';
import Redis from 'ioredis';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AdminDeleteRequestedListener } from './account-deletion/admin-delete-requested.listener';
import { AdminAccountsModule } from './admin-accounts/admin-accounts.module';
import { AdminRoleChangedListener } from './admin-accounts/admin-role-changed.listener';
import { AdminActionLoggedListener } from './security-events/admin-action-logged.listener';
import { AccountsModule } from './accounts/accounts.module';
import { hashConcurrency } from './accounts/hashing-pool';
import { configurePasswordHashing } from './accounts/password-hasher';
import { User } from './users/user.entity';
import { lowerThreadPoolPriority } from './accounts/thread-pool-priority';
import { AuthConfig } from './auth.config';
import { AuthUnitOfWorkModule } from './auth.unit-of-work';
import { AUTH_REDIS } from './config/auth-config';
import { DataExportModule } from './data-export/data-export.module';
import { EmailChangeModule } from './email-change/email-change.module';
import { DiagnosticsController } from './diagnostics/diagnostics.controller';
import { MeModule } from './me/me.module';
import { PageVisitsModule } from './page-visits/page-visits.module';
import { migrations } from './migrations';
import { OAuthModule } from './oauth/oauth.module';
import { RecoveryModule } from './recovery/recovery.module';
import { RemindersModule } from './reminders/reminders.module';
import { SecurityEventsModule } from './security-events/security-events.module';
import { SignInSessionsModule } from './sign-in-sessions/sign-in-sessions.module';
import { SigningKeysModule } from './signing-keys/signing-keys.module';

export const entities = [User];

@Global()
@Module({})
class AuthInfrastructureModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PasswordHashing');

  constructor(
    @Inject(AUTH_REDIS) private readonly redis: Redis,
    private readonly config: AuthConfig,
  ) {}

  async onModuleInit() {
    const threads = await lowerThreadPoolPriority(this.config.PASSWORD_HASH_NICENESS);
    if (threads.length)
      this.logger.log(
        `Thread pool (${threads.length} threads) runs at nice ${this.config.PASSWORD_HASH_NICENESS}`,
      );
  }

  static register(runtime: ServiceRuntime<AuthConfig>): DynamicModule {
    const { config } = runtime;
    configurePasswordHashing({
      concurrency: hashConcurrency(config.PASSWORD_HASH_CONCURRENCY),
      maxWaitMs: config.PASSWORD_HASH_MAX_WAIT_MS,
    });
    return {
      module: AuthInfrastructureModule,
      providers: [
        {
          provide: AUTH_REDIS,
          useFactory: () => {
            const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
            watchRedis(redis, new Logger('Redis'));
            return redis;
          },
        },
      ],
      exports: [AUTH_REDIS],
    };
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}

@Module({})
export class AuthAppModule {
  static register(runtime: ServiceRuntime<AuthConfig>): DynamicModule {
    return {
      module: AuthAppModule,
      imports: [
        ServiceCoreModule.forRoot(runtime, {
          entities,
          migrations,
          eventHandlers: [
            RenewalFailedListener,
            PaymentReceiptListener,
            AdminDeleteRequestedListener,
            AdminRoleChangedListener,
            AdminActionLoggedListener,
          ],
          eventHandlerImports: [RecoveryModule, AccountDeletionModule, SecurityEventsModule],
        }),
        AuthInfrastructureModule.register(runtime),
        AuthUnitOfWorkModule,
        SigningKeysModule,
        SecurityEventsModule,
        SignInSessionsModule,
        AccountsModule,
        RecoveryModule,
        OAuthModule,
        MeModule,
        PageVisitsModule,
        RemindersModule,
        EmailChangeModule,
        AccountDeletionModule,
        DataExportModule,
        AdminAccountsModule,
      ],
      controllers: [DiagnosticsController],
    };
  }
}
