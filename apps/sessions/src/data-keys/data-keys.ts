import { Injectable } from '@nestjs/common';
import { UserDataKeys } from '@maeum/persistence';
import { CacheBroadcast } from '@maeum/service-kit';
import { DataSource } from 'typeorm';
import { SessionsConfig } from '../sessions.config';

export type { UserCipher } from '@maeum/persistence';

/** The sessions service's per-user data keys (sessions.data_keys): messages, summaries, memories. */
@Injectable()
export class DataKeys extends UserDataKeys {
  constructor(dataSource: DataSource, config: SessionsConfig, broadcast: CacheBroadcast) {
    super(dataSource, config.DATA_ENCRYPTION_KEY, 'sessions');
    // An account deleted on any replica is forgotten on this one too.
    broadcast.on('user', (userId) => this.forget(userId));
  }
}
