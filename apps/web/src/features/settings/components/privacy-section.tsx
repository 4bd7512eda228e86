import { Download, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/card';
import { ResetHistoryRow } from './reset-history-row';

interface PrivacySectionProps {
  renderSwitch: (
    field: 'analyticsConsent' | 'dataRetentionConsent' | 'marketingConsent',
    label: string,
    description: string,
  ) => React.ReactNode;
  onExport: () => void;
  exporting: boolean;
}

export function PrivacySection({ renderSwitch, onExport, exporting }: PrivacySectionProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.privacy.title')}</CardTitle>
        <CardDescription>{t('settings.privacy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {renderSwitch(
          'analyticsConsent',
          t('settings.privacy.analytics'),
          t('settings.privacy.analyticsHint'),
        )}
        {renderSwitch(
          'dataRetentionConsent',
          t('settings.privacy.dataRetention'),
          t('settings.privacy.dataRetentionHint'),
        )}
        {renderSwitch(
          'marketingConsent',
          t('settings.privacy.marketing'),
          t('settings.privacy.marketingHint'),
        )}
        <ResetHistoryRow />
        <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium">{t('settings.privacy.export')}</p>
            <p className="text-sm text-muted-foreground">{t('settings.privacy.exportHint')}</p>
          </div>
          <Button variant="outline" onClick={onExport} disabled={exporting} aria-busy={exporting}>
            {exporting ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {exporting ? t('settings.privacy.exporting') : t('settings.privacy.exportButton')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
