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
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  EMAIL_INVALID_MESSAGE,
  NAME_HIDDEN_CHARACTERS_MESSAGE,
  type AuthSession,
  type ForgotPasswordRequest,
  LOGOUT_SCOPES,
  type LoginRequest,
  type LogoutRequest,
  type LogoutScope,
  PREFERENCE_LANGUAGES,
  type PreferenceLanguage,
  type ResetPasswordRequest,
  type SignupConsent,
  type SignupDisplay,
  type SignupRequest,
} from '@maeum/api-types';
import {
  NoHiddenCharacters,
  NoMixedScriptDomain,
  toNormalizedEmail,
} from '../validation/no-hidden-characters';

// With stopAtFirstError the bottom-most decorator is checked first: "required" comes last.
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The three separate consents (terms, sensitive data, age); auth refuses (consent_required) unless all are true. */
export class SignupConsentDto implements SignupConsent {
  @ApiProperty({ description: 'Terms of service and privacy policy' })
  @IsOptional()
  @IsBoolean()
  terms?: boolean;

  @ApiProperty({ description: 'Processing of mental-health information (PIPA Art. 23)' })
  @IsOptional()
  @IsBoolean()
  sensitiveData?: boolean;

  @ApiProperty({ description: '18 or older, or 13–17 with guardian consent' })
  @IsOptional()
  @IsBoolean()
  age?: boolean;
}

/** What the visitor's browser shows when they sign up, so the new account starts the same way. */
export class SignupDisplayDto implements SignupDisplay {
  @ApiPropertyOptional({ enum: PREFERENCE_LANGUAGES })
  @IsIn(PREFERENCE_LANGUAGES, { message: 'language must be one of: en, ko' })
  @IsOptional()
  language?: PreferenceLanguage;

  @ApiPropertyOptional()
  @IsBoolean()
  @IsOptional()
  darkMode?: boolean;
}

export class SignupDto implements SignupRequest {
  @ApiProperty({ example: 'Jiwoo Kim' })
  @MaxLength(100)
  @NoHiddenCharacters({ message: NAME_HIDDEN_CHARACTERS_MESSAGE })
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @Transform(trim)
  fullName: string;

  @ApiProperty({ example: 'jiwoo@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: EMAIL_INVALID_MESSAGE })
  @NoMixedScriptDomain({ message: EMAIL_INVALID_MESSAGE })
  @NoHiddenCharacters({ message: EMAIL_INVALID_MESSAGE })
  @IsNotEmpty({ message: 'Email is required' })
  @Transform(toNormalizedEmail)
  email: string;

  @ApiProperty({ minLength: 8, maxLength: 1024 })
  @MaxLength(1024)
  @MinLength(8, { message: 'Password must be at least 8 characters long' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;

  @ApiProperty({ type: SignupConsentDto })
  @ValidateNested()
  @IsObject({ message: '$property must be an object.' })
  @Type(() => SignupConsentDto)
  @IsOptional()
  consent?: SignupConsentDto;

  @ApiPropertyOptional({ type: SignupDisplayDto, description: "The new account's first language and theme" })
  @ValidateNested()
  @IsObject({ message: '$property must be an object.' })
  @Type(() => SignupDisplayDto)
  @IsOptional()
  display?: SignupDisplayDto;
}

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'jiwoo@example.com' })
  @MaxLength(254)
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @Transform(toNormalizedEmail)
  email: string;

  @ApiProperty()
  @MaxLength(1024)
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}

export class LogoutDto implements LogoutRequest {
  @ApiPropertyOptional({ enum: LOGOUT_SCOPES, default: 'local' })
  @IsIn(LOGOUT_SCOPES)
  scope: LogoutScope = 'local';
}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'jiwoo@example.com' })
  @MaxLength(254)
  @IsEmail({}, { message: EMAIL_INVALID_MESSAGE })
  @IsNotEmpty({ message: 'Email is required' })
  @Transform(toNormalizedEmail)
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'Invalid reset token' })
  token: string;

  @ApiProperty({ minLength: 8 })
  @MaxLength(1024)
  @MinLength(8, { message: 'Password must be at least 8 characters long' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}

/** What auth answers to sign-up, sign-in and refresh; the gateway moves the refresh token to a cookie. */
export interface AuthSessionResult extends AuthSession {
  refreshToken: string;
  refreshExpiresAt: string;
}

/** Gateway → auth: the refresh token read from the cookie. */
export class RefreshTokenDto {
  @MaxLength(200)
  @IsString()
  @IsNotEmpty()
  refreshToken: string;
}

/** Gateway → auth: sign-out; the session comes from the access token (x-session-id) or the cookie. */
export class LogoutRequestDto extends LogoutDto {
  @IsOptional()
  @MaxLength(200)
  @IsString()
  refreshToken?: string;
}
