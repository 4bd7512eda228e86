import { AuthErrorCode, type PreferencesView } from '@maeum/api-types';
import { useMutation } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/http';
import { toast } from '../../shared/ui/toast';
import { Button } from '../../shared/ui/button';
import { Card, CardContent } from '../../shared/ui/card';
import { Spinner } from '../../shared/ui/spinner';
import { useAuth } from '../auth';
import {
  downloadJson,
  exportFileName,
  settingsApi,
  usePreferences,
  useUpdatePreference,
  type PreferencePatch,
} from './api';
import { AccountSection } from './components/account-section';
import { DangerZoneSection } from './components/danger-zone-section';
import { PreferencesSection } from './components/preferences-section';
import { MemorySection } from './components/memory-section';
import { RemindersSection } from '../reminders';
import { PrivacySection } from './components/privacy-section';
import { SettingSwitch } from '../../shared/ui/setting-switch';
import { useApplyDisplayPreference } from './use-display-preference';

// Spec §9: save toast 3.5 s.
export const SAVED_TOAST_MS = 3500;

type SwitchField =
  'notifications' | 'darkMode' | 'analyticsConsent' | 'dataRetentionConsent' | 'marketingConsent';

/** /settings: preferences, privacy and the danger zone (spec §2). */
export function SettingsPage() {
  const { t } = useTranslation();
  const preferences = usePreferences();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{t('settings.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('settings.subtitle')}</p>
      <div className="mt-8 flex flex-col gap-6">
        {preferences.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('settings.loading')} size="lg" />
          </div>
        ) : preferences.isError ? (
          <Card role="alert">
            <CardContent className="flex flex-col items-start gap-4 pt-6">
              <p>{t('settings.loadFailed')}</p>
              <Button
                variant="outline"
                onClick={() => void preferences.refetch()}
                disabled={preferences.isFetching}
              >
                <RotateCw aria-hidden="true" />
                {t('settings.reload')}
              </Button>
            </CardContent>
          </Card>
        ) : (
          <SettingsSections preferences={preferences.data} />
        )}
      </div>
    </div>
  );
}

function SettingsSections({ preferences }: { preferences: PreferencesView }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();

  // Language and dark mode take effect at once, and go back if the save fails.
  const apply = useApplyDisplayPreference();
  const update = useUpdatePreference({
    apply,
    onSaved: () => toast.success(t('settings.saved'), { duration: SAVED_TOAST_MS }),
    onFailed: () => toast.error(t('settings.saveFailed')),
  });
  const save = (patch: PreferencePatch) => update.mutate(patch);

  const exportData = useMutation({
    mutationFn: settingsApi.exportData,
    onSuccess: (data) => {
      downloadJson(data, exportFileName());
      toast.success(t('settings.privacy.exportReady'), { duration: SAVED_TOAST_MS });
    },
    onError: () => toast.error(t('settings.privacy.exportFailed')),
  });

  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteAccount = useMutation({
    mutationFn: settingsApi.deleteAccount,
    onMutate: () => setDeleteError(null),
    onSuccess: async () => {
      toast.success(t('settings.danger.deleted'));
      await signOut();
    },
    onError: (error) => {
      if (isApiError(error) && error.code === AuthErrorCode.invalidCredentials)
        setDeleteError(t('settings.profile.wrongPassword'));
      else if (isApiError(error) && error.code === AuthErrorCode.recentSignInRequired)
        setDeleteError(t('settings.danger.signInAgain'));
      else toast.error(t('settings.danger.deleteFailed'));
    },
  });

  const renderSwitch = (field: SwitchField, label: string, description: string) => (
    <SettingSwitch
      label={label}
      description={description}
      checked={preferences[field]}
      onCheckedChange={(checked) => save({ [field]: checked } as PreferencePatch)}
    />
  );

  return (
    <>
      <AccountSection />
      <PreferencesSection preferences={preferences} onChange={save} renderSwitch={renderSwitch} />
      <RemindersSection />
      <MemorySection />
      <PrivacySection
        renderSwitch={renderSwitch}
        onExport={() => exportData.mutate()}
        exporting={exportData.isPending}
      />
      <DangerZoneSection
        onDelete={(password) => deleteAccount.mutate(password)}
        deleting={deleteAccount.isPending}
        error={deleteError}
      />
    </>
  );
}
