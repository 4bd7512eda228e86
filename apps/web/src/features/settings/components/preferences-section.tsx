import { PREFERENCE_CURRENCIES, type PreferenceCurrency, type PreferencesView } from '@maeum/api-types';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneChoices } from '../../../shared/lib/time-zone';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/card';
import type { PreferencePatch } from '../api';

interface PreferencesSectionProps {
  preferences: PreferencesView;
  onChange: (patch: PreferencePatch) => void;
  renderSwitch: (field: 'notifications' | 'darkMode', label: string, description: string) => React.ReactNode;
}

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-48';

export function PreferencesSection({ preferences, onChange, renderSwitch }: PreferencesSectionProps) {
  const { t } = useTranslation();
  const currencyId = useId();
  const languageId = useId();
  const timeZoneId = useId();
  const timeZoneHintId = useId();
  const zones = useMemo(() => timeZoneChoices(preferences.timezone), [preferences.timezone]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.preferences.title')}</CardTitle>
        <CardDescription>{t('settings.preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <label htmlFor={currencyId} className="text-sm font-medium">
            {t('settings.preferences.currency')}
          </label>
          <select
            id={currencyId}
            className={selectClass}
            value={preferences.currency}
            onChange={(event) => onChange({ currency: event.target.value as PreferenceCurrency })}
          >
            {PREFERENCE_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`settings.currencies.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <label htmlFor={languageId} className="text-sm font-medium">
            {t('settings.preferences.language')}
          </label>
          <select
            id={languageId}
            className={selectClass}
            value={preferences.language}
            onChange={(event) => onChange({ language: event.target.value === 'ko' ? 'ko' : 'en' })}
          >
            <option value="en" lang="en">
              English
            </option>
            <option value="ko" lang="ko">
              한국어
            </option>
          </select>
        </div>
        <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-1">
            <label htmlFor={timeZoneId} className="text-sm font-medium">
              {t('settings.preferences.timeZone')}
            </label>
            <p id={timeZoneHintId} className="text-sm text-muted-foreground">
              {t('settings.preferences.timeZoneHint')}
            </p>
          </div>
          <select
            id={timeZoneId}
            aria-describedby={timeZoneHintId}
            className={selectClass}
            value={preferences.timezone}
            onChange={(event) => onChange({ timezone: event.target.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </div>
        {renderSwitch(
          'notifications',
          t('settings.preferences.notifications'),
          t('settings.preferences.notificationsHint'),
        )}
        {renderSwitch('darkMode', t('settings.preferences.darkMode'), t('settings.preferences.darkModeHint'))}
      </CardContent>
    </Card>
  );
}
