import type { PreferenceLanguage } from './me';

/** The three separate consents (terms, sensitive data, age); auth refuses (consent_required) unless all are true. */
export interface SignupConsent {
  terms?: boolean;
  sensitiveData?: boolean;
  age?: boolean;
}

/** What the visitor's browser shows when they sign up, so the new account starts the same way. */
export interface SignupDisplay {
  language?: PreferenceLanguage;
  darkMode?: boolean;
}

/** POST /api/auth/signup. */
export interface SignupRequest {
  fullName: string;
  email: string;
  password: string;
  consent?: SignupConsent;
  display?: SignupDisplay;
}

/** POST /api/auth/login. */
export interface LoginRequest {
  email: string;
  password: string;
}

export const LOGOUT_SCOPES = ['local', 'global', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/** POST /api/auth/logout: which sessions end (this one, all, or all but this one). */
export interface LogoutRequest {
  scope?: LogoutScope;
}

/** POST /api/auth/forgot-password. */
export interface ForgotPasswordRequest {
  email: string;
}

/** POST /api/auth/reset-password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
}

/** What the browser gets from sign-up, sign-in and refresh; the refresh token travels in a cookie. */
export interface AuthSession {
  user: AuthUser;
  accessToken: string;
  expiresIn: number;
}
