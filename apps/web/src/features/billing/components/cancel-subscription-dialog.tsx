import { CANCEL_FEEDBACK_MAX_LENGTH, type SubscriptionView } from '@maeum/api-types';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogFrame, DialogTitle } from '../../../shared/ui/dialog-frame';
import { toast } from '../../../shared/ui/toast';
import { billingApi, useRefreshBilling } from '../api';
import { formatBillingDate } from '../format';
import { Textarea } from '../../../shared/ui/textarea';

/** Sent as the reason (stable English words, as the spec's data keeps them); shown translated. */
export const CANCEL_REASONS = [
  'Too expensive',
  'Not using it enough',
  'Missing features I need',
  'Something else',
] as const;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionView;
}

/** Cancel subscription (spec §5): a reason is required; the plan stays until its end date. */
export function CancelSubscriptionDialog({ open, onOpenChange, subscription }: Props) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshBilling();
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState('');
  const [missing, setMissing] = useState(false);
  const ids = { reason: useId(), feedback: useId(), error: useId() };
  const cancel = useMutation({
    mutationFn: () =>
      billingApi.cancel({ reason, ...(feedback.trim() ? { feedback: feedback.trim() } : {}) }),
    onSuccess: async () => {
      await refresh();
      onOpenChange(false);
      toast.success(t('billing.cancel.success'));
    },
    onError: () => toast.error(t('billing.cancel.failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    cancel.mutate();
  };
  const date = subscription.endsAt
    ? formatBillingDate(subscription.endsAt, i18n.resolvedLanguage ?? 'en')
    : '';

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <DialogTitle>{t('billing.cancel.title')}</DialogTitle>
      <DialogDescription>
        {t('billing.cancel.description', { plan: subscription.planName, date })}
      </DialogDescription>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.reason} className="text-sm font-medium">
            {t('billing.cancel.reason')}
          </label>
          <select
            id={ids.reason}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
            aria-invalid={missing}
            aria-describedby={missing ? ids.error : undefined}
            className="h-10 rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
          >
            <option value="">{t('billing.cancel.choose')}</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`billing.cancel.reasons.${r}`)}
              </option>
            ))}
          </select>
          {missing ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {t('billing.cancel.reasonRequired')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.feedback} className="text-sm font-medium">
            {t('billing.cancel.feedback')}
          </label>
          <Textarea
            id={ids.feedback}
            value={feedback}
            maxLength={CANCEL_FEEDBACK_MAX_LENGTH}
            onChange={(e) => setFeedback(e.target.value)}
            rows={3}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogPrimitive.Close asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              {t('billing.cancel.keep')}
            </Button>
          </DialogPrimitive.Close>
          <Button
            type="submit"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            className="bg-destructive text-background hover:bg-destructive/90"
          >
            {t('billing.cancel.confirm')}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
