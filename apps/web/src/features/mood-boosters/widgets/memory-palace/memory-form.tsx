import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { Input } from '../../../../shared/ui/input';
import { MEMORY_EMOTIONS, type MemoryEmotion } from './memory-palace-data';
import { Textarea } from '../../../../shared/ui/textarea';
import { RadioChip } from '../../../../shared/ui/choice-chip';

export interface MemoryDraft {
  title: string;
  description: string;
  emotion: MemoryEmotion;
}

/** The add form of a room: a title, a description and a feeling (spec 001 §5: no validation, empty accepted). */
export function MemoryForm({
  onSave,
  onCancel,
}: {
  onSave: (draft: MemoryDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [emotion, setEmotion] = useState<MemoryEmotion>('happy');
  const ids = { title: useId(), description: useId(), heading: useId() };
  const titleRef = useRef<HTMLInputElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ title: title.trim(), description: description.trim(), emotion });
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      aria-labelledby={ids.heading}
      noValidate
      className="flex animate-fade-in flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h3 id={ids.heading} className="text-lg font-semibold tracking-tight">
        {t('boosters.memoryPalace.form.title')}
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.title} className="text-sm font-medium">
          {t('boosters.memoryPalace.form.titleLabel')}
        </label>
        <Input
          id={ids.title}
          ref={titleRef}
          value={title}
          maxLength={120}
          placeholder={t('boosters.memoryPalace.form.titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.description} className="text-sm font-medium">
          {t('boosters.memoryPalace.form.descriptionLabel')}
        </label>
        <Textarea
          id={ids.description}
          value={description}
          rows={3}
          maxLength={1000}
          placeholder={t('boosters.memoryPalace.form.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
          className="min-h-24"
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('boosters.memoryPalace.form.emotionLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {MEMORY_EMOTIONS.map((choice) => (
            <RadioChip
              key={choice.id}
              tone="soft"
              name="memory-emotion"
              value={choice.id}
              checked={emotion === choice.id}
              onChange={() => setEmotion(choice.id)}
            >
              <span aria-hidden="true" className="emoji">
                {choice.emoji}
              </span>
              {t(`boosters.memoryPalace.emotions.${choice.id}`)}
            </RadioChip>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('boosters.memoryPalace.form.cancel')}
        </Button>
        <Button type="submit">{t('boosters.memoryPalace.form.save')}</Button>
      </div>
    </form>
  );
}
