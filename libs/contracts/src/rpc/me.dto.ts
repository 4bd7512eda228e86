import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsObject,
  IsString,
  IsTimeZone,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

/** Settings options of spec doc 1 §5 and the tones of §3; the database checks the same lists. */
export const PREFERENCE_CURRENCIES = ['USD', 'KRW', 'EUR', 'GBP', 'JPY'] as const;
export const PREFERENCE_LANGUAGES = ['en', 'ko'] as const;
export const TONE_PREFERENCES = ['normal', 'genz'] as const;
export type PreferenceCurrency = (typeof PREFERENCE_CURRENCIES)[number];
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];
export type TonePreference = (typeof TONE_PREFERENCES)[number];

/** Longest free-text answer of the context form, per field. */
export const CONTEXT_TEXT_MAX_LENGTH = 2000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const normalizeEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/**
 * Validated when present, left alone when absent. Unlike @IsOptional, `null` is checked (and
 * refused by the type check): the columns behind these fields are NOT NULL.
 */
const IfPresent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

const ContextText = (): PropertyDecorator => (target, key) => {
  // Applied in the order stopAtFirstError checks them: the type first, then the length.
  IfPresent()(target, key);
  IsString()(target, key);
  MaxLength(CONTEXT_TEXT_MAX_LENGTH)(target, key);
  ApiPropertyOptional({ maxLength: CONTEXT_TEXT_MAX_LENGTH })(target, key);
};

/** PATCH /api/me/profile: what the Edit Profile dialog changes. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ example: 'Jiwoo Kim', maxLength: 100 })
  @MaxLength(100)
  @IsNotEmpty({ message: 'Full name is required' })
  @IsString()
  @IfPresent()
  @Transform(trim)
  fullName?: string;

  @ApiPropertyOptional({ example: 'jiwoo@example.com', maxLength: 254 })
  @MaxLength(254)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString()
  @IfPresent()
  @Transform(normalizeEmail)
  email?: string;
}

/** The four answers the onboarding context form saves with the tone (user_preferences.onboarding_context). */
export class OnboardingContextDto {
  @ContextText()
  currentSituation?: string;

  @ContextText()
  calmingFactors?: string;

  @ContextText()
  overwhelmingFactors?: string;

  @ContextText()
  additionalNotes?: string;
}

/** PATCH /api/me/preferences: one or more fields of user_preferences; unknown fields are refused. */
export class UpdatePreferencesDto {
  @ApiPropertyOptional({ example: 'default_femme', maxLength: 64 })
  @MaxLength(64)
  @IsString()
  @IfPresent()
  voiceProfile?: string;

  @ApiPropertyOptional({ example: 'classic', maxLength: 64 })
  @MaxLength(64)
  @IsString()
  @IfPresent()
  sessionMode?: string;

  @ApiPropertyOptional({ example: 'Gen Z', maxLength: 64 })
  @MaxLength(64)
  @IsString()
  @IfPresent()
  genMode?: string;

  @ApiPropertyOptional({ enum: PREFERENCE_LANGUAGES })
  @IsIn(PREFERENCE_LANGUAGES, { message: 'language must be one of: en, ko' })
  @IfPresent()
  language?: PreferenceLanguage;

  @ApiPropertyOptional()
  @IsBoolean()
  @IfPresent()
  darkMode?: boolean;

  @ApiPropertyOptional()
  @IsBoolean()
  @IfPresent()
  notifications?: boolean;

  @ApiPropertyOptional({ example: 'Asia/Seoul', description: 'An IANA time zone' })
  @IsTimeZone({ message: 'timezone must be an IANA time zone such as Asia/Seoul' })
  @MaxLength(64)
  @IsString()
  @IfPresent()
  timezone?: string;

  @ApiPropertyOptional({ enum: PREFERENCE_CURRENCIES })
  @IsIn(PREFERENCE_CURRENCIES, { message: 'currency must be one of: USD, KRW, EUR, GBP, JPY' })
  @IfPresent()
  currency?: PreferenceCurrency;

  @ApiPropertyOptional()
  @IsBoolean()
  @IfPresent()
  hasOnboarded?: boolean;

  @ApiPropertyOptional({ enum: TONE_PREFERENCES })
  @IsIn(TONE_PREFERENCES, { message: 'tonePreference must be one of: normal, genz' })
  @IfPresent()
  tonePreference?: TonePreference;

  @ApiPropertyOptional({ type: OnboardingContextDto, nullable: true })
  @ValidateNested()
  @IsObject({ message: '$property must be an object.' })
  @Type(() => OnboardingContextDto)
  @IsOptional()
  onboardingContext?: OnboardingContextDto | null;

  @ApiPropertyOptional()
  @IsBoolean()
  @IfPresent()
  analyticsConsent?: boolean;

  @ApiPropertyOptional()
  @IsBoolean()
  @IfPresent()
  dataRetentionConsent?: boolean;

  @ApiPropertyOptional()
  @IsBoolean()
  @IfPresent()
  marketingConsent?: boolean;

  @ApiPropertyOptional({ maxLength: 128, nullable: true })
  @MaxLength(128)
  @IsString()
  @IsOptional()
  voiceId?: string | null;

  @ApiPropertyOptional()
  @IsBoolean()
  @IfPresent()
  isGenZ?: boolean;
}

/** PUT /api/me/context: the context form; fields left out keep their stored value. */
export class UserContextDto extends OnboardingContextDto {
  @ContextText()
  goals?: string;

  @ContextText()
  challenges?: string;

  @ApiPropertyOptional({ enum: TONE_PREFERENCES })
  @IsIn(TONE_PREFERENCES, { message: 'preferredTone must be one of: normal, genz' })
  @IfPresent()
  preferredTone?: TonePreference;
}

/** POST /api/me/onboarding: finishing (with context) or skipping (without) the context form. */
export class OnboardingDto {
  @ApiProperty({ enum: TONE_PREFERENCES })
  @IsIn(TONE_PREFERENCES, { message: 'tone must be one of: normal, genz' })
  tone: TonePreference;

  @ApiPropertyOptional({ type: OnboardingContextDto })
  @ValidateNested()
  @IsObject({ message: '$property must be an object.' })
  @Type(() => OnboardingContextDto)
  @IsOptional()
  context?: OnboardingContextDto;
}

export interface OnboardingContext {
  currentSituation: string;
  calmingFactors: string;
  overwhelmingFactors: string;
  additionalNotes: string;
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
