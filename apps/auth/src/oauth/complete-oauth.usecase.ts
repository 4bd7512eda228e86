import { Injectable, Logger } from '@nestjs/common';
import { OAuthCompleteDto, OAuthCompleteResult, OAuthProvider } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { BaseClient, errors, IdTokenClaims } from 'openid-client';
import { DataSource } from 'typeorm';
import { SessionIssuer } from '../sign-in-sessions/session-issuer';
import { SessionStore } from '../sign-in-sessions/session-store';
import {
  OAuthAccountResolver,
  ProviderIdentity,
  UNCONFIRMED_PASSWORD_REMOVED,
} from './oauth-account.resolver';
import { InvalidOAuthStateError, OAuthCancelledError, OAuthFailedError } from './oauth.exception';
import { OAuthClients } from './oauth-clients';
import { OAuthStateStore, PendingOAuth } from './oauth-state.store';

const MAX_PARAMS = 20;
const MAX_PARAM_LENGTH = 4096;

/**
 * The provider's redirect back: takes the flow's state (single use), exchanges the code with the
 * PKCE verifier, checks the ID token (signature, issuer, audience, nonce), then signs the user in.
 */
@Injectable()
export class CompleteOAuthUseCase {
  private readonly logger = new Logger(CompleteOAuthUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: OAuthClients,
    private readonly states: OAuthStateStore,
    private readonly resolver: OAuthAccountResolver,
    private readonly sessions: SessionIssuer,
    private readonly sessionStore: SessionStore,
    private readonly outbox: Outbox,
  ) {}

  async execute(input: OAuthCompleteDto, userAgent?: string): Promise<OAuthCompleteResult> {
    const { provider } = input;
    const params = callbackParams(input.params);
    const pending = await this.states.take(params.state);
    if (params.error)
      throw params.error === 'access_denied'
        ? new OAuthCancelledError(provider)
        : new OAuthFailedError(provider);
    if (!pending || pending.provider !== provider) throw new InvalidOAuthStateError();
    const client = await this.clients.client(provider);
    const identity = identityFrom(provider, await this.exchange(client, provider, params, pending));
    const { session, isNewUser, endedSessionIds } = await this.dataSource.transaction(async (manager) => {
      const account = await this.resolver.resolve(manager, identity, pending, userAgent);
      return {
        session: await this.sessions.signIn(manager, account.user, provider, userAgent),
        isNewUser: account.isNewUser,
        endedSessionIds: account.endedSessionIds ?? [],
      };
    });
    this.outbox.notifyCommitted();
    await this.sessionStore.markRevoked(endedSessionIds, UNCONFIRMED_PASSWORD_REMOVED);
    return { session, redirectPath: pending.redirectPath, isNewUser };
  }

  private async exchange(
    client: BaseClient,
    provider: OAuthProvider,
    params: Record<string, string>,
    pending: PendingOAuth,
  ): Promise<IdTokenClaims> {
    try {
      const tokens = await client.callback(this.clients.redirectUri(provider), params, {
        response_type: 'code',
        state: params.state,
        nonce: pending.nonce,
        code_verifier: pending.codeVerifier,
      });
      const claims = tokens.claims();
      return await this.withVerifiedEmail(client, provider, claims, tokens.access_token);
    } catch (error) {
      // Codes only: provider answers and check failures, never tokens.
      const opError = error instanceof errors.OPError ? error.error : undefined;
      this.logger.warn(
        {
          provider,
          error: (error as Error).name,
          opError,
          reason: error instanceof errors.RPError ? error.message : undefined,
        },
        'OAuth callback refused',
      );
      throw new OAuthFailedError(provider);
    }
  }

  /**
   * Kakao's ID token carries the e-mail but not whether Kakao verified it; its userinfo endpoint
   * says. Asked only then, for the same subject; if it cannot be asked, the e-mail counts as
   * unverified (the account is then created or refused, never linked).
   */
  private async withVerifiedEmail(
    client: BaseClient,
    provider: OAuthProvider,
    claims: IdTokenClaims,
    accessToken: string | undefined,
  ): Promise<IdTokenClaims> {
    if (
      !claims.email ||
      claims.email_verified !== undefined ||
      !accessToken ||
      !client.issuer.metadata.userinfo_endpoint
    )
      return claims;
    try {
      const info = await client.userinfo(accessToken);
      const sameAddress =
        typeof info.email === 'string' && info.email.toLowerCase() === String(claims.email).toLowerCase();
      if (info.sub !== claims.sub || !sameAddress) return claims;
      return { ...claims, email_verified: info.email_verified === true } as IdTokenClaims;
    } catch (error) {
      this.logger.warn(
        { provider, error: (error as Error).name },
        'OAuth userinfo unavailable; the e-mail counts as unverified',
      );
      return claims;
    }
  }
}

/** The query of the redirect back, as strings, within sane bounds. */
function callbackParams(raw: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(raw ?? {});
  if (entries.length > MAX_PARAMS) throw new InvalidOAuthStateError();
  const params: Record<string, string> = {};
  for (const [key, value] of entries)
    if (typeof value === 'string' && value.length <= MAX_PARAM_LENGTH) params[key] = value;
  return params;
}

function identityFrom(provider: OAuthProvider, claims: IdTokenClaims): ProviderIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const email = text(claims.email)?.toLowerCase();
  return {
    provider,
    subject: claims.sub,
    email: email && email.length <= 254 ? email : undefined,
    emailVerified: claims.email_verified === true || (claims.email_verified as unknown) === 'true',
    name: (text(claims.name) ?? text(claims.nickname) ?? '').slice(0, 100),
  };
}
