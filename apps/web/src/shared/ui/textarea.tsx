import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClasses } from './input';

const textareaVariants = cva('', {
  variants: {
    variant: {
      /** The input's look, grown to several lines; the person may make it taller. */
      field: cn(inputClasses, 'h-auto resize-y py-2.5 leading-relaxed'),
      /** No frame of its own, inside one that has it (a chat composer). */
      bare: 'w-full min-w-0 resize-none bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60',
    },
  },
  defaultVariants: { variant: 'field' },
});

export type TextareaProps = ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>;

/** Several lines of text in the design system's look; `aria-invalid` turns its border to the error colour. */
export function Textarea({ className, variant, ...props }: TextareaProps) {
  return <textarea className={cn(textareaVariants({ variant }), className)} {...props} />;
}
