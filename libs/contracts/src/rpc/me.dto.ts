import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
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
import {
  CONTEXT_TEXT_MAX_LENGTH,
  type DeleteAccountRequest,
  NAME_HIDDEN_CHARACTERS_MESSAGE,
  type OnboardingContext,
  type OnboardingRequest,
  PREFERENCE_CURRENCIES,
  PREFERENCE_LANGUAGES,
  type PreferenceCurrency,
  type PreferenceLanguage,
  TONE_PREFERENCES,
  type TonePreference,
  type UpdatePreferencesRequest,
  type UpdateProfileRequest,
  type UserContextRequest,
} from '@maeum/api-types';
import { NoHiddenCharacters } from '../validation/no-hidden-characters';

// With stopAtFirstError the bottom-most decorator is checked first: the type check comes last.

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ example: 'Jiwoo Kim', maxLength: 100 })
  @MaxLength(100)
  @NoHiddenCharacters({ message: NAME_HIDDEN_CHARACTERS_MESSAGE })
  @IsNotEmpty({ message: 'Full name is required' })
  @IsString()
  @IfPresent()
  @Transform(trim)
  fullName?: string;
}

/** The four answers the onboarding context form saves with the tone (user_preferences.onboarding_context). */
export class OnboardingContextDto implements Partial<OnboardingContext> {
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
export class UpdatePreferencesDto implements UpdatePreferencesRequest {
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
export class UserContextDto extends OnboardingContextDto implements UserContextRequest {
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
export class OnboardingDto implements OnboardingRequest {
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

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiPropertyOptional({ description: 'Required when the account has a password', maxLength: 1024 })
  @MaxLength(1024)
  @IsString()
  @IsOptional()
  currentPassword?: string;
}
