import { Controller } from '@nestjs/common';
import {
  JournalAnalysisRunDto,
  type JournalAnalysisView,
  type RecordIdRequest,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { GetAnalysisUseCase } from './get-analysis.usecase';
import { RunAnalysisUseCase } from './run-analysis.usecase';

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

  /**
   * One analysis on request, as the `journal-analysis` job runs it in-process (the bench drives the
   * analysis through this): the entry's owner is named in the input, not by a caller.
   */
  @RpcHandler(RpcPattern.journalAnalysisRun)
  run(input: JournalAnalysisRunDto): Promise<{ analysed: boolean; by?: string }> {
    return this.runAnalysis.execute(input);
  }
}
