import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { metricsRegistry } from '@maeum/telemetry';
import type { JobSchedulerTemplateOptions, Queue, RepeatOptions } from 'bullmq';
import { Counter } from 'prom-client';
import { WorkerConfig } from '../worker.config';

/** Counted each time a schedule was found missing (Redis lost its data) and registered again. */
export const schedulesRepaired = new Counter({
  name: 'maeum_schedules_repaired_total',
  help: 'Job schedules found missing in Redis and registered again',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

interface Kept {
  queue: Queue;
  id: string;
  repeat: Omit<RepeatOptions, 'key'>;
  template: { name: string; data: unknown; opts?: JobSchedulerTemplateOptions };
}

/**
 * The worker's repeating jobs, registered at boot and asserted again every SCHEDULE_CHECK_MS: if
 * Redis lost its data (a restart without persistence, a failover), every schedule is back within
 * that period without restarting the worker. Upserts are idempotent, so several workers agree.
 */
@Injectable()
export class ScheduleKeeper implements OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleKeeper.name);
  private readonly kept: Kept[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly config: WorkerConfig) {}

  async keep(schedule: Kept): Promise<void> {
    this.kept.push(schedule);
    await this.register(schedule);
    this.logger.log({ job: schedule.id, ...schedule.repeat }, 'Schedule registered');
    this.timer ??= setInterval(() => void this.reassert(), this.config.SCHEDULE_CHECK_MS);
    this.timer.unref();
  }

  /** Every kept schedule, registered again where it went missing. */
  async reassert(): Promise<void> {
    for (const schedule of this.kept) {
      try {
        if (await schedule.queue.getJobScheduler(schedule.id)) continue;
        await this.register(schedule);
        schedulesRepaired.inc({ job: schedule.id });
        this.logger.warn({ job: schedule.id }, 'Schedule was missing from Redis: registered again');
      } catch (error) {
        // Redis away: the next pass tries again.
        this.logger.warn({ job: schedule.id, reason: (error as Error).message }, 'Schedule not checked');
      }
    }
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  private register({ queue, id, repeat, template }: Kept) {
    return queue.upsertJobScheduler(id, repeat, template);
  }
}
