import { IsInt, IsString, IsUrl, Max, Min } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/** Access tokens, shared by auth (which signs them) and the gateway (which checks them). */
export const AccessTokensFragment = (Base: SettingsBase) => {
  class AccessTokensSettings extends Base {
    @IsString()
    JWT_ISSUER: string = 'maeum-auth';

    @IsString()
    JWT_AUDIENCE: string = 'maeum-api';

    @IsInt()
    @Min(60)
    @Max(900)
    ACCESS_TOKEN_TTL_SECONDS: number = 900;

    /** The address users reach (links in e-mails, OAuth callbacks, cookie security). */
    @IsUrl({ require_tld: false, require_protocol: true })
    PUBLIC_URL: string = 'http://localhost:3000';
  }
  return AccessTokensSettings;
};
