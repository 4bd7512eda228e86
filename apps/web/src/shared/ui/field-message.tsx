import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface FieldMessageProps {
  /** The id the field names in aria-describedby. */
  id: string;
  children: ReactNode;
  className?: string;
}

/** The error under a field. */
export function FieldError({ id, children, className }: FieldMessageProps) {
  return (
    <div id={id} className={cn('flex items-start gap-1.5 text-sm text-destructive', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** Helper text under a field (hint, checklist). */
export function FieldDescription({ id, children, className }: FieldMessageProps) {
  return (
    <div id={id} className={cn('text-sm text-muted-foreground', className)}>
      {children}
    </div>
  );
}

/** Joins the ids of the messages that describe a field, skipping the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}
