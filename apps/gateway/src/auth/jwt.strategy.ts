import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { revokedSessionKey } from '@maeum/contracts';
import { ServiceUnavailableError } from '@maeum/messaging';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { verifyEs256Jwt, VerifiedJwt } from './es256-jwt';
import { JwksCache } from './jwks.cache';
import { VerifiedTokenCache } from './verified-token.cache';

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Access tokens: ES256 only, our issuer and audience, a key from auth's JWKS chosen by `kid`
 * (es256-jwt.ts), and a session that is not ended. A token's checked claims are remembered until
 * it expires (verified-token.cache.ts); the session's revocation mark in Redis is read on every
 * request, so ending a session refuses its tokens at once, remembered or not.
 */
@Injectable()
export class JwtStrategy {
  private readonly verified = new VerifiedTokenCache();

  constructor(
    private readonly jwks: JwksCache,
    @Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime,
  ) {}

  /**
   * The caller of a request with this Authorization header; `undefined` when there is no valid
   * token. Throws 401 session_not_found for an ended session, 503 when Redis cannot say.
   */
  async authenticate(authorization: string | undefined): Promise<AuthenticatedUser | undefined> {
    const token = authorization ? BEARER.exec(authorization.trim())?.[1] : undefined;
    if (!token) return undefined;
    const verified = await this.verify(token);
    if (!verified) return undefined;
    const { sub, sid } = verified.claims;
    // Redis down (or reconnecting) is our failure, not the session's: 503, which the app retries,
    // rather than 401, which would sign the user out.
    const revoked = await this.runtime.redis
      .exists(revokedSessionKey(this.runtime.config.MESSAGING_NAMESPACE, sid))
      .catch(() => {
        throw new ServiceUnavailableError('redis', 'disconnected');
      });
    if (revoked)
      throw new UnauthorizedException({
        code: 'session_not_found',
        message: 'Your session has ended. Please sign in again.',
      });
    return { userId: sub, sessionId: sid };
  }

  private async verify(token: string): Promise<VerifiedJwt | undefined> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const remembered = this.verified.get(token, nowSeconds);
    // A remembered token still needs its key to be one auth publishes (a withdrawn key ends it).
    if (remembered) return (await this.jwks.publicKey(remembered.kid)) ? remembered : undefined;
    const verified = await verifyEs256Jwt(token, (kid) => this.jwks.publicKey(kid), {
      issuer: this.runtime.config.JWT_ISSUER,
      audience: this.runtime.config.JWT_AUDIENCE,
      nowSeconds,
    });
    if (verified) this.verified.set(token, verified);
    return verified;
  }
}
