import { Injectable } from '@nestjs/common';
import { AuthSessionResult, USER_SIGNED_IN_V1, UserSignedInV1 } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { User } from '../users/user.entity';
import { AccessTokenIssuer } from './access-token.issuer';
import { SessionStore } from './session-store';

/** Starts a session for a user inside the caller's transaction and returns the token pair. */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly sessions: SessionStore,
    private readonly tokens: AccessTokenIssuer,
    private readonly outbox: Outbox,
  ) {}

  async signIn(
    manager: EntityManager,
    user: User,
    method: UserSignedInV1['method'],
    userAgent?: string,
  ): Promise<AuthSessionResult> {
    const issued = await this.sessions.start(manager, user.id, userAgent);
    await manager.query(`UPDATE "auth"."users" SET "last_sign_in_at" = now() WHERE "id" = $1`, [user.id]);
    await this.outbox.add(
      manager,
      USER_SIGNED_IN_V1,
      { userId: user.id, sessionId: issued.sessionId, method, signedInAt: new Date().toISOString() },
      { actorId: user.id },
    );
    return {
      user: toAuthUser(user),
      ...this.tokens.issue(user.id, issued.sessionId),
      refreshToken: issued.refreshToken,
      refreshExpiresAt: issued.refreshExpiresAt,
    };
  }
}

export function toAuthUser(user: Pick<User, 'id' | 'email' | 'fullName' | 'createdAt'>) {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
