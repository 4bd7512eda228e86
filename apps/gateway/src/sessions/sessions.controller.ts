import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  RecordIdDto,
  RpcPattern,
  SendMessageDto,
  SessionRatingDto,
  type SessionRatingView,
  type SendMessageView,
  type SessionCardView,
  type SessionDetailView,
  SessionListQueryDto,
  type SessionView,
  StartSessionDto,
  type StartSessionView,
} from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { ServicesClient } from '../core/services.client';
import { MessageRateLimit } from './message-rate-limit';
import { answerReply } from './reply-answer';
import { relayReply, sendStoredReply } from './reply-relay';
import { Idempotent, IdempotencyStore, IdempotentRequest, replayOrClaim } from '../core/idempotency';

/** The companion's sessions: start, talk (streamed), end, history. Forwarded to the sessions service. */
@ApiTags('sessions')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('sessions')
export class SessionsController {
  constructor(
    private readonly services: ServicesClient,
    private readonly rateLimit: MessageRateLimit,
    private readonly idempotency: IdempotencyStore,
    @Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime,
  ) {}

  @Idempotent('sessions')
  @Post()
  @ApiCreatedResponse({ description: 'The session with its welcome message; 403 session_limit_reached' })
  start(@Body() body: StartSessionDto, @CurrentCaller() caller: Caller): Promise<StartSessionView> {
    return this.services.ask(
      RpcPattern.sessionsStart,
      {
        type: body.type,
        tone: body.tone,
        language: body.language,
        ...(body.voiceId ? { voiceId: body.voiceId } : {}),
      },
      caller,
    );
  }

  @Post(':id/messages')
  @HttpCode(HttpStatus.OK)
  @ApiProduces('text/event-stream', 'application/json')
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'One per message sent: a repeat gets the first reply (as one `done` event), 409 while it is written',
  })
  @ApiOkResponse({
    description:
      'text/event-stream: `delta` {seq, delta} events, then `done` {seq, message, userMessage, crisis?}, `error`, or `retry` {seq, code} when the service side was lost (ask again with the same Idempotency-Key); one JSON answer with Accept: application/json (with a key: 503 once the RPC timeout passes or the service goes silent; the retry with the same key gets 409 while the reply is written, then the reply)',
  })
  async send(
    @Param() params: RecordIdDto,
    @Body() body: SendMessageDto,
    @CurrentCaller() caller: Caller,
    @Req() request: IdempotentRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const userId = caller.userId!;
    const accept = request.headers.accept ?? '';
    const json = accept.includes('application/json') && !accept.includes('text/event-stream');
    // A retry with the same Idempotency-Key gets the first reply, not a second turn.
    const claim = await replayOrClaim(this.idempotency, request, userId);
    if (claim.kind === 'replay') {
      await sendStoredReply(reply, claim.body as SendMessageView, json);
      return;
    }
    const settle = {
      complete: (view: SendMessageView) => void this.idempotency.complete(claim, HttpStatus.OK, view),
      release: () => void this.idempotency.release(claim),
    };
    try {
      await this.rateLimit.consume(userId);
    } catch (error) {
      settle.release();
      throw error;
    }
    const message = { id: params.id, content: body.content };
    if (json) {
      // With a key the caller hears within the RPC timeout (503, then the kept reply by key).
      const within = claim.kind === 'fresh' ? this.runtime.config.RPC_TIMEOUT_MS : undefined;
      const view = await answerReply(this.runtime, caller, message, settle, within);
      await reply.header('cache-control', 'no-store').send(view);
      return;
    }
    await relayReply(this.runtime, caller, message, reply, settle);
  }

  @Idempotent('sessions')
  @Post(':id/end')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'The ended session with its summary and mood tags; 409 too_short with only the welcome',
  })
  end(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<SessionView> {
    return this.services.ask(RpcPattern.sessionsEnd, { id: params.id }, caller);
  }

  @Idempotent('sessions')
  @Post(':id/rating')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      '"How do you feel now?" (1–10) for an ended session; a second answer replaces the first; 409 session_open while it runs',
  })
  rate(
    @Param() params: RecordIdDto,
    @Body() body: SessionRatingDto,
    @CurrentCaller() caller: Caller,
  ): Promise<SessionRatingView> {
    return this.services.ask(RpcPattern.sessionsRate, { id: params.id, rating: body.rating }, caller);
  }

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'History cards, newest first, 20 a page (?cursor= the startedAt of the last card). Without Plus: the latest session only (the preview); a further page is 403 plan_required',
  })
  list(@Query() query: SessionListQueryDto, @CurrentCaller() caller: Caller): Promise<SessionCardView[]> {
    return this.services.ask(
      RpcPattern.sessionsList,
      {
        ...(query.type ? { type: query.type } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
      },
      caller,
    );
  }

  @Get(':id')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'One session with its whole transcript (owner only; 404 otherwise). Without Plus only the latest session: 403 plan_required for an older one',
  })
  get(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<SessionDetailView> {
    return this.services.ask(RpcPattern.sessionsGet, { id: params.id }, caller);
  }
}
