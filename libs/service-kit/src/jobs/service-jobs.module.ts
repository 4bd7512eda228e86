import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Type } from '@nestjs/common';
import type { QueueName } from '@maeum/contracts';
import Redis from 'ioredis';
import { queuePrefix } from '../service/failed-jobs';
import { JOB_WORKER_SETTINGS, JobWorkerSettings } from './dispatching-processor';
import { indexJobHandlers, JOB_HANDLERS, JobHandler } from './job-handler';
import { queueProcessor } from './queue-processor';

/**
 * One BullMQ queue a service runs itself, in its worker role: the queue's name (as the producers and
 * the admin's failed-jobs reader know it), one handler per job of that queue, and the feature
 * modules whose use cases the handlers call (they must export them).
 */
export interface ServiceJobs {
  queue: QueueName;
  handlers: Type<JobHandler>[];
  imports?: Type[];
}

/**
 * The processors of a service's queues, on the same Redis prefix as the producers and the worker app.
 * Every job of each queue must have its handler here (checked at boot).
 */
@Module({})
export class ServiceJobsModule {
  static register(
    jobs: ServiceJobs[],
    runtime: { redis: Redis; namespace: string; settings: JobWorkerSettings },
  ): DynamicModule {
    const handlers = jobs.flatMap((queue) => queue.handlers);
    const queues = jobs.map((queue) => queue.queue);
    return {
      module: ServiceJobsModule,
      imports: [
        BullModule.forRoot({ connection: runtime.redis, prefix: queuePrefix(runtime.namespace) }),
        // Also brings BullMQ's explorer, which starts a Worker for each @Processor.
        BullModule.registerQueue(...queues.map((name) => ({ name }))),
        ...jobs.flatMap((queue) => queue.imports ?? []),
      ],
      providers: [
        { provide: JOB_WORKER_SETTINGS, useValue: runtime.settings },
        ...handlers,
        {
          provide: JOB_HANDLERS,
          useFactory: (...all: JobHandler[]) => {
            indexJobHandlers(all, queues);
            return all;
          },
          inject: handlers,
        },
        ...queues.map(queueProcessor),
      ],
    };
  }
}
