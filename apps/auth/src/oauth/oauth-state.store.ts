import { Inject, Injectable } from '@nestjs/common';
import { OAuthProvider, SignupDisplayDto } from '@maeum/contracts';
import Redis from 'ioredis';
import { AUTH_REDIS } from '../config/auth-config';
import { AuthConfig } from '../auth.config';

/** What a started flow needs at its callback; kept in Redis under its `state`. */
export interface PendingOAuth {
  provider: OAuthProvider;
  codeVerifier: string;
  nonce: string;
  redirectPath: string;
  intent: 'signin' | 'signup';
  consent: boolean;
  /** A sign-up's first language and theme. */
  display?: SignupDisplayDto;
}

const TTL_SECONDS = 10 * 60;
// States we make are 43 base64url characters; anything else is not worth a Redis round trip.
const STATE_FORMAT = /^[A-Za-z0-9_-]{16,128}$/;

/** Flows under way: ten minutes each, and single use (read and deleted in one step). */
@Injectable()
export class OAuthStateStore {
  constructor(
    @Inject(AUTH_REDIS) private readonly redis: Redis,
    private readonly config: AuthConfig,
  ) {}

  // DO NOT RENAME while flows may be under way: written at start, read at the callback.
  private key(state: string): string {
    return `${this.config.MESSAGING_NAMESPACE}:oauth:state:${state}`;
  }

  async save(state: string, pending: PendingOAuth): Promise<void> {
    await this.redis.set(this.key(state), JSON.stringify(pending), 'EX', TTL_SECONDS);
  }

  async take(state: unknown): Promise<PendingOAuth | undefined> {
    if (typeof state !== 'string' || !STATE_FORMAT.test(state)) return undefined;
    const value = await this.redis.getdel(this.key(state));
    return value ? (JSON.parse(value) as PendingOAuth) : undefined;
  }
}
