import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const chipVariants = cva(
  'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors',
  {
    variants: {
      /** How a chosen chip stands out: filled with the accent, or tinted with it. */
      tone: { solid: '', soft: '' },
      selected: { true: 'border-primary', false: 'border-input hover:bg-muted' },
    },
    compoundVariants: [
      { tone: 'solid', selected: true, className: 'bg-primary text-primary-foreground' },
      { tone: 'soft', selected: true, className: 'bg-primary/10 text-foreground' },
    ],
    defaultVariants: { tone: 'solid', selected: false },
  },
);

type ChipTone = VariantProps<typeof chipVariants>['tone'];

interface RadioChipProps extends Omit<ComponentProps<'input'>, 'type' | 'className' | 'children'> {
  checked: boolean;
  tone?: ChipTone;
  className?: string;
  children: ReactNode;
}

/**
 * One choice of a group shown as a pill: a real radio button (arrow keys move between the group's
 * chips, a screen reader says "n of m"), hidden behind its label. Put the group in a fieldset.
 */
export function RadioChip({ checked, tone, className, children, ...input }: RadioChipProps) {
  return (
    <label
      className={cn(
        chipVariants({ tone, selected: checked }),
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        className,
      )}
    >
      <input type="radio" checked={checked} className="sr-only" {...input} />
      {children}
    </label>
  );
}

interface ToggleChipProps extends Omit<ComponentProps<'button'>, 'type'> {
  pressed: boolean;
  tone?: ChipTone;
}

/** A pill that is on or off (aria-pressed), alone or among others each on or off by itself. */
export function ToggleChip({ pressed, tone, className, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        chipVariants({ tone, selected: pressed }),
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
