import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  EmojiEchoDto,
  type EmojiEchoView,
  type MoodBoosterActivationView,
  MoodBoosterEventDto,
  MoodBoosterSlugDto,
  type MoodBoosterView,
  RpcPattern,
} from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import {
  BOOSTER_EVENTS_PER_MINUTE,
  BoosterEventRateLimit,
  EMOJI_ECHOES_PER_MINUTE,
  EmojiEchoRateLimit,
} from './booster-rate-limits';
import { Idempotent } from '../core/idempotency';

/** Mood boosters (API.md "Mood boosters"): the grid is public; opening and using one needs the plan. */
@ApiTags('mood-boosters')
@Controller('mood-boosters')
export class MoodBoostersController {
  constructor(
    private readonly services: ServicesClient,
    private readonly echoes: EmojiEchoRateLimit,
    private readonly events: BoosterEventRateLimit,
  ) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOkResponse({ description: 'Active boosters in created order' })
  list(@CurrentCaller() caller: Caller): Promise<MoodBoosterView[]> {
    return this.services.ask(RpcPattern.moodBoostersList, undefined, caller);
  }

  @Post('emoji-echo')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({ description: 'A reflection under 80 words for the emoji, in the tone asked' })
  @ApiTooManyRequestsResponse({ description: `More than ${EMOJI_ECHOES_PER_MINUTE} a minute` })
  async echo(@Body() body: EmojiEchoDto, @CurrentCaller() caller: Caller): Promise<EmojiEchoView> {
    await this.echoes.consume(caller.userId!);
    return this.services.ask(
      RpcPattern.emojiEcho,
      { emoji: body.emoji, tone: body.tone, ...(body.language ? { language: body.language } : {}) },
      caller,
    );
  }

  @Idempotent('journal')
  @Post(':slug/activate')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiOkResponse({
    description: 'Opened (previewUntil is set on a Free preview); 403 booster_locked otherwise',
  })
  activate(
    @Param() params: MoodBoosterSlugDto,
    @CurrentCaller() caller: Caller,
  ): Promise<MoodBoosterActivationView> {
    return this.services.ask(RpcPattern.moodBoosterActivate, { slug: params.slug }, caller);
  }

  @Idempotent('journal')
  @Post(':slug/events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @UseGuards(JwtAuthGuard)
  @ApiNoContentResponse({ description: 'Stored; the reflection (journal) sealed with the caller’s key' })
  @ApiTooManyRequestsResponse({ description: `More than ${BOOSTER_EVENTS_PER_MINUTE} a minute` })
  async event(
    @Param() params: MoodBoosterSlugDto,
    @Body() body: MoodBoosterEventDto,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    await this.events.consume(caller.userId!);
    await this.services.ask(
      RpcPattern.moodBoosterEvent,
      {
        slug: params.slug,
        type: body.type,
        ...(body.payload ? { payload: body.payload } : {}),
        ...(body.journal !== undefined ? { journal: body.journal } : {}),
      },
      caller,
    );
  }
}
