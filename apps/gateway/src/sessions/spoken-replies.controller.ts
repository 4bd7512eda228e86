import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  type ChatMessageView,
  ReplyAudioParamsDto,
  ReplyParamsDto,
  RpcPattern,
  SpokenReplyDto,
} from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/** A spoken reply: what the person heard of it before cutting in, and its kept audio. */
@ApiTags('sessions')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('sessions')
export class SpokenRepliesController {
  constructor(private readonly services: ServicesClient) {}

  @Post(':id/messages/:messageId/spoken')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'The reply as saved: only what was heard (interrupted) when `heard` is given; its clips kept',
  })
  spoken(
    @Param() params: ReplyParamsDto,
    @Body() body: SpokenReplyDto,
    @CurrentCaller() caller: Caller,
  ): Promise<ChatMessageView> {
    return this.services.ask(
      RpcPattern.replySpoken,
      {
        id: params.id,
        messageId: params.messageId,
        ...(body.turnId ? { turnId: body.turnId } : {}),
        ...(body.heard !== undefined ? { heard: body.heard } : {}),
      },
      caller,
    );
  }

  @Get(':id/messages/:messageId/audio/:part')
  @ApiProduces('audio/mpeg')
  @ApiOkResponse({
    description:
      'The part-th kept sentence of a spoken reply as audio/mpeg; 404 when none; 403 plan_required for a session older than the latest without Plus',
  })
  async audio(
    @Param() params: ReplyAudioParamsDto,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { audioBase64 } = await this.services.ask(
      RpcPattern.replyAudio,
      { id: params.id, messageId: params.messageId, part: params.part },
      caller,
    );
    await reply
      .status(200)
      .header('content-type', 'audio/mpeg')
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(audioBase64 ?? '', 'base64'));
  }
}
