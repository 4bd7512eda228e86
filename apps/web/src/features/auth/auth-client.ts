// The auth endpoints as plain functions. The session manager (in the entry chunk) uses these; the
// TanStack Query hooks for pages are in api.ts, so they load with the pages.
import type {
  AuthSession,
  LoginRequest,
  ForgotPasswordRequest,
  LogoutRequest,
  LogoutScope,
  OAuthProvider,
  OAuthProvidersResult,
  ResetPasswordRequest,
  SignupConsent,
  SignupDisplay,
  SignupRequest,
} from '@maeum/api-types';
import { api } from '../../shared/api/endpoints';
import { http } from '../../shared/api/http';

/** What the sign-up form sends: the three consents are all given, or the form does not submit. */
export type SignUpInput = Omit<SignupRequest, 'consent' | 'display'> & {
  consent: { [Consent in keyof Required<SignupConsent>]: true };
  display?: DisplayPreferences;
};

/** The language and theme this browser shows, for a new account to start with. */
export type DisplayPreferences = Required<SignupDisplay>;

/** A 2xx answer is only a session when it carries a user and an access token. */
export function isAuthSession(value: unknown): value is AuthSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<AuthSession>;
  return (
    typeof session.accessToken === 'string' &&
    session.accessToken.length > 0 &&
    typeof session.expiresIn === 'number' &&
    typeof session.user === 'object' &&
    session.user !== null &&
    typeof session.user.id === 'string'
  );
}

// Calls that run before there is a session (or to get one) never carry a bearer token and never
// trigger the refresh-on-401 path.
const publicCall = { skipAuth: true } as const;

export const authApi = {
  signUp: (input: SignupRequest) => http.post<AuthSession>('/auth/signup', input, publicCall),
  signIn: (input: LoginRequest) => http.post<AuthSession>('/auth/login', input, publicCall),
  /** Exchanges the refresh cookie for a new pair; 401 session_not_found when there is no session. */
  refresh: () =>
    http.post<AuthSession>('/auth/refresh', undefined, { ...publicCall, credentials: 'same-origin' }),
  /** Needs the bearer token; a 401 here must not start a refresh (we are leaving anyway). */
  logout: (scope: LogoutScope = 'local') =>
    http.post<void>('/auth/logout', { scope } satisfies LogoutRequest, { retryUnauthorized: false }),
  forgotPassword: (email: string) =>
    http.post<void>('/auth/forgot-password', { email } satisfies ForgotPasswordRequest, publicCall),
  resetPassword: (input: ResetPasswordRequest) => http.post<void>('/auth/reset-password', input, publicCall),
  providers: () => http.get<OAuthProvidersResult>('/auth/providers', publicCall),
  me: () => api.me.get(),
};

/**
 * Full-page address of a social sign-in; the server comes back to `redirect` after setting the
 * cookie. From sign-up, `signUp` carries that the three consents were given (only such a flow may
 * create an account) and the language and theme the new account starts with.
 */
export function socialSignInUrl(
  provider: OAuthProvider,
  redirect: string,
  signUp?: DisplayPreferences,
): string {
  const query = new URLSearchParams({ redirect });
  if (signUp) {
    query.set('consent', '1');
    query.set('language', signUp.language);
    query.set('dark', signUp.darkMode ? '1' : '0');
  }
  return `/api/auth/oauth/${provider}?${query.toString()}`;
}

/** A sign-in or sign-up that answered 2xx without a user and a session. */
export class MissingSessionError extends Error {
  override readonly name = 'MissingSessionError';
  constructor() {
    super('The sign-up answer had no user or session');
  }
}
