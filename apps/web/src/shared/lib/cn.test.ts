import { describe, expect, it } from 'vitest';
import { buttonVariants } from '../ui/button';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and drops falsy ones', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it.each([
    ['px-2', 'px-4', 'px-4'],
    ['h-9 px-3', 'px-0', 'h-9 px-0'],
    ['text-sm', 'text-base', 'text-base'],
    ['shadow-sm', 'shadow-none', 'shadow-none'],
    ['bg-background', 'bg-card/70', 'bg-card/70'],
    ['rounded-full', 'rounded-2xl', 'rounded-2xl'],
    ['flex', 'hidden', 'hidden'],
    ['font-medium', 'font-semibold', 'font-semibold'],
    ['justify-between', 'justify-center', 'justify-center'],
    ['text-primary', 'text-foreground', 'text-foreground'],
    ['border-input', 'border-primary', 'border-primary'],
    ['hover:bg-muted', 'hover:bg-secondary', 'hover:bg-secondary'],
    ['[&_svg]:size-4', '[&_svg]:size-5', '[&_svg]:size-5'],
  ])('lets a later utility of the same group win: %s then %s', (first, later, expected) => {
    expect(cn(first, later)).toBe(expected);
  });

  it.each([
    ['text-sm text-destructive', 'text-sm text-destructive'],
    ['border border-input', 'border border-input'],
    ['p-6 pt-0', 'p-6 pt-0'],
    ['bg-muted hover:bg-secondary', 'bg-muted hover:bg-secondary'],
    ['font-semibold text-balance', 'font-semibold text-balance'],
    ['sr-only not-sr-only', 'sr-only not-sr-only'],
  ])('keeps utilities of different groups or variants: %s', (classes, expected) => {
    expect(cn(classes)).toBe(expected);
  });

  it('lets a wider utility remove the narrower ones before it, not after it', () => {
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6');
    expect(cn('rounded-tl-sm', 'rounded-2xl')).toBe('rounded-2xl');
  });

  it('gives the size of a large button, not the base size', () => {
    const classes = cn(buttonVariants({ size: 'lg' })).split(' ');
    expect(classes).toContain('text-base');
    expect(classes).not.toContain('text-sm');
  });
});
