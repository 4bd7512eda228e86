import { KeyObject, verify } from 'node:crypto';

export interface AccessTokenClaims {
  sub: string;
  sid: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

export interface Es256Expectations {
  issuer: string;
  audience: string;
  nowSeconds: number;
}

export interface VerifiedJwt {
  kid: string;
  claims: AccessTokenClaims;
}

/**
 * Verifies a compact JWS as our access tokens are issued: `alg` exactly ES256 (no `none`, no HMAC
 * keyed with a public key), the key chosen by `kid` from keys we hold (`jwk`, `jku`, `x5u` headers
 * never choose one), the signature over the token's own text, our issuer and audience, an expiry
 * in the future and no `nbf` ahead of now. Anything else is `undefined`: every failure is alike.
 */
export async function verifyEs256Jwt(
  token: string,
  keyFor: (kid: string) => Promise<KeyObject | undefined>,
  expected: Es256Expectations,
): Promise<VerifiedJwt | undefined> {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const header = decodeSegment(parts[0]);
  if (header?.alg !== 'ES256' || typeof header.kid !== 'string' || header.crit !== undefined)
    return undefined;
  const signature = Buffer.from(parts[2], 'base64url');
  if (signature.length !== 64) return undefined;
  const key = await keyFor(header.kid);
  if (!key) return undefined;
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature)) return undefined;
  const claims = decodeSegment(parts[1]);
  if (!claims || !claimsHold(claims, expected)) return undefined;
  return {
    kid: header.kid,
    claims: { sub: claims.sub, sid: claims.sid, exp: claims.exp } as AccessTokenClaims,
  };
}

function claimsHold(claims: Record<string, unknown>, expected: Es256Expectations): boolean {
  const { iss, aud, exp, nbf, iat, sub, sid } = claims;
  if (iss !== expected.issuer) return false;
  if (Array.isArray(aud) ? !aud.includes(expected.audience) : aud !== expected.audience) return false;
  if (typeof exp !== 'number' || expected.nowSeconds >= exp) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > expected.nowSeconds)) return false;
  if (iat !== undefined && typeof iat !== 'number') return false;
  return typeof sub === 'string' && typeof sid === 'string';
}

function decodeSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
