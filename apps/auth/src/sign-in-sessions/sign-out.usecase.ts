import { Injectable } from '@nestjs/common';
import { LogoutRequestDto } from '@maeum/contracts';
import { SecurityEvents } from '../security-events/security-events';
import { SessionStore } from './session-store';

/** Ends this session, every session, or every other one. Unknown sessions end silently. */
@Injectable()
export class SignOutUseCase {
  constructor(
    private readonly sessions: SessionStore,
    private readonly securityEvents: SecurityEvents,
  ) {}

  async execute(
    request: LogoutRequestDto,
    caller: { userId?: string; sessionId?: string },
    userAgent?: string,
  ): Promise<void> {
    let { userId, sessionId } = caller;
    if ((!userId || !sessionId) && request.refreshToken) {
      const owner = await this.sessions.sessionOf(request.refreshToken);
      userId ??= owner?.userId;
      sessionId ??= owner?.sessionId;
    }
    if (!userId) return;
    const ended = await this.sessions.revoke(userId, sessionId, request.scope, `sign_out_${request.scope}`);
    await this.securityEvents.record(
      'signed_out',
      userId,
      { scope: request.scope, sessions: ended.length },
      userAgent,
    );
  }
}
