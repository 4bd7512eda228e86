import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { takeSocialIntent } from '../session-hint';
import { useAuth } from '../use-auth';

/**
 * Back from Google or Kakao: once the restored session is known, says 'Successfully signed in!'
 * (or 'signed up'). A failed social sign-in comes back to /enhanced-login?error=…, which shows that.
 */
export function SocialSignInNotice() {
  const { t } = useTranslation();
  const { status, sessionChecked } = useAuth();

  useEffect(() => {
    if (status === 'loading' || (status === 'signed-out' && !sessionChecked)) return;
    const intent = takeSocialIntent();
    if (!intent || status !== 'signed-in') return;
    const message = intent === 'signup' ? t('auth.social.signedUp') : t('auth.social.signedIn');
    toast.success(message, { id: 'social-sign-in' });
  }, [status, sessionChecked, t]);

  return null;
}
