import { Injectable, Logger } from '@nestjs/common';
import { JobName } from '@maeum/contracts';
import { JobHandler } from '@maeum/service-kit';
import { WriteWeeklySummariesUseCase } from './write-weekly-summaries.usecase';

/** The hourly `weekly-summary` job: writes the recaps due now (its Monday, per writer's time zone). */
@Injectable()
export class WeeklySummaryJob implements JobHandler<typeof JobName.weeklySummary> {
  readonly jobName = JobName.weeklySummary;
  private readonly logger = new Logger(WeeklySummaryJob.name);

  constructor(private readonly writeWeekly: WriteWeeklySummariesUseCase) {}

  async handle(): Promise<{ written: number }> {
    const result = await this.writeWeekly.execute(new Date());
    this.logger.log(result, 'Weekly recap pass');
    return result;
  }
}
