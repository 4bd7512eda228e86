import { Matches, ValidateIf } from 'class-validator';
import type { SettingsBase } from '../compose-config';
import { Sensitive } from '../load-config';
import { inProduction } from './rules';

/**
 * What people wrote, sealed at rest (sessions, journal): DATA_ENCRYPTION_KEY wraps each user's
 * data key (AES-256-GCM); required in production.
 */
export const DataEncryptionFragment = (Base: SettingsBase) => {
  class DataEncryptionSettings extends Base {
    @ValidateIf(
      (c: DataEncryptionSettings & { NODE_ENV?: string }) => inProduction(c) || c.DATA_ENCRYPTION_KEY !== '',
    )
    @Matches(/^.{32,}$/, {
      message: 'DATA_ENCRYPTION_KEY must be at least 32 characters (required in production)',
    })
    @Sensitive()
    DATA_ENCRYPTION_KEY: string = '';
  }
  return DataEncryptionSettings;
};
