import { FormField, type FieldProps } from './form-field';
import { Input } from './input';

export type TextFieldProps = FieldProps;

/** Label, input and its messages, wired together for assistive technology. */
export function TextField(props: TextFieldProps) {
  return <FormField {...props}>{(control) => <Input {...control} />}</FormField>;
}
