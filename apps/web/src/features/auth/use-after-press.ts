import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action now, or, while a pointer is pressed, once that press has made its click. A field's
 * blur happens on the press of whatever is clicked next (a consent box): a message that appears
 * then and moves the layout would move the box from under the pointer and the click would be lost.
 */
export function useAfterPress(): (action: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
      // The click of this press is dispatched right after pointerup, in the same task.
      const timer = setTimeout(() => {
        timers.delete(timer);
        for (const action of waiting.current.splice(0)) action();
      }, 0);
      timers.add(timer);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  return useCallback((action: () => void) => {
    if (pressed.current) waiting.current.push(action);
    else action();
  }, []);
}
