import { Inject, Injectable } from '@nestjs/common';
import type { SessionsConfig } from '@maeum/config';
import { UserDataKeys } from '@maeum/persistence';
import { SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';
import { DataSource } from 'typeorm';

export type { UserCipher } from '@maeum/persistence';

/** The sessions service's per-user data keys (sessions.data_keys): messages, summaries, memories. */
@Injectable()
export class DataKeys extends UserDataKeys {
  constructor(dataSource: DataSource, @Inject(SERVICE_RUNTIME) runtime: ServiceRuntime) {
    super(dataSource, (runtime.config as SessionsConfig).DATA_ENCRYPTION_KEY, 'sessions');
  }
}
