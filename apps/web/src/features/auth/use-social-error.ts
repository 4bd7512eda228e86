import type { OAuthErrorCodeValue, OAuthProvider } from '@maeum/api-types';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../shared/ui/toast';

// Every code of OAuthErrorCode, which the gateway puts in the address; a code added there fails
// typecheck here until it is worded.
const MESSAGE_KEYS = {
  provider_not_configured: 'auth.socialErrors.providerNotConfigured',
  provider_unavailable: 'auth.socialErrors.providerUnavailable',
  invalid_oauth_state: 'auth.socialErrors.invalidState',
  oauth_cancelled: 'auth.socialErrors.cancelled',
  oauth_failed: 'auth.socialErrors.failed',
  email_required: 'auth.socialErrors.emailRequired',
  consent_required: 'auth.socialErrors.consentRequired',
  user_already_exists: 'auth.errors.alreadyRegistered',
  unexpected: 'auth.errors.socialUnexpected',
} as const satisfies Record<OAuthErrorCodeValue, string>;

const isKnownCode = (code: string): code is OAuthErrorCodeValue => Object.hasOwn(MESSAGE_KEYS, code);

/**
 * A social sign-in that failed comes back to sign-in (or sign-up) with ?error=<code>&provider=…:
 * shows the reason once as a toast in the reader's language, then drops both from the address so a
 * reload does not show it again. Only known codes are worded; anything else is "unexpected".
 */
export function useSocialErrorToast(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const provider: OAuthProvider = params.get('provider') === 'kakao' ? 'kakao' : 'google';

  useEffect(() => {
    if (error === null) return;
    const key = isKnownCode(error) ? MESSAGE_KEYS[error] : MESSAGE_KEYS.unexpected;
    toast.error(t(key, { provider: t(`auth.socialErrors.providers.${provider}`) }), {
      id: 'social-sign-in-error',
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        next.delete('provider');
        return next;
      },
      { replace: true },
    );
  }, [error, provider, setParams, t]);
}
