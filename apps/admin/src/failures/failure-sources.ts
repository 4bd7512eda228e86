import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { QueueName } from '@maeum/contracts';
import { DeadLetters } from '@maeum/messaging';
import { FailedJobs, SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';

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
    this.jobs = new FailedJobs(runtime.config, Object.values(QueueName), new Logger(FailureSources.name));
  }

  deadLetters(): Promise<DeadLetters> {
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
