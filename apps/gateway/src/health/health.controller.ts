import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DOMAIN_SERVICES, DomainService, RpcPattern } from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

type UpDown = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  services: Record<DomainService, UpDown>;
  deps: { postgres: UpDown; redis: UpDown; nats: UpDown };
  down?: string[];
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  @Get()
  @ApiOperation({ summary: 'Every service and dependency; 503 naming what is down' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const { rpc, pg, redis, connection, config } = this.runtime;
    const timeout = config.HEALTH_TIMEOUT_MS;
    const probe = (check: () => Promise<unknown>): Promise<UpDown> =>
      withTimeout(check(), timeout).then(
        () => 'up',
        () => 'down',
      );
    const [serviceStates, postgres, redisState, nats] = await Promise.all([
      Promise.all(
        DOMAIN_SERVICES.map((service) =>
          rpc.request(RpcPattern.health(service), undefined, { timeoutMs: timeout }).then(
            (h) => (h.status === 'up' ? 'up' : 'down') as UpDown,
            () => 'down' as UpDown,
          ),
        ),
      ),
      probe(() => pg.query('SELECT 1')),
      probe(() => redis.ping()),
      probe(() => (connection.isClosed() ? Promise.reject(new Error('closed')) : connection.flush())),
    ]);
    const services = Object.fromEntries(
      DOMAIN_SERVICES.map((s, i) => [s, serviceStates[i]]),
    ) as HealthReport['services'];
    const deps = { postgres, redis: redisState, nats };
    const down = [
      ...Object.entries(services)
        .filter(([, s]) => s === 'down')
        .map(([n]) => n),
      ...Object.entries(deps)
        .filter(([, s]) => s === 'down')
        .map(([n]) => n),
    ];
    void reply.header('cache-control', 'no-store');
    if (down.length) {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'degraded', services, deps, down };
    }
    return { status: 'ok', services, deps };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness of the gateway process itself (for probes)' })
  live() {
    return { status: 'ok' };
  }
}
