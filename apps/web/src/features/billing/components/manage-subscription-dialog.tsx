import type { PlanView, SubscriptionView } from '@maeum/api-types';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogFrame, DialogTitle } from '../../../shared/ui/dialog-frame';
import { formatBillingDate } from '../format';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { DowngradeDialog } from './downgrade-dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: SubscriptionView;
  plans: PlanView[];
}

/** The manage-subscription dialog (spec §2): the way to cancel or to downgrade. */
export function ManageSubscriptionDialog({ open, onOpenChange, subscription, plans }: Props) {
  const { t, i18n } = useTranslation();
  const [next, setNext] = useState<'cancel' | 'downgrade' | null>(null);
  const lower = plans.filter((p) => p.rank < (plans.find((q) => q.id === subscription.planId)?.rank ?? 0));
  const go = (step: 'cancel' | 'downgrade') => {
    onOpenChange(false);
    setNext(step);
  };
  return (
    <>
      <DialogFrame open={open} onOpenChange={onOpenChange}>
        <DialogTitle>{t('billing.manage.title')}</DialogTitle>
        <DialogDescription>
          {t('billing.manage.description', {
            plan: subscription.planName,
            date: formatBillingDate(
              subscription.endsAt ?? subscription.nextResetDate,
              i18n.resolvedLanguage ?? 'en',
            ),
          })}
        </DialogDescription>
        <div className="flex flex-col gap-2">
          {lower.length ? (
            <Button variant="outline" onClick={() => go('downgrade')}>
              {t('billing.manage.downgrade')}
            </Button>
          ) : null}
          <Button variant="outline" className="text-destructive" onClick={() => go('cancel')}>
            {t('billing.manage.cancel')}
          </Button>
          <DialogPrimitive.Close asChild>
            <Button variant="ghost">{t('billing.manage.close')}</Button>
          </DialogPrimitive.Close>
        </div>
      </DialogFrame>
      <CancelSubscriptionDialog
        open={next === 'cancel'}
        onOpenChange={(isOpen) => setNext(isOpen ? 'cancel' : null)}
        subscription={subscription}
      />
      <DowngradeDialog
        open={next === 'downgrade'}
        onOpenChange={(isOpen) => setNext(isOpen ? 'downgrade' : null)}
        subscription={subscription}
        choices={lower}
      />
    </>
  );
}
