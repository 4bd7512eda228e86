/** What the gateway keeps of an access token that jsonwebtoken has verified. */
export interface VerifiedToken {
  /** The signing key it was verified with: it must still be published for the token to count. */
  kid: string;
  sub: string;
  sid: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const DEFAULT_CAPACITY = 10_000;

/**
 * Access tokens whose signature and claims were already checked, by the token's exact text, until
 * they expire. A client sends the same token for every request of its session, so an ES256 verify
 * is paid once per token instead of once per request. It only remembers what a token says: the
 * session's revocation is still asked for on every request, and the signing key must still be one
 * auth publishes. Bounded: when full, the oldest entry goes.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(token: string, nowSeconds: number): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (nowSeconds >= entry.exp) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, verified: VerifiedToken): void {
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
