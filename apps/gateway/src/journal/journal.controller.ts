import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CreateJournalEntryDto,
  ImportJournalDto,
  type ImportJournalView,
  type JournalAnalysisView,
  JournalEntriesQueryDto,
  type JournalEntryView,
  type JournalInsightsView,
  JournalPromptQueryDto,
  type JournalPromptView,
  JournalSearchQueryDto,
  type JournalSearchView,
  type JournalWeeklySummaryView,
  RecordIdDto,
  RpcPattern,
} from '@maeum/contracts';
import type { JsonBytes } from '@maeum/messaging';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

/** The journal: forwarded to the journal service with the verified caller. */
@ApiTags('journal')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('journal')
export class JournalController {
  constructor(private readonly services: ServicesClient) {}

  @Get('entries')
  @Header('cache-control', 'no-store')
  // The page is sent on as the journal wrote it (no parse and re-serialise here).
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOkResponse({
    description:
      'Entries newest first, 10 a page as the spec reads them (?cursor= the createdAt of the last), with their analyses',
  })
  list(
    @Query() query: JournalEntriesQueryDto,
    @CurrentCaller() caller: Caller,
  ): Promise<JsonBytes<JournalEntryView[]>> {
    return this.services.askJson(
      RpcPattern.journalList,
      {
        ...(query.tag ? { tag: query.tag } : {}),
        ...(query.mood ? { mood: query.mood } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
      },
      caller,
    );
  }

  @Idempotent('journal')
  @Post('entries')
  @ApiCreatedResponse({ description: 'The saved entry; its analysis follows (GET …/analysis)' })
  create(@Body() body: CreateJournalEntryDto, @CurrentCaller() caller: Caller): Promise<JournalEntryView> {
    return this.services.ask(
      RpcPattern.journalCreate,
      {
        content: body.content,
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.mood !== undefined ? { mood: body.mood } : {}),
        ...(body.tags ? { tags: body.tags } : {}),
        ...(body.isPrivate !== undefined ? { isPrivate: body.isPrivate } : {}),
      },
      caller,
    );
  }

  @Idempotent('journal')
  @Post('import')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Entries from a maeum. export, with their dates; one already here is skipped',
  })
  import(@Body() body: ImportJournalDto, @CurrentCaller() caller: Caller): Promise<ImportJournalView> {
    return this.services.ask(RpcPattern.journalImport, { entries: body.entries }, caller);
  }

  @Get('entries/:id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'One entry with its analysis (owner only; 404 otherwise)' })
  get(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<JournalEntryView> {
    return this.services.ask(RpcPattern.journalGet, { id: params.id }, caller);
  }

  @Delete('entries/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted with its analysis' })
  async delete(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<void> {
    await this.services.ask(RpcPattern.journalDelete, { id: params.id }, caller);
  }

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

  @Get('prompt')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      "Today's prompt (the same all day); ?regenerate=1 for a new one; ?language=ko words it in Korean",
  })
  prompt(@Query() query: JournalPromptQueryDto, @CurrentCaller() caller: Caller): Promise<JournalPromptView> {
    return this.services.ask(
      RpcPattern.journalPrompt,
      { regenerate: query.regenerate === '1' || query.regenerate === 'true', language: query.language },
      caller,
    );
  }

  @Get('weekly-summary')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The latest weekly recap, or null before the first' })
  weeklySummary(@CurrentCaller() caller: Caller): Promise<JournalWeeklySummaryView | null> {
    return this.services.ask(RpcPattern.journalWeeklyGet, undefined, caller);
  }

  @Get('search')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description: 'Entries that hold the feeling named, in the time chosen (default the past month)',
  })
  search(@Query() query: JournalSearchQueryDto, @CurrentCaller() caller: Caller): Promise<JournalSearchView> {
    return this.services.ask(
      RpcPattern.journalSearch,
      { q: query.q, ...(query.time ? { time: query.time } : {}) },
      caller,
    );
  }

  @Get('insights')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'Streak, most common mood, totals, popular tags and moods over 30 days' })
  insights(@CurrentCaller() caller: Caller): Promise<JournalInsightsView> {
    return this.services.ask(RpcPattern.journalInsights, undefined, caller);
  }
}
