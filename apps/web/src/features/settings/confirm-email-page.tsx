import { AuthErrorCode } from '@maeum/api-types';
import { CircleAlert, CircleCheck, LinkIcon, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/http';
import { Button } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { AuthCard, useAuth } from '../auth';
import { useConfirmEmailChange } from './profile-api';

type Outcome = 'invalid' | 'used' | 'taken' | 'failed';

function outcomeOf(error: unknown): Outcome {
  if (!isApiError(error)) return 'failed';
  if (error.code === AuthErrorCode.emailChangeLinkUsed) return 'used';
  if (error.code === AuthErrorCode.userAlreadyExists) return 'taken';
  if (error.code === AuthErrorCode.invalidToken || error.code === 'validation_failed') return 'invalid';
  return 'failed';
}

/**
 * /confirm-email?token=…: the link mailed to a new address. It posts the token once as the page
 * opens (the link works without being signed in), then says what happened; focus moves to the
 * heading so a screen reader reads the outcome.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const sent = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Once: the link works a single time, and React may run an effect twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const settled = !token || confirm.isSuccess || confirm.isError;
  useEffect(() => {
    if (settled) titleRef.current?.focus();
  }, [settled]);

  if (token && (confirm.isIdle || confirm.isPending))
    return (
      <AuthCard icon={<MailCheck aria-hidden="true" />} title={t('confirmEmail.pendingTitle')}>
        <div role="status" className="flex justify-center py-2">
          <Spinner label={t('confirmEmail.pending')} />
        </div>
      </AuthCard>
    );

  if (confirm.isSuccess)
    return (
      <AuthCard
        titleRef={titleRef}
        icon={<CircleCheck aria-hidden="true" />}
        title={t('confirmEmail.successTitle')}
        description={t('confirmEmail.successBody', { email: confirm.data.email })}
      >
        <NextStep />
      </AuthCard>
    );

  const outcome: Outcome = token ? outcomeOf(confirm.error) : 'invalid';
  return (
    <AuthCard
      titleRef={titleRef}
      icon={outcome === 'invalid' ? <LinkIcon aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
      title={t(`confirmEmail.${outcome}Title`)}
      description={t(`confirmEmail.${outcome}Body`)}
    >
      <NextStep />
    </AuthCard>
  );
}

/** Signed in: back to settings (where a new link can be asked for); else to sign in. */
function NextStep() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <Button asChild size="lg" className="w-full">
      <Link to={signedIn ? '/settings' : '/enhanced-login'}>
        {signedIn ? t('confirmEmail.toSettings') : t('confirmEmail.toSignIn')}
      </Link>
    </Button>
  );
}
