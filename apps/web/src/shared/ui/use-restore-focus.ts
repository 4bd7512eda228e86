import { useRef, type RefObject } from 'react';

/**
 * For a Radix dialog opened without a `Dialog.Trigger` (from state, after a fade, as a second
 * step): Radix gives focus back only to a Trigger, so closing one dropped focus on <body> and a
 * keyboard user had to start again from the top of the page. Spread these on `Dialog.Content`
 * to give it back to whatever had it when the dialog opened, else to `fallback` (a dialog opened
 * from another dialog, whose button is gone by then).
 */
export function useRestoreFocus(fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Runs before Radix moves focus in, so this is still the button that opened the dialog.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = opener.current ?? fallback?.current;
      opener.current = null;
      // Only focus that was lost: the next step's dialog may already hold it, and an opener that
      // has left the page cannot take it.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && target?.isConnected) target.focus();
    },
  };
}
