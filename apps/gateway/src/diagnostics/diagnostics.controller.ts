import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RpcPattern } from '@maeum/contracts';
import { isUUID, IsString, MaxLength } from 'class-validator';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

export class EchoDto {
  @IsString()
  @MaxLength(1024)
  message: string;
}

function diagnosticsUser(value: string | undefined): string {
  if (!value || !isUUID(value)) throw new BadRequestException('x-diagnostics-user must be a user id');
  return value;
}

const READ_USER_SQL =
  'SELECT "id", "email", "full_name" AS "fullName", "created_at" AS "createdAt" FROM "auth"."users" WHERE "id" = $1';

/**
 * Pairs of identical handlers, one answered here and one through NATS by a service, so `npm run
 * bench` measures exactly what the hop costs. Mounted only with DIAGNOSTICS_ENABLED.
 */
@ApiExcludeController()
@Controller('diagnostics')
export class DiagnosticsController {
  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  @Post('echo')
  @HttpCode(200)
  echoDirect(@Body() body: EchoDto): EchoDto {
    return body;
  }

  @Post('echo/rpc')
  @HttpCode(200)
  echoRpc(@Body() body: EchoDto): Promise<EchoDto> {
    return this.runtime.rpc.request(RpcPattern.diagnosticsEcho, body) as Promise<EchoDto>;
  }

  @Get('read')
  async readDirect(@Headers('x-diagnostics-user') user?: string): Promise<unknown> {
    const { rows } = await this.runtime.pg.query(READ_USER_SQL, [diagnosticsUser(user)]);
    return rows[0] ?? null;
  }

  @Get('read/rpc')
  readRpc(@Headers('x-diagnostics-user') user?: string): Promise<unknown> {
    return this.runtime.rpc.request(RpcPattern.diagnosticsRead, undefined, { userId: diagnosticsUser(user) });
  }
}
