import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { toast } from '../../../shared/ui/toast';

/** "Reset chat history": every conversation and message is deleted, after a confirmation. */
export function ResetHistoryRow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const reset = useMutation({
    mutationFn: () => http.post<void>('/me/chat-history/reset'),
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
      toast.success(t('settings.privacy.resetHistoryDone'));
    },
    onError: () => toast.error(t('settings.privacy.resetHistoryFailed')),
  });
  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium">{t('settings.privacy.resetHistory')}</p>
        <p className="text-sm text-muted-foreground">{t('settings.privacy.resetHistoryHint')}</p>
      </div>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('settings.privacy.resetHistoryButton')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('settings.privacy.resetHistoryConfirmTitle')}
        description={t('settings.privacy.resetHistoryConfirm')}
        confirmLabel={t('settings.privacy.resetHistoryConfirmButton')}
        cancelLabel={t('settings.privacy.resetHistoryCancel')}
        onConfirm={() => reset.mutate()}
        pending={reset.isPending}
        destructive
      />
    </div>
  );
}
