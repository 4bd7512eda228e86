import type { InvoiceView } from '@maeum/api-types';
import { Download, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { useMe } from '../../auth';
import { billingApi, saveFile, useInvoices } from '../api';
import { billingTimeZone, formatBillingDate, formatWon } from '../format';
import { RefundDialog } from './refund-dialog';

const KNOWN_STATUSES = new Set(['paid', 'pending', 'failed', 'refunded']);

/**
 * Invoices (spec §2): plan, amount in won, status and date; the download is a real PDF, and an
 * invoice whose receipt went out by e-mail says so. The date is the day in the reader's zone, the
 * same day the server names the PDF by.
 */
export function InvoicesSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'ko' ? 'ko' : 'en';
  const invoices = useInvoices();
  const timeZone = billingTimeZone(useMe().data?.preferences.timezone);
  const [refunding, setRefunding] = useState<InvoiceView | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (invoice: InvoiceView) => {
    setDownloading(invoice.id);
    try {
      const pdf = await billingApi.invoicePdf(invoice.id, language);
      saveFile(pdf.blob, pdf.filename ?? `maeum-invoice-${invoice.id.slice(0, 8)}.pdf`);
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
                const date = formatBillingDate(invoice.createdAt, language, timeZone);
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
                    {invoice.emailedAt ? (
                      <span
                        className="inline-flex items-center gap-1 text-xs text-muted-foreground"
                        title={t('billing.invoices.emailedOn', {
                          date: formatBillingDate(invoice.emailedAt, language, timeZone),
                        })}
                      >
                        <MailCheck aria-hidden="true" className="size-3.5" />
                        {t('billing.invoices.emailed')}
                      </span>
                    ) : null}
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
