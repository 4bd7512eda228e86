import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PasswordField } from '../../../shared/ui/password-field';

interface DangerZoneSectionProps {
  /** With the password typed in the last step (empty for accounts without one). */
  onDelete: (currentPassword: string) => void;
  deleting: boolean;
  /** Why the last try was refused (a wrong password, a sign-in too long ago), shown in the last step. */
  error?: string | null;
}

type Step = 'closed' | 'explain' | 'confirm';

/**
 * Spec §2: two confirmation steps, 'Continue' and then the final delete, which asks for the
 * password (a token alone never deletes an account).
 */
export function DangerZoneSection({ onDelete, deleting, error }: DangerZoneSectionProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('closed');
  const [password, setPassword] = useState('');
  // Both steps give focus back to the button that started them.
  const deleteButton = useRef<HTMLButtonElement>(null);
  const close = (open: boolean) => {
    if (!open && !deleting) {
      setStep('closed');
      setPassword('');
    }
  };
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">{t('settings.danger.title')}</CardTitle>
        <CardDescription>{t('settings.danger.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          ref={deleteButton}
          variant="outline"
          className="border-destructive text-destructive hover:bg-destructive/10"
          onClick={() => setStep('explain')}
        >
          {t('settings.danger.deleteButton')}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={step === 'explain'}
        onOpenChange={close}
        title={t('settings.danger.stepOneTitle')}
        description={
          <>
            <p>{t('settings.danger.stepOneBody')}</p>
            <ul className="mt-2 list-disc ps-5">
              <li>{t('settings.danger.deletesAccount')}</li>
              <li>{t('settings.danger.deletesData')}</li>
              <li>{t('settings.danger.deletesSubscription')}</li>
            </ul>
            <p className="mt-2">{t('settings.danger.keepsPayments')}</p>
            <p className="mt-2">{t('settings.danger.retention')}</p>
          </>
        }
        cancelLabel={t('settings.cancel')}
        confirmLabel={t('settings.danger.continue')}
        onConfirm={() => setStep('confirm')}
        returnFocusRef={deleteButton}
      />
      <ConfirmDialog
        open={step === 'confirm'}
        onOpenChange={close}
        title={t('settings.danger.stepTwoTitle')}
        description={<p>{t('settings.danger.stepTwoBody')}</p>}
        cancelLabel={t('settings.cancel')}
        confirmLabel={deleting ? t('settings.danger.deleting') : t('settings.danger.confirmDelete')}
        onConfirm={() => onDelete(password)}
        pending={deleting}
        destructive
        returnFocusRef={deleteButton}
      >
        <PasswordField
          name="currentPassword"
          autoComplete="current-password"
          label={t('settings.danger.password')}
          description={t('settings.danger.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error ?? undefined}
        />
      </ConfirmDialog>
    </Card>
  );
}
