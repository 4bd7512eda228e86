import { AuthErrorCode, OAuthErrorCode, OAuthProvider } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

export const providerLabel = (provider: OAuthProvider) => (provider === 'google' ? 'Google' : 'Kakao');

export class ProviderNotConfiguredError extends RpcError {
  constructor(provider: OAuthProvider) {
    super(OAuthErrorCode.providerNotConfigured, `Sign-in with ${providerLabel(provider)} is not available.`);
  }
}

export class ProviderUnavailableError extends RpcError {
  constructor(provider: OAuthProvider) {
    super(
      OAuthErrorCode.providerUnavailable,
      `${providerLabel(provider)} cannot be reached right now. Please try again in a moment.`,
    );
  }
}

/** Unknown, expired, already used, or started for another provider. */
export class InvalidOAuthStateError extends RpcError {
  constructor() {
    super(
      OAuthErrorCode.invalidState,
      'This sign-in link has expired or was already used. Please try again.',
    );
  }
}

export class OAuthCancelledError extends RpcError {
  constructor(provider: OAuthProvider) {
    super(OAuthErrorCode.cancelled, `Sign-in with ${providerLabel(provider)} was cancelled.`);
  }
}

export class OAuthFailedError extends RpcError {
  constructor(provider: OAuthProvider) {
    super(
      OAuthErrorCode.failed,
      `We could not sign you in with ${providerLabel(provider)}. Please try again.`,
    );
  }
}

/** No account for this identity and the flow did not come from sign-up with the three consents. */
export class OAuthConsentRequiredError extends RpcError {
  constructor() {
    super(
      AuthErrorCode.consentRequired,
      'There is no account for this sign-in yet. Please sign up and accept the terms, the processing of mental-health information and the age requirement.',
    );
  }
}

export class OAuthEmailRequiredError extends RpcError {
  constructor(provider: OAuthProvider) {
    super(
      OAuthErrorCode.emailRequired,
      `Please allow ${providerLabel(provider)} to share your e-mail address: we need it for your account.`,
    );
  }
}

/** The e-mail has an account, but the provider does not vouch for it, so it is not linked. */
export class OAuthEmailTakenError extends RpcError {
  constructor() {
    super(
      AuthErrorCode.userAlreadyExists,
      'This email is already registered. Please try logging in instead.',
    );
  }
}
