import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { Input } from './input';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide button; the button's label says what it will do. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('form.hidePassword') : t('form.showPassword');

  return (
    <FormField {...props}>
      {(control) => (
        <div className="relative">
          <Input
            type={visible ? 'text' : 'password'}
            // Browsers would otherwise offer to "fix" what is typed while it is shown as text.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className="pr-12"
            {...control}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={toggleLabel}
            aria-controls={control.id}
            title={toggleLabel}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}
