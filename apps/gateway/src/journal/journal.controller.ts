import { Controller, Get, Header, HttpStatus, Param, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type JournalAnalysisView, RecordIdDto, RpcPattern } from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/**
 * An entry's analysis: 202 while it is being written, so not a plain forward. The rest of the
 * journal is served from the endpoint table (libs/contracts/src/endpoints/journal.endpoints.ts).
 */
@ApiTags('journal')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('journal')
export class JournalAnalysisController {
  constructor(private readonly services: ServicesClient) {}

  @Get('entries/:id/analysis')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The AI analysis of the entry' })
  @ApiAcceptedResponse({ description: 'Still being written: ask again shortly' })
  async analysis(
    @Param() params: RecordIdDto,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JournalAnalysisView | { status: 'pending' }> {
    const analysis = await this.services.ask(RpcPattern.journalAnalysisGet, { id: params.id }, caller);
    if (analysis) return analysis;
    reply.status(HttpStatus.ACCEPTED).header('retry-after', '1');
    return { status: 'pending' };
  }
}
