import { BillingErrorCode } from '@maeum/api-types';
import { CreditCard, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { useCardMutations, usePaymentMethods } from '../api';
import { cardBrandName } from '../format';
import { useStartCheckout } from '../use-start-checkout';

/** Payment Methods (spec §2): the cards behind billing keys; adding one is real. */
export function PaymentMethodsSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const cards = usePaymentMethods();
  const { setDefault, remove } = useCardMutations();
  const addCard = useStartCheckout();
  const busy = setDefault.isPending || remove.isPending;

  return (
    <Card aria-labelledby="payment-methods-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle id="payment-methods-title">{t('billing.cards.title')}</CardTitle>
        <Button
          variant="outline"
          onClick={() => addCard.mutate({ kind: 'card' })}
          disabled={addCard.isPending}
          aria-busy={addCard.isPending}
        >
          <Plus aria-hidden="true" />
          {t('billing.cards.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {cards.isPending ? (
          <Spinner label={t('a11y.loading')} />
        ) : cards.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('billing.loadFailed')}
          </p>
        ) : cards.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('billing.cards.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {cards.data.map((card) => (
              <li key={card.id} className="flex flex-wrap items-center gap-3 py-3">
                <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">
                    {t('billing.cards.label', {
                      brand: cardBrandName(card.cardBrand, language),
                      last4: card.cardLast4,
                    })}
                  </span>
                  {card.cardExpMonth && card.cardExpYear ? (
                    <span className="text-xs text-muted-foreground">
                      {t('billing.cards.expires', {
                        month: String(card.cardExpMonth).padStart(2, '0'),
                        year: String(card.cardExpYear).slice(-2),
                      })}
                    </span>
                  ) : null}
                </div>
                {card.isDefault ? (
                  <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">
                    {t('billing.cards.default')}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      setDefault.mutate(card.id, {
                        onSuccess: () => toast.success(t('billing.cards.defaultUpdated')),
                        onError: () => toast.error(t('billing.cards.defaultFailed')),
                      })
                    }
                  >
                    {t('billing.cards.makeDefault')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`${t('billing.cards.remove')}: ${t('billing.cards.label', { brand: cardBrandName(card.cardBrand, language), last4: card.cardLast4 })}`}
                  onClick={() =>
                    remove.mutate(card.id, {
                      onSuccess: () => toast.success(t('billing.cards.removed')),
                      onError: (error) =>
                        toast.error(
                          t(
                            isApiError(error) && error.code === BillingErrorCode.paymentMethodInUse
                              ? 'billing.cards.inUse'
                              : 'billing.cards.removeFailed',
                          ),
                        ),
                    })
                  }
                >
                  {t('billing.cards.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
