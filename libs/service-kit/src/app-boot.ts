import { CommonConfig, loadConfig, redactConfig } from '@maeum/config';
import { connectNats, MessagingNames } from '@maeum/messaging';
import { initMetrics, startTracing, stopTracing } from '@maeum/telemetry';
import { NatsConnection } from 'nats';
import { Server } from 'node:http';
import type { Logger as Pino } from 'pino';
import { createRootLogger } from './logger';
import { LivenessCheck, startOpsServer } from './ops-server';

export interface AppNats {
  connection: NatsConnection;
  names: MessagingNames;
}

/**
 * What every app (gateway, worker, each service) does around its own Nest application: read and
 * validate its config, set up the process's logger and metrics, connect to NATS, open the ops
 * listener once it is ready, and close everything in order.
 */
export class AppBoot<C extends CommonConfig> {
  private connection?: NatsConnection;
  private ops?: Server;

  private constructor(
    readonly name: string,
    readonly config: C,
    readonly logger: Pino,
  ) {}

  /** Throws (naming the variable) on a bad environment, before anything is connected. */
  static open<C extends CommonConfig>(
    name: string,
    configClass: new () => C,
    env: NodeJS.ProcessEnv,
  ): AppBoot<C> {
    const config = loadConfig(configClass, env);
    const logger = createRootLogger(name, config.LOG_LEVEL, config.LOG_FORMAT);
    initMetrics(name);
    // Off unless OTEL_TRACES_EXPORTER asks for an exporter (libs/telemetry/src/tracing.ts).
    startTracing(name, env);
    return new AppBoot(name, config, logger);
  }

  async connectNats(): Promise<AppNats> {
    this.connection = await connectNats(this.config.NATS_URL, `maeum-${this.name}`);
    return { connection: this.connection, names: new MessagingNames(this.config.MESSAGING_NAMESPACE) };
  }

  /** Opens the ops listener (probes and Prometheus on METRICS_PORT) and says the app is ready. */
  async ready(isLive: LivenessCheck, fields: Record<string, unknown> = {}): Promise<void> {
    this.ops = await startOpsServer(this.config.METRICS_PORT, this.config.METRICS_HOST, isLive);
    this.logger.info({ config: redactConfig(this.config), ...fields }, `${this.name} is ready`);
  }

  /**
   * Closes the Nest app first (it stops taking work and lets what is under way finish), then
   * drains NATS, then the app's own clients in the order given, and the ops listener last.
   */
  async close(app: { close(): Promise<void> }, ...clients: Array<() => unknown>): Promise<void> {
    await app.close();
    await this.connection?.drain().catch(() => undefined);
    for (const closeClient of clients) await closeClient();
    await stopTracing();
    await new Promise((resolve) => (this.ops ? this.ops.close(resolve) : resolve(undefined)));
  }
}
