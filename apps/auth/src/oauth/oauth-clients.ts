import { Injectable, Logger } from '@nestjs/common';
import { OAuthProvider } from '@maeum/contracts';
import { BaseClient, custom, Issuer } from 'openid-client';
import { AuthConfig } from '../auth.config';
import { ProviderNotConfiguredError, ProviderUnavailableError } from './oauth.exception';

interface ProviderSettings {
  scope: string;
  /** Extra authorization parameters. */
  params: Record<string, string>;
}

// Google: a refresh token from the provider and its consent screen every time (spec §7).
const SETTINGS: Record<OAuthProvider, ProviderSettings> = {
  google: { scope: 'openid email profile', params: { access_type: 'offline', prompt: 'consent' } },
  kakao: { scope: 'openid account_email profile_nickname', params: {} },
};

const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * The OpenID Connect client of each configured provider, made from the provider's discovery
 * document on first use and kept; a failed discovery is retried on the next use.
 */
@Injectable()
export class OAuthClients {
  private readonly logger = new Logger(OAuthClients.name);
  private readonly clients = new Map<OAuthProvider, Promise<BaseClient>>();

  constructor(private readonly config: AuthConfig) {}

  configured(provider: OAuthProvider): boolean {
    return this.credentials(provider).clientId !== '';
  }

  settings(provider: OAuthProvider): ProviderSettings {
    return SETTINGS[provider];
  }

  /** Where the provider sends the browser back: the gateway's callback route. */
  redirectUri(provider: OAuthProvider): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/api/auth/oauth/${provider}/callback`;
  }

  async client(provider: OAuthProvider): Promise<BaseClient> {
    if (!this.configured(provider)) throw new ProviderNotConfiguredError(provider);
    let client = this.clients.get(provider);
    if (!client) {
      client = this.discover(provider);
      this.clients.set(provider, client);
      client.catch(() => this.clients.delete(provider));
    }
    return client;
  }

  private async discover(provider: OAuthProvider): Promise<BaseClient> {
    const { issuer: issuerUrl, clientId, clientSecret } = this.credentials(provider);
    try {
      const issuer = await Issuer.discover(issuerUrl);
      const client = new issuer.Client({
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [this.redirectUri(provider)],
        response_types: ['code'],
      });
      client[custom.clock_tolerance] = CLOCK_TOLERANCE_SECONDS;
      return client;
    } catch (error) {
      this.logger.warn(
        { provider, issuer: issuerUrl, error: (error as Error).message },
        'OpenID discovery failed',
      );
      throw new ProviderUnavailableError(provider);
    }
  }

  private credentials(provider: OAuthProvider) {
    const c = this.config;
    return provider === 'google'
      ? { issuer: c.GOOGLE_ISSUER, clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET }
      : { issuer: c.KAKAO_ISSUER, clientId: c.KAKAO_CLIENT_ID, clientSecret: c.KAKAO_CLIENT_SECRET };
  }
}
