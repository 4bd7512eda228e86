import {
  OnboardingContext,
  PreferenceCurrency,
  PreferenceLanguage,
  PreferencesView,
  ProfileView,
  TonePreference,
  UserContextView,
} from '@maeum/contracts';

/** Rows as Postgres returns them (snake_case), and their camelCase views. */
export interface ProfileRow {
  full_name: string;
  timezone: string;
  language: string;
  theme_preference: string;
  notification_preferences: Partial<ProfileView['notificationPreferences']> | null;
  onboarding_completed: boolean;
}

export interface PreferencesRow {
  voice_profile: string;
  session_mode: string;
  gen_mode: string;
  language: PreferenceLanguage;
  dark_mode: boolean;
  notifications: boolean;
  timezone: string;
  currency: PreferenceCurrency;
  has_onboarded: boolean;
  tone_preference: TonePreference;
  onboarding_context: Partial<OnboardingContext> | null;
  analytics_consent: boolean | null;
  data_retention_consent: boolean | null;
  marketing_consent: boolean | null;
  voice_id: string | null;
  is_gen_z: boolean;
  revision: number;
}

export interface ContextRow {
  current_situation: string;
  calming_factors: string;
  overwhelming_factors: string;
  additional_notes: string;
  goals: string;
  challenges: string;
  preferred_tone: TonePreference;
  updated_at: Date | null;
}

export function toProfileView(row: ProfileRow): ProfileView {
  const n = row.notification_preferences ?? {};
  return {
    fullName: row.full_name,
    timezone: row.timezone,
    language: row.language,
    themePreference: row.theme_preference,
    notificationPreferences: { email: n.email ?? true, push: n.push ?? false, sms: n.sms ?? false },
    onboardingCompleted: row.onboarding_completed,
  };
}

export function toOnboardingContext(value: Partial<OnboardingContext> | null | undefined): OnboardingContext {
  return {
    currentSituation: value?.currentSituation ?? '',
    calmingFactors: value?.calmingFactors ?? '',
    overwhelmingFactors: value?.overwhelmingFactors ?? '',
    additionalNotes: value?.additionalNotes ?? '',
  };
}

export function toPreferencesView(row: PreferencesRow): PreferencesView {
  return {
    voiceProfile: row.voice_profile,
    sessionMode: row.session_mode,
    genMode: row.gen_mode,
    language: row.language,
    darkMode: row.dark_mode,
    notifications: row.notifications,
    timezone: row.timezone,
    currency: row.currency,
    hasOnboarded: row.has_onboarded,
    // Spec: a tone is genz unless it is normal or genz.
    tonePreference: row.tone_preference === 'normal' ? 'normal' : 'genz',
    onboardingContext: row.onboarding_context ? toOnboardingContext(row.onboarding_context) : null,
    // Spec: a missing stored consent reads as its default.
    analyticsConsent: row.analytics_consent ?? true,
    dataRetentionConsent: row.data_retention_consent ?? true,
    marketingConsent: row.marketing_consent ?? false,
    voiceId: row.voice_id,
    isGenZ: row.is_gen_z,
  };
}

export function toContextView(row: ContextRow | undefined): UserContextView {
  return {
    currentSituation: row?.current_situation ?? '',
    calmingFactors: row?.calming_factors ?? '',
    overwhelmingFactors: row?.overwhelming_factors ?? '',
    additionalNotes: row?.additional_notes ?? '',
    goals: row?.goals ?? '',
    challenges: row?.challenges ?? '',
    preferredTone: row?.preferred_tone === 'normal' ? 'normal' : 'genz',
    updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}
