import { Injectable } from '@nestjs/common';
import { OAuthStartDto, OAuthStartResult, safeRedirectPath } from '@maeum/contracts';
import { generators } from 'openid-client';
import { OAuthClients } from './oauth-clients';
import { OAuthStateStore } from './oauth-state.store';

/** Authorization code flow with PKCE (S256), `state` and `nonce`; answers the provider's URL. */
@Injectable()
export class StartOAuthUseCase {
  constructor(
    private readonly clients: OAuthClients,
    private readonly states: OAuthStateStore,
  ) {}

  async execute(input: OAuthStartDto): Promise<OAuthStartResult> {
    const client = await this.clients.client(input.provider);
    const { scope, params } = this.clients.settings(input.provider);
    const state = generators.state();
    const nonce = generators.nonce();
    const codeVerifier = generators.codeVerifier();
    const signup = input.intent === 'signup' && input.consent === true;
    await this.states.save(state, {
      provider: input.provider,
      codeVerifier,
      nonce,
      redirectPath: safeRedirectPath(input.redirectPath),
      intent: signup ? 'signup' : 'signin',
      consent: signup,
      display: signup ? input.display : undefined,
    });
    const authorizationUrl = client.authorizationUrl({
      ...params,
      scope,
      redirect_uri: this.clients.redirectUri(input.provider),
      response_type: 'code',
      code_challenge: generators.codeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl, state };
  }
}
