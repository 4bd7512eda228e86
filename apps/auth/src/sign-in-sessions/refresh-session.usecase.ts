import { Injectable } from '@nestjs/common';
import { AuthSessionResult } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { User } from '../users/user.entity';
import { SecurityEvents } from '../security-events/security-events';
import { AccessTokenIssuer } from './access-token.issuer';
import { toAuthUser } from './session-issuer';
import { SessionNotFoundError } from './session.errors';
import { SessionStore } from './session-store';

@Injectable()
export class RefreshSessionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
    private readonly tokens: AccessTokenIssuer,
    private readonly securityEvents: SecurityEvents,
  ) {}

  async execute(refreshToken: string, userAgent?: string): Promise<AuthSessionResult> {
    const rotated = await this.sessions.rotate(refreshToken);
    if (rotated.reused) {
      await this.securityEvents.record(
        'refresh_token_reused',
        rotated.userId,
        { sessionId: rotated.sessionId },
        userAgent,
      );
      throw new SessionNotFoundError();
    }
    const user = await this.dataSource.getRepository(User).findOneBy({ id: rotated.userId });
    if (!user) throw new SessionNotFoundError();
    return {
      user: toAuthUser(user),
      ...this.tokens.issue(user.id, rotated.sessionId),
      refreshToken: rotated.refreshToken,
      refreshExpiresAt: rotated.refreshExpiresAt,
    };
  }
}
