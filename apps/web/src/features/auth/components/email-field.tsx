import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../shared/ui/text-field';

/** The email address field of the account forms, named and typed for browsers and password managers. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      label={t('auth.fields.email')}
      {...props}
    />
  );
}
