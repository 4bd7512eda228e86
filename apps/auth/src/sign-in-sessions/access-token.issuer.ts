import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AuthConfig } from '../auth.config';
import { SigningKeysService } from '../signing-keys/signing-keys.service';

/** Short-lived ES256 access tokens: `sub` is the user, `sid` the session the gateway checks. */
@Injectable()
export class AccessTokenIssuer {
  private readonly jwt = new JwtService();

  constructor(
    private readonly keys: SigningKeysService,
    private readonly config: AuthConfig,
  ) {}

  issue(userId: string, sessionId: string): { accessToken: string; expiresIn: number } {
    const { kid, privatePem } = this.keys.signingKey();
    const accessToken = this.jwt.sign(
      { sid: sessionId },
      {
        algorithm: 'ES256',
        keyid: kid,
        privateKey: privatePem,
        subject: userId,
        issuer: this.config.JWT_ISSUER,
        audience: this.config.JWT_AUDIENCE,
        expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
        jwtid: randomUUID(),
      },
    );
    return { accessToken, expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS };
  }
}
