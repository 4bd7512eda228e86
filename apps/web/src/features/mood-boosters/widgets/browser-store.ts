import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One value a widget keeps in this browser only (IndexedDB); it never leaves the device. */
export interface BrowserStore<T> {
  get: () => Promise<T | undefined>;
  set: (value: T) => Promise<void>;
  del: () => Promise<void>;
}

let database: UseStore | undefined;

// One object store for every widget, keys prefixed by the widget. idb-keyval's createStore only
// creates its object store when the database is new, so a second createStore('maeum-boosters',
// 'another-widget') on an existing database would find no store and fail on every read.
// DO NOT RENAME the database, the store or the key shape: people's memories are kept under them.
function boosterDatabase(): UseStore {
  database ??= createStore('maeum-boosters', 'widgets');
  return database;
}

/** The widget's value under `<widget>/<key>` in the browser's IndexedDB. */
export function browserStore<T>(widget: string, key = 'data'): BrowserStore<T> {
  const id = `${widget}/${key}`;
  return {
    get: () => get<T>(id, boosterDatabase()),
    set: (value) => set(id, value, boosterDatabase()),
    del: () => del(id, boosterDatabase()),
  };
}

/** The same contract in memory (tests, or a browser without IndexedDB). */
export function memoryStore<T>(initial?: T): BrowserStore<T> & { value: T | undefined } {
  const store = {
    value: initial,
    get: () => Promise.resolve(store.value),
    set: (value: T) => {
      store.value = value;
      return Promise.resolve();
    },
    del: () => {
      store.value = undefined;
      return Promise.resolve();
    },
  };
  return store;
}

export type BrowserStateProblem = 'load' | 'save' | null;

export interface BrowserState<T> {
  value: T;
  /** Shows the change at once, then writes it. */
  update: (next: T | ((previous: T) => T)) => void;
  loading: boolean;
  /**
   * 'load': what was kept could not be read; the widget works for this visit and writes nothing,
   * so a passing glitch cannot overwrite what is stored. 'save': the last write failed; the next
   * change tries again. What is on screen stays either way.
   */
  problem: BrowserStateProblem;
}

/**
 * A widget's state kept in `store`: read once on mount (`loading` until then), written after each
 * change, in order. `accept` turns whatever was stored into a valid value, or undefined to start
 * fresh.
 */
export function useBrowserState<T>(
  store: BrowserStore<T>,
  fallback: T,
  accept: (stored: unknown) => T | undefined = (stored) => stored as T | undefined,
): BrowserState<T> {
  const [value, setValue] = useState(fallback);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<BrowserStateProblem>(null);
  const current = useRef(fallback);
  const canWrite = useRef(false);
  const writes = useRef(Promise.resolve());
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  useEffect(() => {
    let live = true;
    store.get().then(
      (stored) => {
        if (!live) return;
        const accepted = stored === undefined ? undefined : acceptRef.current(stored);
        if (accepted !== undefined) {
          current.current = accepted;
          setValue(accepted);
        }
        canWrite.current = true;
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        console.error('Could not read what this booster kept in the browser', error);
        setProblem('load');
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [store]);

  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(current.current) : next;
      current.current = resolved;
      setValue(resolved);
      if (!canWrite.current) return;
      writes.current = writes.current
        .then(() => store.set(resolved))
        .then(
          () => setProblem((was) => (was === 'save' ? null : was)),
          (error: unknown) => {
            console.error('Could not keep this booster change in the browser', error);
            setProblem('save');
          },
        );
    },
    [store],
  );

  return { value, update, loading, problem };
}

/** An id for something kept in the browser (randomUUID needs a secure context). */
export function newId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}
