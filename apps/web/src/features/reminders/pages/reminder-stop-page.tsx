import { AuthErrorCode } from '@maeum/api-types';
import { BellOff, CircleAlert, LinkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { AuthCard, useAuth } from '../../auth';
import { useStopReminders } from '../api';

/**
 * /reminders/stop?token=…: the one-tap stop link of a reminder e-mail. It works without sign-in,
 * posts the token once as the page opens, then says what happened (focus on the heading).
 */
export function ReminderStopPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useStopReminders();
  const { mutate } = stop;
  const sent = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { status } = useAuth();

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const settled = !token || stop.isSuccess || stop.isError;
  useEffect(() => {
    if (settled) titleRef.current?.focus();
  }, [settled]);

  const next = (
    <Button asChild className="w-full">
      <Link to={status === 'signed-in' ? '/settings' : '/'}>
        {t(status === 'signed-in' ? 'reminders.stop.settings' : 'reminders.stop.home')}
      </Link>
    </Button>
  );

  if (token && (stop.isIdle || stop.isPending))
    return (
      <AuthCard icon={<BellOff aria-hidden="true" />} title={t('reminders.stop.pendingTitle')}>
        <div role="status" className="flex justify-center py-2">
          <Spinner label={t('reminders.stop.pending')} />
        </div>
      </AuthCard>
    );
  if (stop.isSuccess)
    return (
      <AuthCard
        titleRef={titleRef}
        icon={<BellOff aria-hidden="true" />}
        title={t('reminders.stop.doneTitle')}
        description={t('reminders.stop.doneBody')}
      >
        {next}
      </AuthCard>
    );
  const invalid =
    !token ||
    (isApiError(stop.error) &&
      (stop.error.code === AuthErrorCode.invalidToken || stop.error.code === 'validation_failed'));
  return (
    <AuthCard
      titleRef={titleRef}
      icon={invalid ? <LinkIcon aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
      title={t(invalid ? 'reminders.stop.invalidTitle' : 'reminders.stop.failedTitle')}
      description={t(invalid ? 'reminders.stop.invalidBody' : 'reminders.stop.failedBody')}
    >
      {next}
    </AuthCard>
  );
}
