/**
 * A marker that this browser has (or is about to have) a session. It holds no credential: the access
 * token lives only in memory and the refresh token only in its httpOnly cookie. It lets a visitor
 * who never signed in skip the start-up refresh call, which would only answer 401 (and log an error
 * in the console) on every public page.
 */

// DO NOT RENAME: kept in the browser across visits; other tabs listen for its removal.
export const SESSION_HINT_KEY = 'maeum.hasSession';
// DO NOT RENAME: survives the round trip to Google or Kakao within this tab.
export const SOCIAL_INTENT_KEY = 'maeum.socialIntent';

export type SocialIntent = 'signin' | 'signup';

export const sessionHint = {
  has(): boolean {
    try {
      return localStorage.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return false;
    }
  },
  set(): void {
    try {
      localStorage.setItem(SESSION_HINT_KEY, '1');
    } catch {
      // Without storage the next visit simply starts signed out until a protected page is opened.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

/** Remembers, across the provider round trip, that a social sign-in (or sign-up) was started. */
export function rememberSocialIntent(intent: SocialIntent): void {
  sessionHint.set();
  try {
    sessionStorage.setItem(SOCIAL_INTENT_KEY, intent);
  } catch {
    // Only the success toast is lost.
  }
}

/** Reads and forgets the social intent. */
export function takeSocialIntent(): SocialIntent | null {
  try {
    const intent = sessionStorage.getItem(SOCIAL_INTENT_KEY);
    sessionStorage.removeItem(SOCIAL_INTENT_KEY);
    return intent === 'signin' || intent === 'signup' ? intent : null;
  } catch {
    return null;
  }
}
