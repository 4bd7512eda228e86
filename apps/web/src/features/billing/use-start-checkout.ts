import type { BillingPeriod, CheckoutView, PlanId } from '@maeum/api-types';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/http';
import { toast } from '../../shared/ui/toast';
import { billingApi } from './api';

export type CheckoutRequest =
  { kind: 'plan'; planId: PlanId; billingPeriod: BillingPeriod } | { kind: 'card' };

/** Where Toss sends the browser back; it appends authKey and customerKey (billing auth). */
function resultUrls(view: CheckoutView) {
  const back = new URLSearchParams({ orderId: view.orderId, amount: String(view.amount) });
  return {
    successUrl: `${window.location.origin}/payment/success?${back}`,
    failUrl: `${window.location.origin}/payment/fail`,
  };
}

/**
 * start-toss-payment (spec §7): the server opens the order, then the browser goes to the card
 * window: Toss's own (SDK, with keys) or the sandbox page (no keys, nothing charged).
 */
export function useStartCheckout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const view =
        request.kind === 'card'
          ? await billingApi.addCard()
          : await billingApi.checkout(request.planId, request.billingPeriod);
      if (view.sandbox && view.checkoutUrl) {
        const query = new URLSearchParams({ amount: String(view.amount), orderName: view.orderName });
        await navigate(`${view.checkoutUrl}&${query}`);
        return;
      }
      if (!view.clientKey) throw new Error('no checkout');
      const { loadTossPayments } = await import('@tosspayments/tosspayments-sdk');
      const toss = await loadTossPayments(view.clientKey);
      await toss
        .payment({ customerKey: view.customerKey })
        .requestBillingAuth({ method: 'CARD', ...resultUrls(view) });
    },
    onError: (error, request) => {
      if (request.kind === 'card') {
        toast.error(t('billing.cards.addFailed'));
        return;
      }
      const unavailable = isApiError(error) && (error.status >= 500 || error.code === 'network_error');
      toast.error(t(unavailable ? 'billing.checkout.unavailable' : 'billing.checkout.failed'), {
        description: t(unavailable ? 'billing.checkout.unavailableBody' : 'billing.checkout.failedBody'),
      });
    },
  });
}
