import type { VerifiedJwt } from './es256-jwt';

const DEFAULT_CAPACITY = 10_000;

/**
 * Access tokens whose signature and claims were already checked, by the token's exact text, until
 * they expire. A client sends the same token for every request of its session, so an ES256 verify
 * is paid once per token instead of once per request. It only remembers what a token says: the
 * session's revocation is still asked for on every request, and the signing key must still be one
 * auth publishes. Bounded: when full, the oldest entry goes.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, VerifiedJwt>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(token: string, nowSeconds: number): VerifiedJwt | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (nowSeconds >= entry.claims.exp) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, verified: VerifiedJwt): void {
    if (this.entries.size >= this.capacity && !this.entries.has(token)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, verified);
  }

  get size(): number {
    return this.entries.size;
  }
}
