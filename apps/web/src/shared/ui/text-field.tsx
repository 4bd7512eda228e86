import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldDescription, FieldError, describedBy } from './field-message';
import { Input } from './input';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Shown under the field and tied to it with aria-describedby; marks the field invalid. */
  error?: ReactNode;
  description?: ReactNode;
  /** Something to put at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
}

/** Label, input and its messages, wired together for assistive technology. */
export function TextField({
  label,
  error,
  description,
  labelAside,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          error ? errorId : null,
          description ? descriptionId : null,
          extraDescribedBy,
        )}
        {...props}
      />
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
