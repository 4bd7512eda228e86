import { Controller } from '@nestjs/common';
import {
  JournalPromptRpcDto,
  type JournalPromptView,
  JournalWeeklyRunDto,
  type JournalWeeklySummaryView,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { DailyPromptUseCase } from './daily-prompt.usecase';
import { GetWeeklySummaryUseCase } from './get-weekly-summary.usecase';
import { WriteWeeklySummariesUseCase } from './write-weekly-summaries.usecase';

@Controller()
export class PromptsController {
  constructor(
    private readonly dailyPrompt: DailyPromptUseCase,
    private readonly weekly: GetWeeklySummaryUseCase,
    private readonly writeWeekly: WriteWeeklySummariesUseCase,
  ) {}

  @RpcHandler(RpcPattern.journalPrompt)
  prompt(input: JournalPromptRpcDto, call: RpcCallContext): Promise<JournalPromptView> {
    return this.dailyPrompt.execute(call.callerId(), input?.regenerate === true, input?.language);
  }

  @RpcHandler(RpcPattern.journalWeeklyGet)
  weeklySummary(_input: void, call: RpcCallContext): Promise<JournalWeeklySummaryView | null> {
    return this.weekly.execute(call.callerId());
  }

  /** One recap pass on request, as the hourly `weekly-summary` job runs it (`now` lets a test stand on a Monday). */
  @RpcHandler(RpcPattern.journalWeeklyRun)
  writeWeeklySummaries(input: JournalWeeklyRunDto): Promise<{ written: number }> {
    return this.writeWeekly.execute(input?.now ? new Date(input.now) : new Date());
  }
}
