import { RATE_LIMITS } from '@maeum/api-types';

/**
 * Client-side rate limits of the spec (doc 1 §9): RATE_LIMITS, the numbers the gateway enforces
 * too. They spare the user a round trip the server would refuse anyway; they are
 * not a security boundary.
 *
 * Each action has a fixed window that starts at its first attempt. Once the window holds the
 * maximum number of attempts, the action is blocked until the window ends. A 429 from the server
 * blocks the action for as long as its Retry-After asks. Entries idle for 24 h are dropped, at most
 * once an hour, whenever the limiter is used.
 */

const HOUR = 3_600_000;

/** admin_action has no limit of its own in the spec: it falls back to general (10 per 5 min). */
export type RateLimitAction = keyof typeof RATE_LIMITS | 'adminAction';

export const IDLE_ENTRY_TTL_MS = 24 * HOUR;
export const CLEANUP_INTERVAL_MS = HOUR;

// DO NOT RENAME: kept in the browser across visits.
export const RATE_LIMIT_STORAGE_KEY = 'maeum.rateLimits';

interface Entry {
  windowStart: number;
  count: number;
  /** Set by a server 429; blocks beyond the window's own end. */
  blockedUntil?: number;
  lastAttempt: number;
}

interface Store {
  entries: Partial<Record<RateLimitAction, Entry>>;
  lastCleanup: number;
}

export interface RateLimitStatus {
  blocked: boolean;
  /** Milliseconds until the action is allowed again; 0 when it is allowed now. */
  retryAfterMs: number;
  /** Attempts still allowed in the current window. */
  remaining: number;
}

function limitOf(action: RateLimitAction) {
  return action === 'adminAction' ? RATE_LIMITS.general : RATE_LIMITS[action];
}

// Used when localStorage is unavailable (private mode, quota): limits then last for this page only.
let memoryStore: Store | null = null;

function readStore(): Store {
  try {
    const raw = localStorage.getItem(RATE_LIMIT_STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<Store>;
      if (parsed && typeof parsed === 'object' && parsed.entries && typeof parsed.entries === 'object') {
        return { entries: parsed.entries, lastCleanup: Number(parsed.lastCleanup) || 0 };
      }
    }
    return { entries: {}, lastCleanup: 0 };
  } catch {
    return memoryStore ?? { entries: {}, lastCleanup: 0 };
  }
}

function writeStore(store: Store): void {
  try {
    localStorage.setItem(RATE_LIMIT_STORAGE_KEY, JSON.stringify(store));
  } catch {
    memoryStore = store;
  }
}

/** Loads the store, dropping idle entries when the last cleanup is an hour old. */
function load(now: number): Store {
  const store = readStore();
  if (now - store.lastCleanup >= CLEANUP_INTERVAL_MS) {
    removeIdle(store, now);
    store.lastCleanup = now;
    writeStore(store);
  }
  return store;
}

function removeIdle(store: Store, now: number): void {
  for (const action of Object.keys(store.entries) as RateLimitAction[]) {
    const entry = store.entries[action];
    if (!isEntry(entry) || now - entry.lastAttempt >= IDLE_ENTRY_TTL_MS) delete store.entries[action];
  }
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry['windowStart'] === 'number' &&
    typeof entry['count'] === 'number' &&
    typeof entry['lastAttempt'] === 'number'
  );
}

function statusOf(action: RateLimitAction, entry: Entry | undefined, now: number): RateLimitStatus {
  const { maxAttempts, windowMs } = limitOf(action);
  if (!isEntry(entry)) return { blocked: false, retryAfterMs: 0, remaining: maxAttempts };
  const windowEnd = entry.windowStart + windowMs;
  const inWindow = now < windowEnd;
  const count = inWindow ? entry.count : 0;
  const blockedUntil = Math.max(
    count >= maxAttempts ? windowEnd : 0,
    entry.blockedUntil && entry.blockedUntil > now ? entry.blockedUntil : 0,
  );
  const retryAfterMs = Math.max(0, blockedUntil - now);
  return { blocked: retryAfterMs > 0, retryAfterMs, remaining: Math.max(0, maxAttempts - count) };
}

/** Whether the action may run now, without counting an attempt. */
export function getRateLimitStatus(action: RateLimitAction, now: number = Date.now()): RateLimitStatus {
  return statusOf(action, load(now).entries[action], now);
}

/**
 * Counts one attempt when the action is allowed. Returns the status before counting: `blocked`
 * means the attempt must not be made (and was not counted).
 */
export function attemptRateLimited(action: RateLimitAction, now: number = Date.now()): RateLimitStatus {
  const store = load(now);
  const entry = store.entries[action];
  const status = statusOf(action, entry, now);
  if (status.blocked) return status;

  const { windowMs } = limitOf(action);
  const fresh = !isEntry(entry) || now >= entry.windowStart + windowMs;
  store.entries[action] = fresh
    ? { windowStart: now, count: 1, lastAttempt: now }
    : { ...entry, count: entry.count + 1, lastAttempt: now };
  writeStore(store);
  return status;
}

/** Blocks the action for `durationMs` (a server 429's Retry-After), keeping the longer of two blocks. */
export function blockRateLimited(
  action: RateLimitAction,
  durationMs: number,
  now: number = Date.now(),
): void {
  const store = load(now);
  const current = store.entries[action];
  const until = now + Math.max(0, durationMs);
  store.entries[action] = isEntry(current)
    ? { ...current, blockedUntil: Math.max(current.blockedUntil ?? 0, until), lastAttempt: now }
    : { windowStart: now, count: 0, blockedUntil: until, lastAttempt: now };
  writeStore(store);
}

/** Forgets the action's attempts (a successful sign-in starts afresh). */
export function resetRateLimit(action: RateLimitAction, now: number = Date.now()): void {
  const store = load(now);
  if (!(action in store.entries)) return;
  delete store.entries[action];
  writeStore(store);
}

/** Drops every entry idle for 24 hours; `load` calls this at most once an hour. */
export function cleanupRateLimits(now: number = Date.now()): void {
  const store = readStore();
  removeIdle(store, now);
  store.lastCleanup = now;
  writeStore(store);
}

/** "12:31" for 12 min 31 s; rounds up so the button never shows 0:00 while still blocked. */
export function formatRetryAfter(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
