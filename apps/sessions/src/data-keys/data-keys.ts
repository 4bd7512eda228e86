import { Inject, Injectable } from '@nestjs/common';
import type { SessionsConfig } from '@maeum/config';
import { UserDataKeys } from '@maeum/persistence';
import { CacheBroadcast, SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';
import { DataSource } from 'typeorm';

export type { UserCipher } from '@maeum/persistence';

/** The sessions service's per-user data keys (sessions.data_keys): messages, summaries, memories. */
@Injectable()
export class DataKeys extends UserDataKeys {
  constructor(
    dataSource: DataSource,
    @Inject(SERVICE_RUNTIME) runtime: ServiceRuntime,
    broadcast: CacheBroadcast,
  ) {
    super(dataSource, (runtime.config as SessionsConfig).DATA_ENCRYPTION_KEY, 'sessions');
    // An account deleted on any replica is forgotten on this one too.
    broadcast.on('user', (userId) => this.forget(userId));
  }
}
