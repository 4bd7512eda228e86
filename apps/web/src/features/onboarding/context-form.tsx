import { CONTEXT_TEXT_MAX_LENGTH, TONE_PREFERENCES, type TonePreference } from '@maeum/api-types';
import { ArrowLeft, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/lib/cn';
import { useAuth } from '../auth';
import {
  CONTEXT_FIELDS,
  EMPTY_ANSWERS,
  useFinishOnboarding,
  useSkipOnboarding,
  type ContextAnswers,
} from './api';
import { clearContextDraft, readContextDraft, writeContextDraft } from './pending-context';
import { Textarea } from '../../shared/ui/textarea';
import { DialogDescription, DialogTitle } from '../../shared/ui/dialog-frame';

interface ContextFormProps {
  /** The back arrow: return to the guide. */
  onBack: () => void;
  /** The close button: leave without saving (has_onboarded stays as it is). */
  onClose: () => void;
  /** Saved or skipped: onboarding is complete. */
  onDone: () => void;
}

/**
 * 'Tell us more (optional)': six free-text answers and a tone; no field is required (spec §2).
 * Lives inside the guide's dialog, whose title and description it provides. What is typed is kept
 * in the tab as it is typed; a visitor's Finish Setup keeps it for the account they are about to
 * create (useSaveContextDraft saves it once they are signed in).
 */
export function ContextForm({ onBack, onClose, onDone }: ContextFormProps) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const finish = useFinishOnboarding();
  const skip = useSkipOnboarding();
  const [draft] = useState(readContextDraft);
  const [answers, setAnswers] = useState<ContextAnswers>(draft?.answers ?? EMPTY_ANSWERS);
  const [tone, setTone] = useState<TonePreference>(draft?.tone ?? 'genz');
  // Once Finish Setup was pressed as a visitor, later edits are saved with it.
  const toSave = useRef(draft?.toSave ?? false);
  const fieldId = useId();
  const busy = finish.isPending || skip.isPending;
  const visitor = status !== 'signed-in';

  const keep = (next: { tone: TonePreference; answers: ContextAnswers }) =>
    writeContextDraft({ ...next, toSave: toSave.current });
  const changeTone = (value: TonePreference) => {
    setTone(value);
    keep({ tone: value, answers });
  };
  const changeAnswer = (field: keyof ContextAnswers, value: string) => {
    const next = { ...answers, [field]: value };
    setAnswers(next);
    keep({ tone, answers: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (visitor) {
      toSave.current = true;
      keep({ tone, answers });
      toast.success(t('onboarding.toast.keptForSignUp'));
      onDone();
      return;
    }
    finish.mutate(
      { tone, answers },
      {
        onSuccess: () => {
          clearContextDraft();
          toast.success(t('onboarding.toast.saved'));
          toast.success(t('onboarding.toast.completed'));
          onDone();
        },
        onError: () => toast.error(t('onboarding.toast.saveFailed')),
      },
    );
  };

  // A visitor's draft stays in the tab (not marked for saving): skipping is not deleting.
  const skipForNow = () => {
    if (busy) return;
    if (visitor) {
      onDone();
      return;
    }
    skip.mutate(tone, {
      onSuccess: () => {
        clearContextDraft();
        onDone();
      },
      onError: () => toast.error(t('onboarding.toast.skipFailed')),
    });
  };

  return (
    <form onSubmit={submit} className="flex h-full flex-col" noValidate>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3 sm:px-6">
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('onboarding.form.back')}>
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('onboarding.form.close')}>
          <X aria-hidden="true" />
        </Button>
      </div>

      <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col gap-6">
          <div>
            <DialogTitle className="text-2xl font-bold tracking-tight">
              {t('onboarding.form.title')}
            </DialogTitle>
            <DialogDescription className="mt-2 text-base">
              {t('onboarding.form.description')}
            </DialogDescription>
          </div>

          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('onboarding.form.tone')}</legend>
            <div className="inline-flex self-start rounded-full border p-0.5">
              {TONE_PREFERENCES.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    tone === value
                      ? 'bg-primary text-primary-foreground'
                      : 'text-muted-foreground hover:bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="tone"
                    value={value}
                    checked={tone === value}
                    onChange={() => changeTone(value)}
                    className="sr-only"
                  />
                  {value === 'normal' ? t('onboarding.form.toneNormal') : t('onboarding.form.toneGenz')}
                </label>
              ))}
            </div>
          </fieldset>

          {CONTEXT_FIELDS.map((field) => {
            const id = `${fieldId}-${field}`;
            return (
              <div key={field} className="flex flex-col gap-2">
                <label htmlFor={id} className="text-sm font-medium">
                  {t(`onboarding.form.fields.${field}`)}
                </label>
                <Textarea
                  id={id}
                  rows={3}
                  maxLength={CONTEXT_TEXT_MAX_LENGTH}
                  value={answers[field]}
                  onChange={(event) => changeAnswer(field, event.target.value)}
                  aria-describedby={`${id}-count`}
                  className="text-base"
                />
                <p id={`${id}-count`} className="self-end text-xs text-muted-foreground">
                  {t('onboarding.form.count', { count: answers[field].length, max: CONTEXT_TEXT_MAX_LENGTH })}
                </p>
              </div>
            );
          })}
        </div>
      </div>

      <div className="border-t px-4 py-4 sm:px-6">
        {/* In the fields' column, so the buttons end where the fields end on a wide screen. */}
        <div className="mx-auto flex max-w-2xl flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={skipForNow} disabled={busy}>
            {t('onboarding.form.skip')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={finish.isPending}>
            {finish.isPending ? t('onboarding.form.saving') : t('onboarding.form.finish')}
          </Button>
        </div>
      </div>
    </form>
  );
}
