import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast';
import { authKeys, useAuth } from '../auth';
import { CONTEXT_FIELDS, saveOnboardingContext, type ContextAnswers } from './api';
import { clearContextDraft, readContextDraft, type ContextDraft } from './pending-context';

// One save at a time in this tab: effects run twice in development, and two pages may ask at once.
let saving: Promise<void> | null = null;

/** Only what was typed: an existing account's saved answers are not blanked by empty fields. */
function answered(answers: ContextAnswers): Partial<ContextAnswers> {
  return Object.fromEntries(
    CONTEXT_FIELDS.filter((field) => answers[field].trim() !== '').map((field) => [field, answers[field]]),
  );
}

/**
 * Once there is an account (right after sign-up, or sign-in), saves what the visitor wrote in the
 * context form and pressed Finish Setup on. On failure the draft stays in the tab and the next
 * signed-in page load tries again; it is cleared only once it is saved.
 */
export function useSaveContextDraft(): void {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (status !== 'signed-in' || saving) return;
    const draft: ContextDraft | null = readContextDraft();
    if (!draft?.toSave) return;
    saving = saveOnboardingContext(draft.tone, answered(draft.answers))
      .then(
        () => {
          clearContextDraft();
          toast.success(t('onboarding.toast.saved'));
        },
        () => toast.error(t('onboarding.toast.draftSaveFailed')),
      )
      .finally(() => {
        saving = null;
        void queryClient.invalidateQueries({ queryKey: authKeys.me });
      });
  }, [status, queryClient, t]);
}
