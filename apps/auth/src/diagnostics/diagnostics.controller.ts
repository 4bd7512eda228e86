import { Controller } from '@nestjs/common';
import { DiagnosticsRow, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { AuthUnitOfWork } from '../auth.unit-of-work';

/**
 * The two shapes `npm run bench` measures through the gateway → NATS → service hop: an echo (the
 * pure cost of the hop) and a by-user read of one row. The gateway exposes them only when
 * DIAGNOSTICS_ENABLED is on.
 */
@Controller()
export class DiagnosticsController {
  constructor(private readonly unitOfWork: AuthUnitOfWork) {}

  @RpcHandler(RpcPattern.diagnosticsEcho)
  echo(payload: unknown): unknown {
    return payload;
  }

  @RpcHandler(RpcPattern.diagnosticsRead)
  read(_request: void, call: RpcCallContext): Promise<DiagnosticsRow | null> {
    return this.unitOfWork.direct().diagnostics.readUser(call.userId);
  }
}
