import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

// The message is shown as given (React escapes it); a very long one is cut short.
const MAX_SOCIAL_ERROR_LENGTH = 200;

/**
 * A social sign-in that failed comes back to sign-in (or sign-up) with ?error=<message>: shows it
 * once as a toast, then drops it from the address so a reload does not show it again.
 */
export function useSocialErrorToast(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const error = params.get('error');

  useEffect(() => {
    if (error === null) return;
    const message = error.trim().slice(0, MAX_SOCIAL_ERROR_LENGTH) || t('auth.errors.socialUnexpected');
    toast.error(message, { id: 'social-sign-in-error' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, setParams, t]);
}
