import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { RpcPattern } from '@maeum/contracts';
import { RpcCallContext } from '@maeum/messaging';
import { DataSource } from 'typeorm';

/**
 * The two shapes `npm run bench` measures through the gateway → NATS → service hop: an echo (the
 * pure cost of the hop) and a by-user read of one row. The gateway exposes them only when
 * DIAGNOSTICS_ENABLED is on.
 */
@Controller()
export class DiagnosticsController {
  constructor(private readonly dataSource: DataSource) {}

  @MessagePattern(RpcPattern.diagnosticsEcho)
  echo(@Payload() payload: unknown): unknown {
    return payload;
  }

  @MessagePattern(RpcPattern.diagnosticsRead)
  async read(@Ctx() ctx: RpcCallContext): Promise<unknown> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT "id", "email", "full_name" AS "fullName", "created_at" AS "createdAt" FROM "auth"."users" WHERE "id" = $1',
      [ctx.userId],
    );
    return rows[0] ?? null;
  }
}
