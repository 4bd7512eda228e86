import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { QueueName } from '@maeum/contracts';
import { DeadLetters, RpcError, ServiceUnavailableError } from '@maeum/messaging';
import { FailedJobs, SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';

const logger = new Logger('FailureSources');

/** Redis or NATS not answering is the caller's 503 (try again), not a 500; a coded refusal passes. */
export async function orUnavailable<T>(store: 'redis' | 'nats', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RpcError) throw error;
    logger.warn({ err: error, store }, 'Failures could not be read or retried');
    throw new ServiceUnavailableError(store, 'disconnected');
  }
}

/**
 * Where the operator's failures are read: the namespace's dead-letter stream (through NATS, as
 * every service's consumers park there) and the failed sets of the worker's queues (through
 * Redis, under the prefix every producer uses). Both are infrastructure of the messaging libs, not
 * another service's tables, so the admin service reads them itself.
 */
@Injectable()
export class FailureSources implements OnApplicationShutdown {
  readonly jobs: FailedJobs;
  private deadLettersReady?: Promise<DeadLetters>;

  constructor(@Inject(SERVICE_RUNTIME) private readonly runtime: ServiceRuntime) {
    this.jobs = new FailedJobs(runtime.config, Object.values(QueueName), logger);
  }

  deadLetters(): Promise<DeadLetters> {
    return orUnavailable('nats', () => this.connectDeadLetters());
  }

  private connectDeadLetters(): Promise<DeadLetters> {
    this.deadLettersReady ??= this.runtime.connection
      .jetstreamManager()
      .then((jsm) => new DeadLetters(this.runtime.connection.jetstream(), jsm, this.runtime.names));
    // A failed look-up is tried again on the next request.
    this.deadLettersReady.catch(() => (this.deadLettersReady = undefined));
    return this.deadLettersReady;
  }

  onApplicationShutdown(): Promise<void> {
    return this.jobs.close();
  }
}
