import { Body, Controller, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { RpcPattern, TtsDto } from '@maeum/contracts';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/** The companion's words as speech from the server's voice provider; 204 when there is none (the browser speaks). */
@ApiTags('sessions')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('tts')
export class SpeechController {
  constructor(private readonly services: ServicesClient) {}

  @Post()
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
      { text: body.text, voiceId: body.voiceId },
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
}
