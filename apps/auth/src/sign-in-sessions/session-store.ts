import { Inject, Injectable } from '@nestjs/common';
import { revokedSessionKey } from '@maeum/contracts';
import Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AUTH_REDIS } from '../config/auth-config';
import { AuthConfig } from '../auth.config';
import { RefreshTokenSuccessor } from './refresh-token-successor';
import { SessionNotFoundError } from './session.errors';

export interface IssuedRefreshToken {
  sessionId: string;
  userId: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

export type RevokeScope = 'local' | 'global' | 'others';

interface TokenRow {
  id: string;
  session_id: string;
  user_id: string;
  used_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

// Two tabs refreshing with the same token at once both stay signed in.
const REUSE_GRACE_MS = 10_000;
// Refreshes are minutes apart; a chain that moved this far within the grace is not a browser's.
const MAX_SUCCESSOR_WALK = 16;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions and their refresh tokens: opaque, stored hashed, rotated on every use. Presenting a
 * rotated token after the grace means it leaked: the whole session (token family) is revoked.
 */
@Injectable()
export class SessionStore {
  private readonly successor: RefreshTokenSuccessor;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_REDIS) private readonly redis: Redis,
    private readonly config: AuthConfig,
  ) {
    this.successor = new RefreshTokenSuccessor(config.AUTH_MASTER_KEY);
  }

  async start(manager: EntityManager, userId: string, userAgent?: string): Promise<IssuedRefreshToken> {
    const [session] = await manager.query(
      `INSERT INTO "auth"."sessions" ("user_id", "user_agent") VALUES ($1, $2) RETURNING "id"`,
      [userId, userAgent?.slice(0, 512) ?? null],
    );
    return this.issueToken(manager, session.id, userId, null);
  }

