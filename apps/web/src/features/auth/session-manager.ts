import { isApiError } from '../../shared/api/http';
import type { AuthSession, AuthUser } from '@maeum/api-types';
import { isAuthSession } from './auth-client';
import { retryWithBackoff } from './backoff';
import { SESSION_HINT_KEY, sessionHint } from './session-hint';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  /** True after the user signed out here: protected pages then go home, not to sign-in. */
  endedByUser?: boolean;
  /**
   * Whether the server was asked. False while signed out only because this browser shows no sign of
   * a session; a protected page then asks once before sending the visitor to sign in.
   */
  checked: boolean;
}

export interface SessionManagerDeps {
  /** POST /auth/refresh: a new pair from the refresh cookie. */
  refresh: () => Promise<AuthSession>;
  /** POST /auth/logout (scope local) with the current bearer token. */
  logout: () => Promise<void>;
  now?: () => number;
}

/** Refresh this long before the access token expires (at most half its lifetime). */
export const REFRESH_MARGIN_MS = 60_000;
/** While signed in, after a refresh failed for a passing reason (offline, 5xx), try again after this. */
export const REFRESH_RETRY_LATER_MS = 30_000;
// Serialises refreshes across tabs: the refresh cookie rotates, and sending a rotated one twice makes
// the server revoke the whole session.
const REFRESH_LOCK = 'maeum-auth-refresh';

/**
 * The session outside React: access token in memory only, a silent refresh shortly before expiry,
 * one refresh at a time, and the 200 ms doubling back-off of the spec when refresh fails.
 */
export class SessionManager {
  private snapshot: SessionSnapshot;
  private accessToken: string | null = null;
  private expiresAt = 0;
  private lifetimeMs = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inflight: Promise<string | null> | null = null;
  /** Bumped on sign-out so a refresh that was already under way cannot sign the user back in. */
  private generation = 0;
  private running = false;
  private readonly listeners = new Set<() => void>();
  private readonly signedOutListeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly deps: SessionManagerDeps) {
    this.now = deps.now ?? Date.now;
    // Decided up front, so a visitor's first paint already shows Login / Sign Up, not a blank.
    this.snapshot = sessionHint.has()
      ? { status: 'loading', user: null, checked: false }
      : { status: 'signed-out', user: null, checked: false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  getAccessToken = (): string | null => this.accessToken;

  /** Called when a signed-in session ends (sign-out, refused refresh, another tab signed out). */
  onSignedOut(listener: () => void): () => void {
    this.signedOutListeners.add(listener);
    return () => this.signedOutListeners.delete(listener);
  }

  /** On app start: restores the session once when this browser shows one. Safe to call again. */
  start(): void {
    if (this.running) return;
    this.running = true;
    document.addEventListener('visibilitychange', this.handleVisibility);
    window.addEventListener('storage', this.handleStorage);

    if (this.snapshot.status === 'signed-in') this.schedule();
    else if (this.snapshot.status === 'loading' && !this.inflight) void this.restore();
  }

  stop(): void {
    this.running = false;
    this.cancelTimer();
    document.removeEventListener('visibilitychange', this.handleVisibility);
    window.removeEventListener('storage', this.handleStorage);
  }

  /** Asks the server once whether the refresh cookie still holds a session. */
  ensureChecked = (): void => {
    if (this.snapshot.checked || this.inflight) return;
    void this.restore();
  };

  /**
   * Refreshes the session now. Concurrent callers (the timer, a 401, start-up) share one request.
   * Resolves with the new access token, or null when there is no session any more.
   */
  refresh = (): Promise<string | null> => {
    this.inflight ??= this.runRefresh().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  };

  /** Takes the session a sign-in or sign-up answered with. */
  accept = (session: AuthSession): void => {
    const previous = this.snapshot.user;
    this.accessToken = session.accessToken;
    this.lifetimeMs = Math.max(0, session.expiresIn) * 1000;
    this.expiresAt = this.now() + this.lifetimeMs;
    sessionHint.set();
    // A different account must not see the previous one's cached data.
    if (previous && previous.id !== session.user.id) this.notifySignedOut();
    this.set({ status: 'signed-in', user: session.user, checked: true });
    this.schedule();
  };

  /** Ends the session on the server (scope local). Failures are ignored: we are leaving anyway. */
  async revoke(): Promise<void> {
    this.cancelTimer();
    // Let a refresh under way finish first, so the token we revoke is the current one.
    if (this.inflight) await this.inflight;
    if (!this.accessToken) return;
    try {
      await this.deps.logout();
    } catch {
      // Offline or already gone: the local state is cleared regardless.
    }
  }

  /** Forgets the session in this tab; `byUser` when the user asked to sign out. */
  clear = (byUser = false): void => {
    this.generation += 1;
    const wasSignedIn = this.snapshot.status === 'signed-in';
    this.accessToken = null;
    this.expiresAt = 0;
    this.cancelTimer();
    sessionHint.clear();
    this.set({ status: 'signed-out', user: null, checked: true, endedByUser: byUser === true });
    if (wasSignedIn) this.notifySignedOut();
  };

  private async restore(): Promise<void> {
    if (this.snapshot.status !== 'signed-in') this.set({ status: 'loading', user: null, checked: false });
    await this.refresh();
  }

  private async runRefresh(): Promise<string | null> {
    const generation = this.generation;
    try {
      const session = await withRefreshLock(() =>
        retryWithBackoff(this.deps.refresh, { shouldRetry: isTransient }),
      );
      if (generation !== this.generation) return null;
      if (!isAuthSession(session)) {
        this.clear();
        return null;
      }
      this.accept(session);
      return session.accessToken;
    } catch (error) {
      if (generation !== this.generation) return null;
      if (isTransient(error) && this.snapshot.status === 'signed-in') {
        // Offline or the service is down: keep the session (the token may still be valid) and retry later.
        this.schedule(REFRESH_RETRY_LATER_MS);
        return null;
      }
      this.clear();
      return null;
    }
  }

  private schedule(delay = this.refreshDelay()): void {
    this.cancelTimer();
    if (!this.running || this.snapshot.status !== 'signed-in') return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.refresh();
    }, delay);
  }

  private refreshDelay(): number {
    const margin = Math.min(REFRESH_MARGIN_MS, this.lifetimeMs / 2);
    return Math.max(0, this.expiresAt - margin - this.now());
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  // Background tabs run timers late; catch up as soon as the tab is visible again.
  private handleVisibility = (): void => {
    if (document.visibilityState !== 'visible' || this.snapshot.status !== 'signed-in') return;
    if (this.refreshDelay() === 0) void this.refresh();
  };

  // Signed out in another tab: follow along here.
  private handleStorage = (event: StorageEvent): void => {
    const hintRemoved = event.key === null || (event.key === SESSION_HINT_KEY && event.newValue === null);
    if (hintRemoved && this.snapshot.status === 'signed-in' && !sessionHint.has()) this.clear();
  };

  private set(snapshot: SessionSnapshot): void {
    const current = this.snapshot;
    if (
      current.status === snapshot.status &&
      current.user === snapshot.user &&
      current.checked === snapshot.checked
    ) {
      return;
    }
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  private notifySignedOut(): void {
    for (const listener of this.signedOutListeners) listener();
  }
}

/** Offline, a 5xx or a 429: worth another attempt. A 4xx means the session is gone. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.retryable || error.status >= 500 || error.status === 429;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}
