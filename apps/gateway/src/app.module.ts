import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { ErrorEnvelopeFilter } from './core/error-envelope.filter';
import { GATEWAY_RUNTIME, GatewayRuntime } from './core/gateway-runtime';
import { IdempotencyStore } from './core/idempotency';
import { ServicesClient } from './core/services.client';
import { createValidationPipe } from './core/validation.pipe';
import { DiagnosticsController } from './diagnostics/diagnostics.controller';
import { EndpointsModule } from './endpoints/endpoints.module';
import { HealthModule } from './health/health.module';
import { MeModule } from './me/me.module';
import { JournalModule } from './journal/journal.module';
import { SafetyModule } from './safety/safety.module';
import { SessionsModule } from './sessions/sessions.module';
import { SpaFallback } from './web/spa-fallback';

@Global()
@Module({})
class GatewayCoreModule {
  static register(runtime: GatewayRuntime, spa: SpaFallback): DynamicModule {
    return {
      module: GatewayCoreModule,
      providers: [
        { provide: GATEWAY_RUNTIME, useValue: runtime },
        { provide: SpaFallback, useValue: spa },
        { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        ServicesClient,
        IdempotencyStore,
      ],
      exports: [GATEWAY_RUNTIME, SpaFallback, ServicesClient, IdempotencyStore],
    };
  }
}

@Module({})
export class GatewayAppModule {
  static register(runtime: GatewayRuntime, spa: SpaFallback): DynamicModule {
    return {
      module: GatewayAppModule,
      imports: [
        GatewayCoreModule.register(runtime, spa),
        HealthModule,
        AuthModule,
        MeModule,
        BillingModule,
        SessionsModule,
        JournalModule,
        EndpointsModule,
        SafetyModule,
        AdminModule,
      ],
      controllers: runtime.config.DIAGNOSTICS_ENABLED ? [DiagnosticsController] : [],
    };
  }
}
