import { Controller } from '@nestjs/common';
import { AuthUserExport, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ExportUserDataUseCase } from './export-user-data.usecase';

@Controller()
export class DataExportController {
  constructor(private readonly exportUserData: ExportUserDataUseCase) {}

  /** The exported user is always the verified caller, never one named in the payload. */
  @RpcHandler(RpcPattern.authExportUser)
  export(_request: void, call: RpcCallContext): Promise<AuthUserExport> {
    return this.exportUserData.execute(call.callerId());
  }
}
