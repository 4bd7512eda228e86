import {
  JOURNAL_CONTENT_MAX_LENGTH,
  JOURNAL_ENTRY_MOODS,
  JOURNAL_MODAL_MOODS,
  type JournalEntryView,
  type JournalMoodValue,
} from '@maeum/api-types';
import { X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Input } from '../../../shared/ui/input';
import { toast } from '../../../shared/ui/toast';
import { cn } from '../../../shared/lib/cn';
import { useSaveEntry } from '../api';
import { emojiMoodName } from '../lib/mood-names';
import { Textarea } from '../../../shared/ui/textarea';
import { RadioChip } from '../../../shared/ui/choice-chip';
import { DialogTitle } from '../../../shared/ui/dialog-frame';

/** Spec 001 §9: the saved-entry toast stays about 3.5 s. */
export const SAVED_TOAST_MS = 3500;

/**
 * The entry form (spec 001 §2, §5): title, content, a mood, comma-separated tags, private or
 * public. Inline: one of 8 moods, private by default. In the modal (`variant="modal"`, inside a
 * dialog): 10 mood emojis that toggle on and off, public by default. Content must have words after
 * trimming; the button waits for them.
 */
export function EntryForm({
  initialContent = '',
  variant = 'inline',
  onSaved,
  onClose,
}: {
  initialContent?: string;
  variant?: 'inline' | 'modal';
  onSaved: (entry: JournalEntryView) => void;
  onClose: () => void;
}) {
  const modal = variant === 'modal';
  const { t } = useTranslation();
  const save = useSaveEntry();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState(initialContent);
  const [mood, setMood] = useState<JournalMoodValue | null>(null);
  const [tags, setTags] = useState('');
  const [isPrivate, setIsPrivate] = useState(!modal);
  const [touched, setTouched] = useState(false);
  const ids = { title: useId(), content: useId(), tags: useId(), error: useId() };
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const empty = content.trim() === '';

  useEffect(() => contentRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty || save.isPending) return;
    save.mutate(
      { title: title.trim() || null, content, mood, tags, isPrivate },
      {
        onSuccess: (entry) => {
          toast.success(t('journal.savedTitle'), {
            description: t('journal.saved'),
            duration: SAVED_TOAST_MS,
          });
          onSaved(entry);
        },
        onError: (error) =>
          toast.error(isApiError(error) && error.status === 400 ? error.message : t('journal.saveFailed')),
      },
    );
  };

  return (
    <Frame modal={modal}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex items-center justify-between gap-2">
          {modal ? (
            <DialogTitle>{t('journal.quickEntry.title')}</DialogTitle>
          ) : (
            <h2 className="text-lg font-semibold tracking-tight">{t('journal.form.title')}</h2>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onClose}
            aria-label={t('journal.form.close')}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.title} className="text-sm font-medium">
            {t('journal.form.titleLabel')}
          </label>
          <Input id={ids.title} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.content} className="text-sm font-medium">
            {t('journal.form.contentLabel')}
          </label>
          <Textarea
            id={ids.content}
            ref={contentRef}
            value={content}
            rows={6}
            maxLength={JOURNAL_CONTENT_MAX_LENGTH}
            placeholder={t('journal.form.contentPlaceholder')}
            aria-invalid={touched && empty}
            aria-describedby={touched && empty ? ids.error : undefined}
            onChange={(e) => setContent(e.target.value)}
            onBlur={() => setTouched(content !== '' || touched)}
            className="min-h-36"
          />
          {touched && empty ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {t('journal.form.empty')}
            </p>
          ) : null}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('journal.form.moodLabel')}</legend>
          {modal ? (
            <div className="grid grid-cols-5 gap-2">
              {JOURNAL_MODAL_MOODS.map((emoji) => (
                <button
                  key={emoji}
                  type="button"
                  aria-pressed={mood === emoji}
                  aria-label={emojiMoodName(t, emoji)}
                  title={emojiMoodName(t, emoji)}
                  onClick={() => setMood(mood === emoji ? null : emoji)}
                  className={cn(
                    'flex h-12 items-center justify-center rounded-xl border font-emoji text-2xl transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    mood === emoji ? 'border-primary bg-primary/25 ring-2 ring-primary' : 'hover:bg-muted',
                  )}
                >
                  {emoji}
                </button>
              ))}
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {JOURNAL_ENTRY_MOODS.map((choice) => (
                <RadioChip
                  key={choice}
                  name="mood"
                  value={choice}
                  checked={mood === choice}
                  onChange={() => setMood(choice)}
                  onClick={() => mood === choice && setMood(null)}
                >
                  {t(`journal.moods.${choice}`)}
                </RadioChip>
              ))}
            </div>
          )}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.tags} className="text-sm font-medium">
            {t('journal.form.tagsLabel')}
          </label>
          <Input
            id={ids.tags}
            value={tags}
            placeholder={t('journal.form.tagsPlaceholder')}
            onChange={(e) => setTags(e.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('journal.form.visibility')}</legend>
          <div className="flex gap-4 text-sm">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="visibility"
                  checked={isPrivate === value}
                  onChange={() => setIsPrivate(value)}
                  className="size-4 accent-primary"
                />
                {value ? t('journal.form.private') : t('journal.form.public')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={empty || save.isPending}>
            {save.isPending ? t('journal.form.saving') : t('journal.form.save')}
          </Button>
        </div>
      </form>
    </Frame>
  );
}

/** Inline, the form is a card of the page; in the modal, the dialog is its card. */
function Frame({ modal, children }: { modal: boolean; children: React.ReactNode }) {
  return modal ? <>{children}</> : <Card className="p-5">{children}</Card>;
}
