import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { revokedSessionKey } from '@maeum/contracts';
import { ServiceUnavailableError } from '@maeum/messaging';
import type { KeyObject } from 'node:crypto';
import { ExtractJwt, SecretOrKeyProvider, Strategy } from 'passport-jwt';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { JwksCache } from './jwks.cache';
import { VerifiedTokenCache } from './verified-token.cache';

export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
}

/** What jsonwebtoken hands on (`complete: true`) once signature, alg, iss, aud, exp and nbf hold. */
interface VerifiedJwt {
  header: { kid: string };
  payload: { sub?: unknown; sid?: unknown; exp?: unknown };
}

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

function headerOf(rawJwt: string): Record<string, unknown> | undefined {
  try {
    const header: unknown = JSON.parse(Buffer.from(rawJwt.split('.')[0], 'base64url').toString('utf8'));
    return header !== null && typeof header === 'object' ? (header as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The verifying key is auth's published key named by the token's `kid`, never one the token brings
 * (`jwk`, `jku`, `x5u`). jsonwebtoken ignores `crit`, so a token asking for extensions is refused
 * here (RFC 7515 §4.1.11: we understand none).
 */
function keyFromJwks(jwks: JwksCache): SecretOrKeyProvider {
  const provide = (_request: unknown, rawJwt: string, done: (error: unknown, key?: KeyObject) => void) => {
    const header = headerOf(rawJwt);
    if (typeof header?.kid !== 'string' || header.crit !== undefined)
      return done(new UnauthorizedException());
    jwks.publicKey(header.kid).then(
      (key) => (key ? done(null, key) : done(new UnauthorizedException())),
      (error) => done(error),
    );
  };
  // jsonwebtoken 9 verifies with a KeyObject as it is; @types/passport-jwt only lists string | Buffer.
  return provide as SecretOrKeyProvider;
}

/**
 * Access tokens, checked by passport-jwt (jsonwebtoken): ES256 only, our issuer and audience, a key
 * from auth's JWKS by `kid`, then a session that is not ended. A verified token is remembered until
 * it expires (verified-token.cache.ts), so its next requests skip passport and the signature check;
 * the session's revocation mark in Redis is read on every request and the key must still be
 * published, so ending a session or withdrawing a key refuses its tokens at once, remembered or not.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly verified = new VerifiedTokenCache();

  constructor(
    private readonly jwks: JwksCache,
    @Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime,
  ) {
    super({
      jwtFromRequest: bearerToken,
      secretOrKeyProvider: keyFromJwks(jwks),
      algorithms: ['ES256'],
      issuer: runtime.config.JWT_ISSUER,
      audience: runtime.config.JWT_AUDIENCE,
      ignoreExpiration: false,
      jsonWebTokenOptions: { complete: true },
      passReqToCallback: true,
    });
  }

  /** Passport's verify callback, for a token jsonwebtoken has just verified; `false` refuses it. */
  async validate(request: unknown, { header, payload }: VerifiedJwt): Promise<AuthenticatedUser | false> {
    const { sub, sid, exp } = payload;
    // Ours always carry all three; jsonwebtoken accepts a token without `exp`, which would never expire.
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return false;
    this.verified.set(bearerToken(request) as string, { kid: header.kid, sub, sid, exp });
    return this.sessionUser(sub, sid);
  }

  /**
   * The caller, when the request carries a token verified before whose key is still published;
   * `undefined` sends the request through passport. Throws 401 session_not_found for an ended
   * session, 503 when Redis cannot say.
   */
  async rememberedUser(request: unknown): Promise<AuthenticatedUser | undefined> {
    const token = bearerToken(request);
    const remembered = token ? this.verified.get(token, Math.floor(Date.now() / 1000)) : undefined;
    if (!remembered || !(await this.jwks.publicKey(remembered.kid))) return undefined;
    return this.sessionUser(remembered.sub, remembered.sid);
  }

  private async sessionUser(userId: string, sessionId: string): Promise<AuthenticatedUser> {
    // Redis down (or reconnecting) is our failure, not the session's: 503, which the app retries,
    // rather than 401, which would sign the user out.
    const revoked = await this.runtime.redis
      .exists(revokedSessionKey(this.runtime.config.MESSAGING_NAMESPACE, sessionId))
      .catch(() => {
        throw new ServiceUnavailableError('redis', 'disconnected');
      });
    if (revoked)
      throw new UnauthorizedException({
        code: 'session_not_found',
        message: 'Your session has ended. Please sign in again.',
      });
    return { userId, sessionId };
  }
}
