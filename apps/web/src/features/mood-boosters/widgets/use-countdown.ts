import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left. */
  remaining: number;
  running: boolean;
  done: boolean;
  start: () => void;
  pause: () => void;
  /** Back to `seconds` (or a new length), stopped. */
  reset: (seconds?: number) => void;
}

/** A one-second countdown from `seconds`; `onDone` runs once when it reaches 0. */
export function useCountdown(seconds: number, onDone?: () => void): Countdown {
  const [remaining, setRemaining] = useState(seconds);
  const [running, setRunning] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setRemaining((left) => Math.max(0, left - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (running && remaining === 0) {
      setRunning(false);
      onDoneRef.current?.();
    }
  }, [running, remaining]);

  const start = useCallback(() => setRunning(true), []);
  const pause = useCallback(() => setRunning(false), []);
  const reset = useCallback(
    (next?: number) => {
      setRunning(false);
      setRemaining(next ?? seconds);
    },
    [seconds],
  );
  return { remaining, running, done: remaining === 0, start, pause, reset };
}

/** 125 → "2:05" */
export function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
