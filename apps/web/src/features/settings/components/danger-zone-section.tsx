import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

interface DangerZoneSectionProps {
  onDelete: () => void;
  deleting: boolean;
}

type Step = 'closed' | 'explain' | 'confirm';

/** Spec §2: two confirmation steps, 'Continue' and then the final delete. */
export function DangerZoneSection({ onDelete, deleting }: DangerZoneSectionProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('closed');
  // Both steps give focus back to the button that started them.
  const deleteButton = useRef<HTMLButtonElement>(null);
  const close = (open: boolean) => {
    if (!open && !deleting) setStep('closed');
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
        onConfirm={onDelete}
        pending={deleting}
        destructive
        returnFocusRef={deleteButton}
      />
    </Card>
  );
}
