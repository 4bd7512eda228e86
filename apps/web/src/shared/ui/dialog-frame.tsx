import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { cn } from '../lib/cn';
import { useRestoreFocus } from './use-restore-focus';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close when the dialog's opener is gone (a second step). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The modal frame of the app's dialogs: overlay, centred card, focus given back on close. */
export function DialogFrame({ open, onOpenChange, returnFocusRef, children }: DialogFrameProps) {
  const restoreFocus = useRestoreFocus(returnFocusRef);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          {...restoreFocus}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-lg"
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The dialog's name: Radix ties it to the dialog (aria-labelledby), so a screen reader says it on open. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />
  );
}

/** What the dialog is about, read after its title (aria-describedby); `asChild` for more than a line. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
