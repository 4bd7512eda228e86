import { Controller } from '@nestjs/common';
import {
  type ChatMessageView,
  ReplyAudioRpcDto,
  RpcPattern,
  SpokenReplyRpcDto,
  type TtsView,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { GetReplyAudioUseCase } from './get-reply-audio.usecase';
import { ReportSpokenReplyUseCase } from './report-spoken-reply.usecase';

@Controller()
export class SpokenRepliesController {
  constructor(
    private readonly reportSpoken: ReportSpokenReplyUseCase,
    private readonly replyAudio: GetReplyAudioUseCase,
  ) {}

  @RpcHandler(RpcPattern.replySpoken)
  spoken(input: SpokenReplyRpcDto, call: RpcCallContext): Promise<ChatMessageView> {
    return this.reportSpoken.execute(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.replyAudio)
  audio(input: ReplyAudioRpcDto, call: RpcCallContext): Promise<TtsView> {
    return this.replyAudio.execute(call.callerId(), input);
  }
}
