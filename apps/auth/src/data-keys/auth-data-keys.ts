import { Injectable, Module } from '@nestjs/common';
import { UserDataKeys } from '@maeum/persistence';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';

export type { UserCipher } from '@maeum/persistence';

/**
 * Auth's per-user data keys (auth.data_keys, wrapped by AUTH_MASTER_KEY): the onboarding context,
 * what a person told us about themselves (per-user data keys).
 */
@Injectable()
export class AuthDataKeys extends UserDataKeys {
  constructor(dataSource: DataSource, config: AuthConfig) {
    super(dataSource, config.AUTH_MASTER_KEY, 'auth');
  }
}

@Module({ providers: [AuthDataKeys], exports: [AuthDataKeys] })
export class AuthDataKeysModule {}
