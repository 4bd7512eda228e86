import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/http';
import type { AuthSession } from '@maeum/api-types';
import { SESSION_HINT_KEY } from './session-hint';
import { SessionManager } from './session-manager';

function session(accessToken = 'token-1', expiresIn = 900): AuthSession {
  return {
    user: {
      id: 'user-1',
      email: 'mina@example.com',
      fullName: 'Mina Kim',
      createdAt: '2026-11-01T00:00:00Z',
    },
    accessToken,
    expiresIn,
  };
}

const offline = () => ApiError.network(new TypeError('Failed to fetch'));
const gone = () => new ApiError({ status: 401, code: 'session_not_found', message: 'Session not found' });

describe('SessionManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem(SESSION_HINT_KEY, '1');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failed refresh after 200 ms, then 400 ms, then 800 ms', async () => {
    const refresh = vi
      .fn<() => Promise<AuthSession>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(session());
    const manager = new SessionManager({ refresh, logout: vi.fn() });

    manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(manager.getSnapshot().status).toBe('loading');

    await vi.advanceTimersByTimeAsync(199);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(399);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(799);
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(4);

    expect(manager.getSnapshot().status).toBe('signed-in');
    expect(manager.getAccessToken()).toBe('token-1');
    manager.stop();
  });

  it('does not retry when the server says the session is gone, and signs out', async () => {
    const refresh = vi.fn<() => Promise<AuthSession>>().mockRejectedValue(gone());
    const manager = new SessionManager({ refresh, logout: vi.fn() });

    manager.start();
    await vi.advanceTimersByTimeAsync(5000);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(manager.getSnapshot()).toEqual({
      status: 'signed-out',
      user: null,
      checked: true,
      endedByUser: false,
    });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    manager.stop();
  });

  it('skips the start-up refresh when this browser never signed in', async () => {
    localStorage.clear();
    const refresh = vi.fn<() => Promise<AuthSession>>();
    const manager = new SessionManager({ refresh, logout: vi.fn() });

    manager.start();

    expect(manager.getSnapshot()).toEqual({ status: 'signed-out', user: null, checked: false });
    expect(refresh).not.toHaveBeenCalled();
    manager.ensureChecked();
    expect(refresh).toHaveBeenCalledTimes(1);
    manager.stop();
  });

  it('refreshes silently a minute before the access token expires', async () => {
    const refresh = vi
      .fn<() => Promise<AuthSession>>()
      .mockResolvedValueOnce(session('token-1', 900))
      .mockResolvedValueOnce(session('token-2', 900));
    const manager = new SessionManager({ refresh, logout: vi.fn() });
    manager.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.getAccessToken()).toBe('token-1');

    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(refresh).toHaveBeenCalledTimes(2);
    expect(manager.getAccessToken()).toBe('token-2');
    expect(manager.getSnapshot().status).toBe('signed-in');
    manager.stop();
  });

  it('sends one refresh for callers that ask at the same time (the refresh cookie rotates)', async () => {
    const refresh = vi.fn<() => Promise<AuthSession>>().mockResolvedValue(session('token-2'));
    const manager = new SessionManager({ refresh, logout: vi.fn() });
    manager.accept(session('token-1'));

    const tokens = await Promise.all([manager.refresh(), manager.refresh(), manager.refresh()]);

    expect(tokens).toEqual(['token-2', 'token-2', 'token-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the session through a passing outage and tries again later', async () => {
    localStorage.clear();
    const refresh = vi.fn<() => Promise<AuthSession>>().mockRejectedValue(offline());
    const manager = new SessionManager({ refresh, logout: vi.fn() });
    manager.start();
    manager.accept(session('token-1'));

    const token = manager.refresh();
    await vi.advanceTimersByTimeAsync(200 + 400 + 800 + 1600);

    await expect(token).resolves.toBeNull();
    expect(refresh).toHaveBeenCalledTimes(5);
    expect(manager.getSnapshot().status).toBe('signed-in');
    expect(manager.getAccessToken()).toBe('token-1');

    refresh.mockResolvedValueOnce(session('token-2'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(6);
    expect(manager.getAccessToken()).toBe('token-2');
    manager.stop();
  });

  it('does not let a refresh that was under way sign the user back in after sign-out', async () => {
    let finish!: (value: AuthSession) => void;
    const refresh = vi.fn(() => new Promise<AuthSession>((resolve) => (finish = resolve)));
    const signedOut = vi.fn();
    const manager = new SessionManager({ refresh, logout: vi.fn() });
    manager.onSignedOut(signedOut);
    manager.accept(session('token-1'));

    const pending = manager.refresh();
    manager.clear();
    finish(session('token-2'));

    await expect(pending).resolves.toBeNull();
    expect(manager.getSnapshot().status).toBe('signed-out');
    expect(manager.getAccessToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-out in another tab', () => {
    const manager = new SessionManager({ refresh: vi.fn(), logout: vi.fn() });
    manager.start();
    manager.accept(session('token-1'));

    localStorage.removeItem(SESSION_HINT_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_HINT_KEY, newValue: null }));

    expect(manager.getSnapshot().status).toBe('signed-out');
    manager.stop();
  });
});
