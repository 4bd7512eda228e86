import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

// The toast library (and its <Toaster>) is fetched with the first toast, not with the page: the
// landing page never needs it, and its first load stays small. Toasts raised while no <Toaster> is
// mounted (the first one, or during a switch of layouts) wait for the next one to mount.
let wanted = false;
const listeners = new Set<() => void>();
let mountedToasters = 0;
const waiting: (() => void)[] = [];

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast): Promise<void> {
  want();
  const { toast: sonner } = await import('sonner');
  const raise = () => void sonner[kind](message, options);
  if (mountedToasters > 0) raise();
  else waiting.push(raise);
}

/** Called by <Toaster> once it listens: raises what waited. Returns the call for its unmount. */
export function toasterMounted(): () => void {
  mountedToasters++;
  for (const raise of waiting.splice(0)) raise();
  return () => {
    mountedToasters--;
  };
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
};

/** Whether a toast has been raised in this page's life: layouts mount the <Toaster> from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}
