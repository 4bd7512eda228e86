import { Controller } from '@nestjs/common';
import { DiagnosticsRow, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';

/**
 * The two shapes `npm run bench` measures through the gateway → NATS → service hop: an echo (the
 * pure cost of the hop) and a by-user read of one row. The gateway exposes them only when
 * DIAGNOSTICS_ENABLED is on.
 */
@Controller()
export class DiagnosticsController {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RpcPattern.diagnosticsEcho)
  echo(payload: unknown): unknown {
    return payload;
  }

  @RpcHandler(RpcPattern.diagnosticsRead)
  async read(_request: void, call: RpcCallContext): Promise<DiagnosticsRow | null> {
    const rows: DiagnosticsRow[] = await this.dataSource.query(
      'SELECT "id", "email", "full_name" AS "fullName", "created_at" AS "createdAt" FROM "auth"."users" WHERE "id" = $1',
      [call.userId],
    );
    return rows[0] ?? null;
  }
}
