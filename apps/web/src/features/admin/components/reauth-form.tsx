import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { PasswordField } from '../../../shared/ui/password-field';
import { useReauthenticate } from '../api';
import { AdminError } from './admin-error';

/** The user list and deletions need activity within 30 minutes: the password starts them again. */
export function ReauthForm() {
  const { t } = useTranslation();
  const reauth = useReauthenticate();
  const [password, setPassword] = useState('');
  const wrong = isApiError(reauth.error) && reauth.error.code === 'invalid_credentials';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reauth.mutate(password, { onSuccess: () => setPassword('') });
  };
  return (
    <Card className="flex max-w-md flex-col gap-3 p-6">
      <h3 className="text-base font-semibold">{t('admin.reauth.title')}</h3>
      <p className="text-sm text-muted-foreground">{t('admin.reauth.body')}</p>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <PasswordField
          name="password"
          autoComplete="current-password"
          label={t('admin.reauth.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={wrong ? t('admin.reauth.wrong') : undefined}
        />
        {reauth.error && !wrong ? <AdminError error={reauth.error} fallback="load" /> : null}
        <Button type="submit" disabled={reauth.isPending} aria-busy={reauth.isPending} className="self-start">
          {reauth.isPending ? t('admin.reauth.submitting') : t('admin.reauth.submit')}
        </Button>
      </form>
    </Card>
  );
}
