import { Controller } from '@nestjs/common';
import {
  type RecordIdRequest,
  RpcPattern,
  type SendMessageView,
  type SessionCardView,
  type SessionDetailView,
  SessionListQueryDto,
  type SessionView,
  StartSessionDto,
  type StartSessionView,
  SendMessageRpcDto,
  SessionRatingRpcDto,
  type SessionRatingView,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { EndSessionUseCase } from './end-session.usecase';
import { GetSessionUseCase } from './get-session.usecase';
import { ListSessionsUseCase } from './list-sessions.usecase';
import { RateSessionUseCase } from './rate-session.usecase';
import { ReplyStreams } from './reply-stream';
import { SendMessageUseCase } from './send-message.usecase';
import { StartSessionUseCase } from './start-session.usecase';

@Controller()
export class ChatController {
  constructor(
    private readonly startSession: StartSessionUseCase,
    private readonly sendMessage: SendMessageUseCase,
    private readonly endSession: EndSessionUseCase,
    private readonly listSessions: ListSessionsUseCase,
    private readonly getSession: GetSessionUseCase,
    private readonly rateSession: RateSessionUseCase,
    private readonly streams: ReplyStreams,
  ) {}

  @RpcHandler(RpcPattern.sessionsStart)
  start(input: StartSessionDto, call: RpcCallContext): Promise<StartSessionView> {
    return this.startSession.execute(call.callerId(), input, call.idempotencyKey(input));
  }

  @RpcHandler(RpcPattern.sessionsSend)
  async send(input: SendMessageRpcDto, call: RpcCallContext): Promise<SendMessageView> {
    // The gateway takes this side for dead when the beats stop (a dead stream ends with retry).
    const stopBeating = this.streams.beat(input.streamSubject);
    try {
      // The key covers the session and the words, never the gateway's stream subject (new per try).
      const idempotencyKey = call.idempotencyKey({ id: input.id, content: input.content });
      return await this.sendMessage.execute(call.callerId(), input, idempotencyKey);
    } finally {
      stopBeating();
    }
  }

  @RpcHandler(RpcPattern.sessionsEnd)
  end(input: RecordIdRequest, call: RpcCallContext): Promise<SessionView> {
    return this.endSession.execute(call.callerId(), input.id);
  }

  @RpcHandler(RpcPattern.sessionsList)
  list(query: SessionListQueryDto, call: RpcCallContext): Promise<SessionCardView[]> {
    return this.listSessions.execute(call.callerId(), query ?? {});
  }

  @RpcHandler(RpcPattern.sessionsGet)
  get(input: RecordIdRequest, call: RpcCallContext): Promise<SessionDetailView> {
    return this.getSession.execute(call.callerId(), input.id);
  }

  @RpcHandler(RpcPattern.sessionsRate)
  rate(input: SessionRatingRpcDto, call: RpcCallContext): Promise<SessionRatingView> {
    return this.rateSession.execute(call.callerId(), input.id, input.rating);
  }
}
