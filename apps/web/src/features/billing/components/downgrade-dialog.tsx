import type { PlanId, PlanView, SubscriptionView } from '@maeum/api-types';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogFrame, DialogTitle } from '../../../shared/ui/dialog-frame';
import { toast } from '../../../shared/ui/toast';
import { billingApi, useRefreshBilling } from '../api';
import { formatBillingDate } from '../format';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionView;
  choices: PlanView[];
}

/** Downgrade (spec §2, two steps: select, then confirm). It takes effect when the period ends. */
export function DowngradeDialog({ open, onOpenChange, subscription, choices }: Props) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshBilling();
  const [choice, setChoice] = useState<PlanId | null>(null);
  const [step, setStep] = useState<'select' | 'confirm'>('select');
  const date = formatBillingDate(
    subscription.endsAt ?? subscription.nextResetDate,
    i18n.resolvedLanguage ?? 'en',
  );
  const chosen = choices.find((p) => p.id === choice);
  const close = (isOpen: boolean) => {
    onOpenChange(isOpen);
    if (!isOpen) setStep('select');
  };
  const downgrade = useMutation({
    mutationFn: (planId: PlanId) => billingApi.downgrade(planId),
    onSuccess: async () => {
      await refresh();
      close(false);
      toast.success(t('billing.downgrade.success'));
    },
    onError: (error) =>
      toast.error(isApiError(error) && error.message ? error.message : t('billing.downgrade.failed')),
  });

  return (
    <DialogFrame open={open} onOpenChange={close}>
      {step === 'select' ? (
        <>
          <DialogTitle>{t('billing.downgrade.title')}</DialogTitle>
          <DialogDescription>{t('billing.downgrade.selectDescription', { date })}</DialogDescription>
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('billing.downgrade.title')}</legend>
            {choices.map((plan) => (
              <label
                key={plan.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name="downgrade-plan"
                  value={plan.id}
                  checked={choice === plan.id}
                  onChange={() => setChoice(plan.id)}
                />
                <span aria-hidden="true">{plan.emojiIcon}</span>
                <span className="font-medium">{plan.name}</span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="outline">{t('billing.manage.close')}</Button>
            </DialogPrimitive.Close>
            <Button disabled={!chosen} onClick={() => setStep('confirm')}>
              {t('billing.downgrade.next')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <DialogTitle>{t('billing.downgrade.confirmTitle')}</DialogTitle>
          <DialogDescription>
            {t('billing.downgrade.confirmDescription', {
              current: subscription.planName,
              plan: chosen?.name ?? '',
              date,
            })}
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setStep('select')} disabled={downgrade.isPending}>
              {t('billing.downgrade.back')}
            </Button>
            <Button
              onClick={() => chosen && downgrade.mutate(chosen.id)}
              disabled={downgrade.isPending}
              aria-busy={downgrade.isPending}
            >
              {t('billing.downgrade.confirm')}
            </Button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
