import type { InvoiceView } from '@maeum/api-types';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { billingApi, saveFile, useInvoices } from '../api';
import { formatBillingDate, formatWon } from '../format';
import { RefundDialog } from './refund-dialog';

const KNOWN_STATUSES = new Set(['paid', 'pending', 'failed', 'refunded']);

/** Invoices (spec §2): plan, amount in won, status and date; the download is a real PDF. */
export function InvoicesSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'ko' ? 'ko' : 'en';
  const invoices = useInvoices();
  const [refunding, setRefunding] = useState<InvoiceView | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (invoice: InvoiceView) => {
    setDownloading(invoice.id);
    try {
      const pdf = await billingApi.invoicePdf(invoice.id, language);
      saveFile(pdf, `maeum-invoice-${invoice.createdAt.slice(0, 10)}.pdf`);
      toast.success(t('billing.invoices.downloadStarted'));
    } catch {
      toast.error(t('billing.invoices.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card aria-labelledby="invoices-title">
      <CardHeader>
        <CardTitle id="invoices-title">{t('billing.invoices.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <Spinner label={t('a11y.loading')} />
        ) : invoices.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('billing.loadFailed')}
          </p>
        ) : invoices.data.pages[0]!.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('billing.invoices.empty')}</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y">
              {invoices.data.pages.flat().map((invoice) => {
                const date = formatBillingDate(invoice.createdAt, language);
                return (
                  <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                    <div className="flex min-w-0 flex-1 flex-col">
                      <span className="font-medium">
                        {invoice.planName} · {t(`billing.period.${invoice.billingPeriod}`)}
                      </span>
                      <span className="text-xs text-muted-foreground">{date}</span>
                    </div>
                    <span className="font-semibold tabular-nums">{formatWon(invoice.amount, language)}</span>
                    <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
                      {t(
                        `billing.invoices.status.${KNOWN_STATUSES.has(invoice.status) ? invoice.status : 'other'}`,
                      )}
                    </span>
                    <div className="flex gap-1">
                      {invoice.refundable ? (
                        <Button size="sm" variant="ghost" onClick={() => setRefunding(invoice)}>
                          {t('billing.invoices.refund')}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void download(invoice)}
                        disabled={downloading === invoice.id}
                        aria-busy={downloading === invoice.id}
                        aria-label={t('billing.invoices.downloadLabel', { date })}
                      >
                        <Download aria-hidden="true" />
                        {t('billing.invoices.download')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            {invoices.hasNextPage ? (
              <Button
                variant="ghost"
                className="mt-2 w-full"
                onClick={() => void invoices.fetchNextPage()}
                disabled={invoices.isFetchingNextPage}
                aria-busy={invoices.isFetchingNextPage}
              >
                {t('billing.invoices.older')}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
      <RefundDialog invoice={refunding} onClose={() => setRefunding(null)} />
    </Card>
  );
}
