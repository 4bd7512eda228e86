import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/card';
import { useAuth, useMe } from '../../auth';
import { EditProfileDialog } from './edit-profile-dialog';

/** The account's name and e-mail, and the Edit Profile dialog that changes them. */
export function AccountSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const me = useMe();
  const [editing, setEditing] = useState(false);
  // The session's copy until /api/me answers (and after a change, /api/me's).
  const fullName = me.data?.profile.fullName ?? user?.fullName ?? '';
  const email = me.data?.user.email ?? user?.email ?? '';

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.profile.title')}</CardTitle>
        <CardDescription>{t('settings.profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-medium">{t('settings.profile.name')}</dt>
          <dd className="break-words text-muted-foreground">{fullName}</dd>
          <dt className="font-medium">{t('settings.profile.email')}</dt>
          <dd className="break-all text-muted-foreground">{email}</dd>
        </dl>
        <div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('settings.profile.edit')}
          </Button>
        </div>
      </CardContent>
      <EditProfileDialog open={editing} onOpenChange={setEditing} fullName={fullName} email={email} />
    </Card>
  );
}
