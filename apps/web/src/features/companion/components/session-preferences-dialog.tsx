import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { PreferenceLanguage, TonePreference } from '@maeum/api-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogFrame, DialogTitle } from '../../../shared/ui/dialog-frame';
import { ToneSwitch } from './tone-switch';

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60';

/** Spec 001 §2: the language of the conversation, and the voice type (disabled: coming soon). */
export function SessionPreferencesDialog({
  open,
  onOpenChange,
  language,
  onLanguageChange,
  tone,
  onToneChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: PreferenceLanguage;
  onLanguageChange: (language: PreferenceLanguage) => void;
  /** On the text screen the tone is chosen here too (the chooser has its own switch). */
  tone?: TonePreference;
  onToneChange?: (tone: TonePreference) => void;
}) {
  const { t } = useTranslation();
  const languageId = useId();
  const voiceId = useId();
  const soonId = useId();
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <DialogTitle>{t('companion.preferences.title')}</DialogTitle>
      <DialogDescription>{t('companion.preferences.description')}</DialogDescription>
      {tone && onToneChange ? <ToneSwitch value={tone} onChange={onToneChange} /> : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={languageId} className="text-sm font-medium">
          {t('companion.preferences.language')}
        </label>
        <select
          id={languageId}
          className={selectClass}
          value={language}
          onChange={(event) => onLanguageChange(event.target.value as PreferenceLanguage)}
        >
          <option value="en">{t('companion.preferences.english')}</option>
          <option value="ko">{t('companion.preferences.korean')}</option>
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={voiceId} className="flex items-center gap-2 text-sm font-medium">
          {t('companion.preferences.voiceType')}
          <span id={soonId} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t('companion.preferences.soon')}
          </span>
        </label>
        <select
          id={voiceId}
          className={selectClass}
          disabled
          aria-describedby={soonId}
          defaultValue="neutral"
        >
          <option value="femme">{t('companion.preferences.femme')}</option>
          <option value="masc">{t('companion.preferences.masc')}</option>
          <option value="neutral">{t('companion.preferences.neutral')}</option>
        </select>
      </div>
      <div className="flex justify-end">
        <DialogPrimitive.Close asChild>
          <Button>{t('companion.preferences.done')}</Button>
        </DialogPrimitive.Close>
      </div>
    </DialogFrame>
  );
}
