/** Settings options of spec doc 1 §5 and the tones of §3; the database checks the same lists. */
export const PREFERENCE_CURRENCIES = ['USD', 'KRW', 'EUR', 'GBP', 'JPY'] as const;
export const PREFERENCE_LANGUAGES = ['en', 'ko'] as const;
export const TONE_PREFERENCES = ['normal', 'genz'] as const;
export type PreferenceCurrency = (typeof PREFERENCE_CURRENCIES)[number];
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];
export type TonePreference = (typeof TONE_PREFERENCES)[number];

/** Longest free-text answer of the context form, per field. */
export const CONTEXT_TEXT_MAX_LENGTH = 2000;

/** The four answers of the onboarding context form (user_preferences.onboarding_context). */
export interface OnboardingContext {
  currentSituation: string;
  calmingFactors: string;
  overwhelmingFactors: string;
  additionalNotes: string;
}

/** PATCH /api/me/profile: the name. The e-mail changes through POST /api/me/email and its link. */
export interface UpdateProfileRequest {
  fullName?: string;
}

/** E-mail change requests per account and hour (issue 8): a stolen token cannot probe or spam. */
export const EMAIL_CHANGE_LIMIT = { maxAttempts: 3, windowMs: 60 * 60 * 1000 } as const;

/** How long a confirmation link for a new e-mail address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * POST /api/me/email: asks to move the account to `newEmail`. An account with a password sends it;
 * one without (Google, Kakao) must have signed in within the last few minutes instead.
 */
export interface RequestEmailChangeRequest {
  newEmail: string;
  currentPassword?: string;
}

/** The answer to POST /api/me/email: the same whether or not the address already has an account. */
export interface EmailChangeRequested {
  message: string;
}

/** POST /api/auth/confirm-email: the token of the link mailed to the new address. */
export interface ConfirmEmailChangeRequest {
  token: string;
}

/** The address the account now has. */
export interface EmailChangeConfirmed {
  email: string;
}

/** PATCH /api/me/preferences: one or more fields of user_preferences; unknown fields are refused. */
export interface UpdatePreferencesRequest {
  voiceProfile?: string;
  sessionMode?: string;
  genMode?: string;
  language?: PreferenceLanguage;
  darkMode?: boolean;
  notifications?: boolean;
  timezone?: string;
  currency?: PreferenceCurrency;
  hasOnboarded?: boolean;
  tonePreference?: TonePreference;
  onboardingContext?: Partial<OnboardingContext> | null;
  analyticsConsent?: boolean;
  dataRetentionConsent?: boolean;
  marketingConsent?: boolean;
  voiceId?: string | null;
  isGenZ?: boolean;
}

/** PUT /api/me/context: the context form; fields left out keep their stored value. */
export interface UserContextRequest extends Partial<OnboardingContext> {
  goals?: string;
  challenges?: string;
  preferredTone?: TonePreference;
}

/** POST /api/me/onboarding: finishing (with context) or skipping (without) the context form. */
export interface OnboardingRequest {
  tone: TonePreference;
  context?: Partial<OnboardingContext>;
}

/** user_profiles as the app reads it. */
export interface ProfileView {
  fullName: string;
  timezone: string;
  language: string;
  themePreference: string;
  notificationPreferences: { email: boolean; push: boolean; sms: boolean };
  onboardingCompleted: boolean;
}

/** user_preferences as the app reads it (spec doc 1 §3, with voice_id and is_gen_z of doc 2). */
export interface PreferencesView {
  voiceProfile: string;
  sessionMode: string;
  genMode: string;
  language: PreferenceLanguage;
  darkMode: boolean;
  notifications: boolean;
  timezone: string;
  currency: PreferenceCurrency;
  hasOnboarded: boolean;
  tonePreference: TonePreference;
  onboardingContext: OnboardingContext | null;
  analyticsConsent: boolean;
  dataRetentionConsent: boolean;
  marketingConsent: boolean;
  voiceId: string | null;
  isGenZ: boolean;
}

/** user_context; the stored defaults (empty text, tone genz) while the user has saved none. */
export interface UserContextView extends OnboardingContext {
  goals: string;
  challenges: string;
  preferredTone: TonePreference;
  updatedAt: string | null;
}

/** GET /api/me. */
export interface MeView {
  user: { id: string; email: string; createdAt: string };
  profile: ProfileView;
  preferences: PreferencesView;
  isAdmin: boolean;
}

/**
 * DELETE /api/me's body: a recent proof that the owner is asking — the password, or, for an
 * account without one (Google, Kakao), a sign-in within the last 5 minutes.
 */
export interface DeleteAccountRequest {
  currentPassword?: string;
}

/** DELETE /api/me: the account is gone at once; its rows are purged after the retention period. */
export interface AccountDeletionResult {
  status: 'deleted';
}
