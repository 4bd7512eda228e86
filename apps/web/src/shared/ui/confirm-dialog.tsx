import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { Button } from './button';
import { DialogDescription, DialogFrame, DialogTitle } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
  /** Where focus goes back to on close when the dialog's opener is gone (a second step). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Fields the action needs (a password), between the question and the buttons. */
  children?: ReactNode;
}

/** A modal question with Cancel and one action; Escape and Cancel close it without acting. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  destructive = false,
  returnFocusRef,
  children,
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} returnFocusRef={returnFocusRef}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription asChild>
        <div>{description}</div>
      </DialogDescription>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button variant="outline" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogPrimitive.Close>
        <Button
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
          className={destructive ? 'bg-destructive text-background hover:bg-destructive/90' : undefined}
        >
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}
