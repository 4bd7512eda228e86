import { Controller } from '@nestjs/common';
import { type JournalAnalysisView, type RecordIdRequest, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { GetAnalysisUseCase } from './get-analysis.usecase';
import { RunAnalysisUseCase } from './run-analysis.usecase';

class RunAnalysisRpcDto {
  entryId: string;
  userId: string;
}

@Controller()
export class AnalysisController {
  constructor(
    private readonly getAnalysis: GetAnalysisUseCase,
    private readonly runAnalysis: RunAnalysisUseCase,
  ) {}

  @RpcHandler(RpcPattern.journalAnalysisGet)
  get(input: RecordIdRequest, call: RpcCallContext): Promise<JournalAnalysisView | null> {
    return this.getAnalysis.execute(call.callerId(), input.id);
  }

  /** The worker's job: the entry's owner is named in the job, not by a caller. */
  @RpcHandler(RpcPattern.journalAnalysisRun)
  run(input: RunAnalysisRpcDto): Promise<{ analysed: boolean; by?: string }> {
    return this.runAnalysis.execute(input);
  }
}
