import {
  Body,
  Controller,
  Headers,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { RpcPattern, SttQueryDto, type SttView, TtsDto } from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/** The companion's words as speech from the server's voice provider; 204 when there is none (the browser speaks). */
@ApiTags('sessions')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller()
export class SpeechController {
  constructor(private readonly services: ServicesClient) {}

  @Post('tts')
  @HttpCode(HttpStatus.OK)
  @ApiProduces('audio/mpeg')
  @ApiOkResponse({ description: 'audio/mpeg of the text in the persona’s voice' })
  @ApiNoContentResponse({ description: 'No server voice configured, or it failed: the browser speaks' })
  async tts(
    @Body() body: TtsDto,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { audioBase64 } = await this.services.ask(
      RpcPattern.speechTts,
      {
        text: body.text,
        voiceId: body.voiceId,
        ...(body.sessionId && body.turnId && body.part !== undefined
          ? { sessionId: body.sessionId, turnId: body.turnId, part: body.part }
          : {}),
      },
      caller,
    );
    if (!audioBase64) {
      await reply.status(204).header('cache-control', 'no-store').send();
      return;
    }
    await reply
      .status(200)
      .header('content-type', 'audio/mpeg')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(audioBase64, 'base64'));
  }

  @Post('stt')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav')
  @ApiOkResponse({
    description: '{ text }: the recording as text; 404 when no transcription model is configured',
  })
  stt(
    @Body() body: unknown,
    @Query() query: SttQueryDto,
    @Headers('content-type') contentType: string | undefined,
    @CurrentCaller() caller: Caller,
  ): Promise<SttView> {
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new HttpException(
        { code: 'unsupported_media_type', message: 'Send the recording as audio (webm, ogg, mp4 or wav).' },
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      );
    }
    return this.services.ask(
      RpcPattern.speechStt,
      {
        audioBase64: body.toString('base64'),
        mimeType: (contentType ?? 'audio/webm').split(';')[0]!,
        language: query.lang ?? 'en',
      },
      caller,
    );
  }
}
