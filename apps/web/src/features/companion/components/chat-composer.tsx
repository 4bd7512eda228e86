import type { PreferenceLanguage, TonePreference } from '@maeum/api-types';
import { CHAT_MESSAGE_MAX_LENGTH } from '@maeum/api-types';
import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Textarea } from '../../../shared/ui/textarea';

/** Spec 001 §2/§5: Enter sends, Shift+Enter is a new line; empty text is never sent; a refused message stays. */
export function ChatComposer({
  disabled,
  tone,
  language,
  onSend,
}: {
  disabled: boolean;
  tone: TonePreference;
  language: PreferenceLanguage;
  onSend: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const hintId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  const submit = async () => {
    if (disabled || empty) return;
    const sent = text;
    setText('');
    const ok = await onSend(sent);
    if (!ok) setText((now) => now || sent);
    area.current?.focus({ preventScroll: true });
  };

  return (
    <form
      className="flex items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm focus-within:border-primary/60"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="companion-message" className="sr-only">
        {t('companion.text.messageLabel')}
      </label>
      <Textarea
        id="companion-message"
        ref={area}
        value={text}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        lang={language}
        aria-describedby={hintId}
        placeholder={t(`companion.text.placeholder.${language}.${tone}`)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
        variant="bare"
        className="max-h-40 min-h-10 flex-1 px-2 py-2 field-sizing-content"
      />
      <span id={hintId} className="sr-only">
        {t('companion.text.enterHint')}
      </span>
      <Button type="submit" size="icon" disabled={disabled || empty} aria-label={t('companion.text.send')}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
