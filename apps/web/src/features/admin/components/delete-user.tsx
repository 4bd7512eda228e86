import { deletionPhrase } from '@maeum/api-types';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { adminErrorCode, useDeleteUser } from '../api';
import type { UserActionProps } from './action-done';
import { AdminError } from './admin-error';

type Step = 'closed' | 'explain' | 'type';

/**
 * Spec §5: deleting a user asks twice (the effect, then the typed DELETE-<email>). The server
 * checks the phrase too: a mismatch is 'Deletion cancelled - confirmation text did not match'.
 */
export function DeleteUser({ userId, email, onDone }: UserActionProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [step, setStep] = useState<Step>('closed');
  const [phrase, setPhrase] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const close = (open: boolean) => {
    if (!open && !remove.isPending) {
      setStep('closed');
      setPhrase('');
    }
  };
  const mismatch = adminErrorCode(remove.error) === 'confirmation_mismatch';
  const confirm = () =>
    remove.mutate(
      { id: userId, confirmation: phrase },
      {
        onSuccess: (result) => {
          setStep('closed');
          onDone(result, t('admin.delete.done'));
        },
      },
    );
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-destructive/50 p-4"
      aria-label={t('admin.delete.title')}
    >
      <h3 className="text-base font-semibold text-destructive">{t('admin.delete.title')}</h3>
      <Button
        ref={button}
        variant="outline"
        className="self-start border-destructive text-destructive hover:bg-destructive/10"
        onClick={() => {
          remove.reset();
          setStep('explain');
        }}
      >
        {t('admin.delete.button')}
      </Button>
      {remove.error && step === 'closed' ? <AdminError error={remove.error} fallback="delete" /> : null}
      <ConfirmDialog
        open={step === 'explain'}
        onOpenChange={close}
        title={t('admin.delete.stepOneTitle', { email })}
        description={<p>{t('admin.delete.stepOneBody')}</p>}
        cancelLabel={t('admin.delete.cancel')}
        confirmLabel={t('admin.delete.continue')}
        onConfirm={() => setStep('type')}
        destructive
        returnFocusRef={button}
      />
      <ConfirmDialog
        open={step === 'type'}
        onOpenChange={close}
        title={t('admin.delete.stepTwoTitle')}
        description={
          <p className="break-all">{t('admin.delete.stepTwoBody', { phrase: deletionPhrase(email) })}</p>
        }
        cancelLabel={t('admin.delete.cancel')}
        confirmLabel={remove.isPending ? t('admin.delete.deleting') : t('admin.delete.confirm')}
        onConfirm={confirm}
        pending={remove.isPending}
        destructive
        returnFocusRef={button}
      >
        <TextField
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          label={t('admin.delete.phrase')}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          error={mismatch ? t('admin.errors.confirmation_mismatch') : undefined}
        />
        {remove.error && !mismatch ? <AdminError error={remove.error} fallback="delete" /> : null}
      </ConfirmDialog>
    </section>
  );
}
