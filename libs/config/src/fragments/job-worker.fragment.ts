import { IsInt, Max, Min } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/**
 * A process that runs BullMQ processors (the worker, and each service in its worker role): how many
 * jobs at once and how long a running job's lock lasts (renewed at half; a dead worker's job is
 * taken up again after it).
 */
export const JobWorkerFragment = (Base: SettingsBase) => {
  class JobWorkerSettings extends Base {
    @IsInt()
    @Min(1)
    @Max(64)
    WORKER_CONCURRENCY: number = 4;

    @IsInt()
    @Min(1000)
    @Max(600_000)
    JOB_LOCK_DURATION_MS: number = 30_000;
  }
  return JobWorkerSettings;
};
