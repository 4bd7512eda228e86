import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { OAUTH_PROVIDERS, type OAuthProvider, SAFE_REDIRECT_PATH } from '@maeum/api-types';
import { type AuthSessionResult, SignupDisplayDto } from './auth-signup.dto';

/**
 * Gateway → auth: start an authorization-code flow. `signup` is sent only from the sign-up page
 * after its three consents are ticked (`consent: true`); only such a flow may create an account.
 */
export class OAuthStartDto {
  @IsIn(OAUTH_PROVIDERS)
  provider: OAuthProvider;

  @Matches(SAFE_REDIRECT_PATH)
  @MaxLength(512)
  @IsString()
  redirectPath: string;

  @IsIn(['signin', 'signup'])
  intent: 'signin' | 'signup';

  @IsBoolean()
  consent: boolean;

  /** For a sign-up: the language and theme the visitor's browser showed. */
  @ValidateNested()
  @IsObject()
  @Type(() => SignupDisplayDto)
  @IsOptional()
  display?: SignupDisplayDto;
}

export interface OAuthStartResult {
  /** The provider's authorization URL the browser is sent to. */
  authorizationUrl: string;
  /** The flow's `state`; the gateway binds it to the browser with a short-lived cookie. */
  state: string;
}

/** Gateway → auth: the provider's redirect back, every query parameter as received. */
export class OAuthCompleteDto {
  @IsIn(OAUTH_PROVIDERS)
  provider: OAuthProvider;

  @IsObject()
  params: Record<string, string>;
}

export interface OAuthCompleteResult {
  session: AuthSessionResult;
  /** The safe path the flow was started with. */
  redirectPath: string;
  isNewUser: boolean;
}