  /**
   * Exchanges a refresh token for its successor. Presented again within the grace (two tabs at
   * once), it is answered with the same successor, or the newest token the chain has reached since,
   * so one session never forks into two chains that reuse detection cannot see. Presented again
   * after the grace, it has leaked: the session is revoked.
   */
  async rotate(refreshToken: string): Promise<IssuedRefreshToken & { reused: boolean }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [row]: TokenRow[] = await manager.query(
        `SELECT t."id", t."session_id", s."user_id", t."used_at", t."expires_at", s."revoked_at"
         FROM "auth"."refresh_tokens" t JOIN "auth"."sessions" s ON s."id" = t."session_id"
         WHERE t."token_hash" = $1 FOR UPDATE OF t`,
        [hashToken(refreshToken)],
      );
      if (!row || row.revoked_at || new Date(row.expires_at).getTime() < Date.now())
        return { kind: 'invalid' as const };
      if (row.used_at && Date.now() - new Date(row.used_at).getTime() > REUSE_GRACE_MS)
        return { kind: 'reused' as const, row };
      await manager.query(`UPDATE "auth"."sessions" SET "last_used_at" = now() WHERE "id" = $1`, [
        row.session_id,
      ]);
      if (row.used_at) {
        const newest = await this.newestSuccessor(manager, refreshToken, row.id);
        return newest
          ? {
              kind: 'rotated' as const,
              issued: { sessionId: row.session_id, userId: row.user_id, ...newest },
            }
          : { kind: 'invalid' as const };
      }
      await manager.query(`UPDATE "auth"."refresh_tokens" SET "used_at" = now() WHERE "id" = $1`, [row.id]);
      return {
        kind: 'rotated' as const,
        issued: await this.issueToken(manager, row.session_id, row.user_id, {
          id: row.id,
          token: refreshToken,
        }),
      };
    });
    if (outcome.kind === 'invalid') throw new SessionNotFoundError();
    if (outcome.kind === 'reused') {
      await this.revokeSessions([outcome.row.session_id], 'refresh_token_reused');
      return {
        sessionId: outcome.row.session_id,
        userId: outcome.row.user_id,
        refreshToken: '',
        refreshExpiresAt: '',
        reused: true,
      };
    }
    return { ...outcome.issued, reused: false };
  }

  /**
   * Follows a used token's successors to the first one not yet used. Each is locked, so a rotation
   * of it under way finishes first and the walk goes on to the token that rotation made. Every token
   * on the way was used after the one presented, so within its grace too.
   */
  private async newestSuccessor(
    manager: EntityManager,
    usedToken: string,
    usedTokenId: string,
  ): Promise<Pick<IssuedRefreshToken, 'refreshToken' | 'refreshExpiresAt'> | undefined> {
    let parent = { token: usedToken, id: usedTokenId };
    for (let step = 0; step < MAX_SUCCESSOR_WALK; step++) {
      const token = this.successor.of(parent.token, parent.id);
      const [next]: Pick<TokenRow, 'id' | 'used_at' | 'expires_at'>[] = await manager.query(
        `SELECT "id", "used_at", "expires_at" FROM "auth"."refresh_tokens" WHERE "token_hash" = $1 FOR UPDATE`,
        [hashToken(token)],
      );
      // None: a successor drawn at random before successors were derived; that tab signs in again.
      if (!next) return undefined;
      if (!next.used_at)
        return { refreshToken: token, refreshExpiresAt: new Date(next.expires_at).toISOString() };
      parent = { token, id: next.id };
    }
    return undefined;
  }

  /** The session a refresh token belongs to, if it is still live (used for sign-out by cookie). */
  async sessionOf(refreshToken: string): Promise<{ sessionId: string; userId: string } | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT s."id", s."user_id" FROM "auth"."refresh_tokens" t JOIN "auth"."sessions" s ON s."id" = t."session_id"
       WHERE t."token_hash" = $1 AND s."revoked_at" IS NULL`,
      [hashToken(refreshToken)],
    );
    return row ? { sessionId: row.id, userId: row.user_id } : undefined;
  }

  async revoke(
    userId: string,
    currentSessionId: string | undefined,
    scope: RevokeScope,
    reason: string,
  ): Promise<string[]> {
    let rows: { id: string }[];
    if (scope === 'local') {
      rows = currentSessionId
        ? await this.dataSource.query(
            `SELECT "id" FROM "auth"."sessions" WHERE "id" = $1 AND "user_id" = $2 AND "revoked_at" IS NULL`,
            [currentSessionId, userId],
          )
        : [];
    } else {
      rows = await this.dataSource.query(
        `SELECT "id" FROM "auth"."sessions" WHERE "user_id" = $1 AND "revoked_at" IS NULL AND ($2::uuid IS NULL OR "id" <> $2::uuid)`,
        [userId, scope === 'others' ? (currentSessionId ?? null) : null],
      );
    }
    const ids = rows.map((r) => r.id);
    await this.revokeSessions(ids, reason);
    return ids;
  }

  /** Ends sessions in the database and marks them in Redis so their access tokens stop at once. */
  async revokeSessions(sessionIds: string[], reason: string): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.dataSource.query(
      `UPDATE "auth"."sessions" SET "revoked_at" = now(), "revoked_reason" = $2 WHERE "id" = ANY($1::uuid[]) AND "revoked_at" IS NULL`,
      [sessionIds, reason],
    );
    await this.markRevoked(sessionIds, reason);
  }

  /**
   * Ends every live session of a user inside the caller's transaction. Their access tokens keep
   * working until `markRevoked` is called with the returned ids, once the transaction has committed.
   */
  async revokeAllInTransaction(manager: EntityManager, userId: string, reason: string): Promise<string[]> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [ended]: [{ id: string }[], number] = await manager.query(
      `UPDATE "auth"."sessions" SET "revoked_at" = now(), "revoked_reason" = $2
       WHERE "user_id" = $1 AND "revoked_at" IS NULL RETURNING "id"`,
      [userId, reason],
    );
    return ended.map((row) => row.id);
  }

  /** Marks ended sessions in Redis, where the gateway looks, so their access tokens stop at once. */
  async markRevoked(sessionIds: string[], reason: string): Promise<void> {
    if (sessionIds.length === 0) return;
    const ttl = this.config.ACCESS_TOKEN_TTL_SECONDS + 60;
    const pipeline = this.redis.pipeline();
    for (const id of sessionIds)
      pipeline.set(revokedSessionKey(this.config.MESSAGING_NAMESPACE, id), reason, 'EX', ttl);
    await pipeline.exec();
  }

  private async issueToken(
    manager: EntityManager,
    sessionId: string,
    userId: string,
    parent: { id: string; token: string } | null,
  ): Promise<IssuedRefreshToken> {
    const refreshToken = parent
      ? this.successor.of(parent.token, parent.id)
      : randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
    await manager.query(
      `INSERT INTO "auth"."refresh_tokens" ("session_id", "token_hash", "parent_id", "expires_at") VALUES ($1, $2, $3, $4)`,
      [sessionId, hashToken(refreshToken), parent?.id ?? null, expiresAt],
    );
    return { sessionId, userId, refreshToken, refreshExpiresAt: expiresAt.toISOString() };
  }
}
