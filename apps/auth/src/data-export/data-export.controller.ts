import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern } from '@nestjs/microservices';
import { RpcPattern } from '@maeum/contracts';
import { RpcCallContext } from '@maeum/messaging';
import { CallerRequiredError } from '../me/me.exception';
import { AuthUserExport, ExportUserDataUseCase } from './export-user-data.usecase';

@Controller()
export class DataExportController {
  constructor(private readonly exportUserData: ExportUserDataUseCase) {}

  /** The exported user is always the verified caller, never one named in the payload. */
  @MessagePattern(RpcPattern.authExportUser)
  export(@Ctx() ctx: RpcCallContext): Promise<AuthUserExport> {
    const userId = ctx.userId;
    if (!userId) throw new CallerRequiredError();
    return this.exportUserData.execute(userId);
  }
}
