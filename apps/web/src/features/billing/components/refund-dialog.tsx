import { CANCEL_REASON_MAX_LENGTH, type InvoiceView } from '@maeum/api-types';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogFrame, DialogTitle } from '../../../shared/ui/dialog-frame';
import { toast } from '../../../shared/ui/toast';
import { billingApi, useRefreshBilling } from '../api';
import { formatWon } from '../format';
import { Textarea } from '../../../shared/ui/textarea';

/** The 14-day refund of the legal pages: full charge, plan back to Free. */
export function RefundDialog({ invoice, onClose }: { invoice: InvoiceView | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshBilling();
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const refund = useMutation({
    mutationFn: (id: string) => billingApi.refund(id, reason.trim()),
    onSuccess: async () => {
      await refresh();
      setReason('');
      onClose();
      toast.success(t('billing.invoices.refunded'));
    },
    onError: () => toast.error(t('billing.invoices.refundFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invoice && reason.trim()) refund.mutate(invoice.id);
  };

  return (
    <DialogFrame open={invoice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogTitle>{t('billing.invoices.refundTitle')}</DialogTitle>
      <DialogDescription>{t('billing.invoices.refundDescription')}</DialogDescription>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-medium">
            {t('billing.invoices.refundReason')}
          </label>
          <Textarea
            id={reasonId}
            required
            value={reason}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogPrimitive.Close asChild>
            <Button variant="outline" disabled={refund.isPending}>
              {t('billing.invoices.refundKeep')}
            </Button>
          </DialogPrimitive.Close>
          <Button type="submit" disabled={refund.isPending || !reason.trim()} aria-busy={refund.isPending}>
            {t('billing.invoices.refundConfirm', {
              amount: invoice ? formatWon(invoice.amount, i18n.resolvedLanguage ?? 'en') : '',
            })}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
