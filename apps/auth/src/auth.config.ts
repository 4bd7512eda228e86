import {
  AccessTokensFragment,
  composeConfig,
  inProduction,
  Sensitive,
  SERVICE_FRAGMENTS,
  WebPushKeyFragment,
} from '@maeum/config';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';

/**
 * Auth's settings: it signs the access tokens the gateway checks, keeps accounts and sign-ins, and
 * hands browsers the web push key (empty: the settings say push is not available).
 */
export class AuthConfig extends composeConfig(
  ...SERVICE_FRAGMENTS,
  AccessTokensFragment,
  WebPushKeyFragment,
) {
  @IsInt()
  @Min(1)
  @Max(365)
  REFRESH_TOKEN_TTL_DAYS: number = 30;

  /** Encrypts the JWT signing keys at rest (32+ characters). Required in production. */
  @ValidateIf((c: AuthConfig) => inProduction(c) || c.AUTH_MASTER_KEY !== '')
  @Matches(/^.{32,}$/, { message: 'AUTH_MASTER_KEY must be at least 32 characters (required in production)' })
  @Sensitive()
  AUTH_MASTER_KEY: string = '';

  @IsInt()
  @Min(1)
  @Max(365)
  JWT_KEY_ROTATION_DAYS: number = 30;

  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID: string = '';

  @ValidateIf((c: AuthConfig) => c.GOOGLE_CLIENT_ID !== '')
  @IsNotEmpty({ message: 'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set' })
  @Sensitive()
  GOOGLE_CLIENT_SECRET: string = '';

  @IsUrl({ require_tld: false, require_protocol: true })
  GOOGLE_ISSUER: string = 'https://accounts.google.com';

  @IsOptional()
  @IsString()
  KAKAO_CLIENT_ID: string = '';

  @ValidateIf((c: AuthConfig) => c.KAKAO_CLIENT_ID !== '')
  @IsNotEmpty({ message: 'KAKAO_CLIENT_SECRET is required when KAKAO_CLIENT_ID is set' })
  @Sensitive()
  KAKAO_CLIENT_SECRET: string = '';

  @IsUrl({ require_tld: false, require_protocol: true })
  KAKAO_ISSUER: string = 'https://kauth.kakao.com';

  @IsString()
  CONSENT_VERSION: string = '2026-11';

  /** Password hashes computed at once per auth process (Argon2id, ~40 ms of one core each); 0: one per core. */
  @IsInt()
  @Min(0)
  @Max(64)
  PASSWORD_HASH_CONCURRENCY: number = 0;

  /** The longest a password check waits for its turn; a flood beyond it is refused with 503 at once. */
  @IsInt()
  @Min(100)
  @Max(10000)
  PASSWORD_HASH_MAX_WAIT_MS: number = 1000;

  /** Nice value of the thread pool that hashes passwords (Linux): higher lets other requests go first. */
  @IsInt()
  @Min(0)
  @Max(19)
  PASSWORD_HASH_NICENESS: number = 10;
}
