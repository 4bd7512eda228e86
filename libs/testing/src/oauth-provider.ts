import { MutableRedirectUri, MutableResponse, MutableToken, OAuth2Server } from 'oauth2-mock-server';

/** Claims a test gives the next ID token; anything else (iss, aud, nonce, exp) stays the provider's. */
export interface TestIdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  nickname?: string;
  [claim: string]: unknown;
}

/** The browser's step at the provider: where the provider sends it back, and with what. */
export interface ProviderRedirect {
  /** The full redirect back to our callback. */
  url: URL;
  code?: string;
  state?: string;
  error?: string;
}

/**
 * A real OpenID Connect provider on loopback (discovery, JWKS, authorization endpoint with PKCE,
 * token endpoint issuing RS256 ID tokens): point GOOGLE_ISSUER or KAKAO_ISSUER at `start()`'s URL.
 * Tests choose who signs in with `signInAs()`, then play the browser with `authorize()`.
 */
export class TestOAuthProvider {
  private readonly server = new OAuth2Server();
  private nextClaims?: TestIdTokenClaims;
  private nextUserinfo?: Record<string, unknown>;
  private denyNext = false;

  get issuer(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error('TestOAuthProvider is not started');
    return url;
  }

  async start(): Promise<string> {
    await this.server.issuer.keys.generate('RS256');
    await this.server.start(0, '127.0.0.1');
    // The library names `localhost`, which may resolve to ::1 where nothing listens.
    this.server.issuer.url = `http://127.0.0.1:${this.server.address().port}`;
    this.server.service.on('beforeTokenSigning', (token: MutableToken) => {
      // The token endpoint signs an access token (it has a scope), then the ID token.
      if (token.payload.scope !== undefined || !this.nextClaims) return;
      Object.assign(token.payload, this.nextClaims);
      this.nextClaims = undefined;
    });
    this.server.service.on('beforeUserinfo', (response: MutableResponse) => {
      if (!this.nextUserinfo) return;
      response.body = this.nextUserinfo;
      this.nextUserinfo = undefined;
    });
    this.server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
      if (!this.denyNext) return;
      this.denyNext = false;
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    return this.issuer;
  }

  /**
   * The claims of the next ID token this provider issues (used once), and optionally what its
   * userinfo endpoint answers next (`sub` defaults to the token's).
   */
  signInAs(claims: TestIdTokenClaims, userinfo?: Record<string, unknown>): void {
    this.nextClaims = claims;
    this.nextUserinfo = userinfo && { sub: claims.sub, ...userinfo };
  }

  /** The next authorization is refused by the user (`error=access_denied`). */
  denyNextAuthorization(): void {
    this.denyNext = true;
  }

  /**
   * The browser at the provider: opens the authorization URL our 302 pointed at, as a user who
   * agrees at once, and returns the provider's redirect back to our callback.
   */
  async authorize(authorizationUrl: string): Promise<ProviderRedirect> {
    if (!authorizationUrl.startsWith(`${this.issuer}/`))
      throw new Error(`Not this provider's URL: ${authorizationUrl}`);
    const response = await fetch(authorizationUrl, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status !== 302 || !location)
      throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
    const url = new URL(location);
    const get = (name: string) => url.searchParams.get(name) ?? undefined;
    return { url, code: get('code'), state: get('state'), error: get('error') };
  }

  async stop(): Promise<void> {
    if (this.server.listening) await this.server.stop();
  }
}
