import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const idb = vi.hoisted(() => ({
  createStore: vi.fn(() => 'the-store'),
  get: vi.fn(),
  set: vi.fn(),
  del: vi.fn(),
}));
vi.mock('idb-keyval', () => idb);

const { browserStore, memoryStore, useBrowserState } = await import('./browser-store');

describe('browserStore', () => {
  it("keeps every widget's value in one IndexedDB store, under the widget's own key", async () => {
    idb.get.mockResolvedValue(['kept']);
    await expect(browserStore<string[]>('memory-palace').get()).resolves.toEqual(['kept']);
    await browserStore<string[]>('voice-memos').set(['memo']);
    await browserStore<string[]>('quick-journaling').del();

    expect(idb.createStore).toHaveBeenCalledTimes(1);
    expect(idb.createStore).toHaveBeenCalledWith('maeum-boosters', 'widgets');
    expect(idb.get).toHaveBeenCalledWith('memory-palace/data', 'the-store');
    expect(idb.set).toHaveBeenCalledWith('voice-memos/data', ['memo'], 'the-store');
    expect(idb.del).toHaveBeenCalledWith('quick-journaling/data', 'the-store');
  });
});

describe('useBrowserState', () => {
  it('loads on mount, then writes each change in order', async () => {
    const store = memoryStore([1]);
    const writes: number[][] = [];
    const original = store.set;
    store.set = (value) => {
      writes.push(value);
      return original(value);
    };
    const { result } = renderHook(() => useBrowserState<number[]>(store, []));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.value).toEqual([1]);

    act(() => {
      result.current.update((previous) => [...previous, 2]);
      result.current.update((previous) => [...previous, 3]);
    });
    expect(result.current.value).toEqual([1, 2, 3]);
    await waitFor(() => expect(store.value).toEqual([1, 2, 3]));
    expect(writes).toEqual([
      [1, 2],
      [1, 2, 3],
    ]);
  });

  it('drops what it cannot accept and starts from the fallback', async () => {
    const store = memoryStore<unknown>('not a list');
    const { result } = renderHook(() =>
      useBrowserState<number[]>(store as never, [], (stored) => (Array.isArray(stored) ? stored : undefined)),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.value).toEqual([]);
    expect(result.current.problem).toBeNull();
  });

  it('reports a failed write, keeps the value, and clears the note once a later write succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = memoryStore<number[]>();
    const original = store.set;
    store.set = vi.fn().mockRejectedValueOnce(new Error('quota')).mockImplementation(original);
    const { result } = renderHook(() => useBrowserState<number[]>(store, []));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.update([1]));
    await waitFor(() => expect(result.current.problem).toBe('save'));
    expect(result.current.value).toEqual([1]);

    act(() => result.current.update([1, 2]));
    await waitFor(() => expect(result.current.problem).toBeNull());
    expect(store.value).toEqual([1, 2]);
  });
});
