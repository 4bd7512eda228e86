import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { revokedSessionKey } from '@maeum/contracts';
import { ServiceUnavailableError } from '@maeum/messaging';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { JwksCache } from './jwks.cache';

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

interface AccessTokenClaims {
  sub: string;
  sid: string;
}

function kidOf(rawJwt: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(rawJwt.split('.')[0], 'base64url').toString('utf8')) as {
      kid?: unknown;
    };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Access tokens: ES256 only (no `none`, no HMAC with a public key), our issuer and audience, a key
 * from auth's JWKS chosen by `kid` (never from `jku`/`jwk` headers), and a session that is not ended.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    jwks: JwksCache,
    @Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: ['ES256'],
      issuer: runtime.config.JWT_ISSUER,
      audience: runtime.config.JWT_AUDIENCE,
      ignoreExpiration: false,
      secretOrKeyProvider: (
        _request: unknown,
        rawJwt: string,
        done: (error: unknown, key?: string) => void,
      ) => {
        const kid = kidOf(rawJwt);
        if (!kid) return done(new UnauthorizedException());
        jwks.publicKeyPem(kid).then(
          (pem) => (pem ? done(null, pem) : done(new UnauthorizedException())),
          (error) => done(error),
        );
      },
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') throw new UnauthorizedException();
    // Redis down (or reconnecting) is our failure, not the session's: 503, which the app retries,
    // rather than 401, which would sign the user out.
    const revoked = await this.runtime.redis
      .exists(revokedSessionKey(this.runtime.config.MESSAGING_NAMESPACE, claims.sid))
      .catch(() => {
        throw new ServiceUnavailableError('redis', 'disconnected');
      });
    if (revoked)
      throw new UnauthorizedException({
        code: 'session_not_found',
        message: 'Your session has ended. Please sign in again.',
      });
    return { userId: claims.sub, sessionId: claims.sid };
  }
}
