import { BillingErrorCode, type SubscriptionView } from '@maeum/api-types';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast';
import { billingApi, useRefreshBilling } from '../api';

/** A cancelled plan whose end date has not come can be resumed: it renews then as before. */
export function canResume(subscription: SubscriptionView, now = Date.now()): boolean {
  return (
    subscription.status === 'cancelled' &&
    subscription.planId !== 'free' &&
    subscription.endsAt !== null &&
    new Date(subscription.endsAt).getTime() > now
  );
}

export function ResumePlanButton() {
  const { t } = useTranslation();
  const refresh = useRefreshBilling();
  const resume = useMutation({
    mutationFn: billingApi.resume,
    onSuccess: async () => {
      await refresh();
      toast.success(t('billing.current.resumed'));
    },
    onError: async (error) => {
      const ended = isApiError(error) && error.code === BillingErrorCode.nothingToResume;
      if (ended) await refresh();
      toast.error(t(ended ? 'billing.current.resumeEnded' : 'billing.current.resumeFailed'));
    },
  });
  return (
    <Button onClick={() => resume.mutate()} disabled={resume.isPending} aria-busy={resume.isPending}>
      {t('billing.current.resume')}
    </Button>
  );
}
