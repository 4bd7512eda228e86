import { type CommonSettings, loadConfig, redactConfig } from '@maeum/config';
import { connectNats, MessagingNames } from '@maeum/messaging';
import { initMetrics, startTracing, stopTracing } from '@maeum/telemetry';
import { NatsConnection } from 'nats';
import { Server } from 'node:http';
import { Client } from 'pg';
import { dependencyAddress, waitForDependency } from './dependency-wait';
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
export class AppBoot<C extends CommonSettings> {
  private connection?: NatsConnection;
  private ops?: Server;
  /** Until ready() the probe answers 503: the app is waiting for its dependencies. */
  private live: LivenessCheck = () => false;

  private constructor(
    readonly name: string,
    readonly config: C,
    readonly logger: Pino,
  ) {}

  /** Throws (naming the variable) on a bad environment, before anything is connected. */
  static open<C extends CommonSettings>(
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

  /** NATS, tried with backoff and one log line per attempt; the probe answers 503 meanwhile. */
  async connectNats(): Promise<AppNats> {
    await this.openOps();
    const url = this.config.NATS_URL;
    this.connection = await waitForDependency(
      'NATS',
      dependencyAddress(url),
      () => connectNats(url, `maeum-${this.name}`),
      this.logger,
    );
    return { connection: this.connection, names: new MessagingNames(this.config.MESSAGING_NAMESPACE) };
  }

  /**
   * Postgres answering at DATABASE_URL (a database still to be made counts: the server is there),
   * tried with backoff and one log line per attempt naming it, before anything uses it.
   */
  async waitForPostgres(): Promise<void> {
    await this.openOps();
    const url = this.config.DATABASE_URL;
    await waitForDependency(
      'Postgres',
      dependencyAddress(url),
      async () => {
        const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
        client.on('error', () => undefined);
        try {
          await client.connect();
        } catch (error) {
          if ((error as { code?: string }).code !== '3D000') throw error; // no such database yet
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      this.logger,
    );
  }

  /** The ops listener, open from the first wait on: /healthz is 503 until ready(). */
  private async openOps(): Promise<void> {
    if (this.ops || !this.config.METRICS_PORT) return;
    this.ops = await startOpsServer(this.config.METRICS_PORT, this.config.METRICS_HOST, () => this.live());
  }

  /** Opens the ops listener (probes and Prometheus on METRICS_PORT) if it is not yet, and says the app is ready. */
  async ready(isLive: LivenessCheck, fields: Record<string, unknown> = {}): Promise<void> {
    this.live = isLive;
    await this.openOps();
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
