import { Controller, Inject } from '@nestjs/common';
import { OutboxCleanupRequest, OutboxCleanupResult, RpcPattern, ServiceHealth } from '@maeum/contracts';
import { deleteSentOutboxRows, RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { SERVICE_RUNTIME, ServiceRuntime } from './service-runtime';

/** Answers what every service answers: health, and maintenance the worker schedules. */
export function createServiceCoreController(service: ServiceRuntime['service']) {
  @Controller()
  class ServiceCoreController {
    constructor(
      private readonly dataSource: DataSource,
      @Inject(SERVICE_RUNTIME) private readonly runtime: ServiceRuntime,
    ) {}

    @RpcHandler(RpcPattern.health(service))
    async health(): Promise<ServiceHealth> {
      const postgres = await this.dataSource
        .query('SELECT 1')
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      return { service: this.runtime.service, status: postgres, postgres };
    }

    @RpcHandler(RpcPattern.outboxCleanup(service))
    async outboxCleanup(request: OutboxCleanupRequest): Promise<OutboxCleanupResult> {
      const days = Math.max(1, Math.floor(Number(request?.olderThanDays) || 7));
      return { deleted: await deleteSentOutboxRows(this.dataSource, this.runtime.service, days) };
    }
  }
  return ServiceCoreController;
}
