import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FieldDescription, FieldError, describedBy } from './field-message';

export interface FieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Shown under the field and tied to it with aria-describedby; marks the field invalid. */
  error?: ReactNode;
  description?: ReactNode;
  /** Something to put at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /**
   * Keeps a line under the control for a message, so an error that appears (on blur) does not move
   * what is below it while the pointer is on its way there.
   */
  reserveMessageLine?: boolean;
}

/** What a field's control receives: the caller's input props plus its id and the aria wiring. */
export type FieldControlProps = Omit<
  FieldProps,
  'label' | 'error' | 'description' | 'labelAside' | 'className' | 'reserveMessageLine'
> & {
  id: string;
};

interface FormFieldProps extends FieldProps {
  /** Draws the control (and anything beside it) from the wired-up input props. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control and messages, wired together for assistive technology: the label names the control,
 * the description and error describe it, and an error marks it invalid. `className` is the wrapper's.
 */
export function FormField({
  label,
  error,
  description,
  labelAside,
  reserveMessageLine,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  children,
  ...input
}: FormFieldProps) {
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
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(
          error ? errorId : null,
          description ? descriptionId : null,
          extraDescribedBy,
        ),
        ...input,
      })}
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {reserveMessageLine && !error && !description ? <div aria-hidden="true" className="min-h-5" /> : null}
    </div>
  );
}
