import { MessagingNames, RpcClient } from '@maeum/messaging';
import Redis from 'ioredis';
import { NatsConnection } from 'nats';
import { Pool } from 'pg';
import { GatewayConfig } from '../gateway.config';

/** The gateway's live connections, made before Nest starts and closed after it stops. */
export interface GatewayRuntime {
  config: GatewayConfig;
  connection: NatsConnection;
  names: MessagingNames;
  rpc: RpcClient;
  redis: Redis;
  /** Small pool for health checks and diagnostics; the gateway owns no tables. */
  pg: Pool;
}

export const GATEWAY_RUNTIME = Symbol('GATEWAY_RUNTIME');
