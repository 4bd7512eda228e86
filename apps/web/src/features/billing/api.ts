import type {
  BillingPeriod,
  CancelSubscriptionRequest,
  CheckoutView,
  ConfirmPaymentRequest,
  ConfirmPaymentView,
  InvoiceView,
  PaymentMethodView,
  PlanId,
  SandboxApproveView,
} from '@maeum/api-types';
import { INVOICE_PAGE_SIZE } from '@maeum/api-types';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/endpoints';
import { http, requestFile } from '../../shared/api/http';
import './translations';

export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  subscription: ['billing', 'subscription'] as const,
  invoices: ['billing', 'invoices'] as const,
  paymentMethods: ['billing', 'payment-methods'] as const,
};

export const billingApi = {
  plans: () => api.plans.list(undefined, { skipAuth: true }),
  subscription: () => api.subscription.get(),
  invoices: (before?: string) => http.get<InvoiceView[]>('/invoices', { query: { before } }),
  paymentMethods: () => http.get<PaymentMethodView[]>('/payment-methods'),
  checkout: (planId: PlanId, billingPeriod: BillingPeriod) =>
    http.post<CheckoutView>('/payments/checkout', { planId, billingPeriod }),
  addCard: () => http.post<CheckoutView>('/payment-methods'),
  sandboxApprove: (orderId: string, cardNumber?: string) =>
    http.post<SandboxApproveView>('/payments/sandbox/approve', {
      orderId,
      ...(cardNumber ? { cardNumber } : {}),
    }),
  /** One key for every try of one order's confirm: the page runs its own tries (use-confirm-payment). */
  confirm: (request: ConfirmPaymentRequest) =>
    http.post<ConfirmPaymentView>('/payments/confirm', request, {
      idempotencyKey: `confirm-${request.orderId}`,
      retryWithSameKey: false,
    }),
  cancel: (request: CancelSubscriptionRequest) => api.subscription.cancel(request),
  resume: () => api.subscription.resume(),
  downgrade: (planId: PlanId) => api.subscription.downgrade({ planId }),
  setDefaultCard: (id: string) =>
    http.post<PaymentMethodView[]>(`/payment-methods/${encodeURIComponent(id)}/default`),
  removeCard: (id: string) => http.delete<PaymentMethodView[]>(`/payment-methods/${encodeURIComponent(id)}`),
  refund: (id: string, reason: string) =>
    http.post<InvoiceView>(`/invoices/${encodeURIComponent(id)}/refund`, { reason }),
  /** The PDF and its file name, which the server dates in the reader's time zone (as the list). */
  invoicePdf: (id: string, lang: 'en' | 'ko') =>
    requestFile(`/invoices/${encodeURIComponent(id)}/pdf`, { query: { lang } }),
};

/** Public: the plan grid of /pricing and Plans & Billing. Plans change rarely. */
export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans, queryFn: billingApi.plans, staleTime: 5 * 60_000 });
}

export function useSubscription(enabled = true) {
  return useQuery({ queryKey: billingKeys.subscription, queryFn: billingApi.subscription, enabled });
}

/** Newest first, a page at a time (INVOICE_PAGE_SIZE); a full page may have older ones after it. */
export function useInvoices() {
  return useInfiniteQuery({
    queryKey: billingKeys.invoices,
    queryFn: ({ pageParam }) => billingApi.invoices(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.length === INVOICE_PAGE_SIZE ? page[page.length - 1]!.id : undefined),
  });
}

export function usePaymentMethods() {
  return useQuery({ queryKey: billingKeys.paymentMethods, queryFn: billingApi.paymentMethods });
}

/** After anything that changes the plan, the cards or the invoices: read all three again. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
      queryClient.invalidateQueries({ queryKey: billingKeys.invoices }),
      queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods }),
    ]);
}

export function useCardMutations() {
  const queryClient = useQueryClient();
  const store = (cards: PaymentMethodView[]) => queryClient.setQueryData(billingKeys.paymentMethods, cards);
  return {
    setDefault: useMutation({ mutationFn: billingApi.setDefaultCard, onSuccess: store }),
    remove: useMutation({ mutationFn: billingApi.removeCard, onSuccess: store }),
  };
}

/** Saves a Blob under `name` through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
