import { Inject, Injectable, Module } from '@nestjs/common';
import type { JournalConfig } from '@maeum/config';
import { UserDataKeys } from '@maeum/persistence';
import { CacheBroadcast, SERVICE_RUNTIME, type ServiceRuntime } from '@maeum/service-kit';
import { DataSource } from 'typeorm';
import { EntryViewCache } from './entry-view.cache';

export type { UserCipher } from '@maeum/persistence';

/** The journal's per-user data keys (journal.data_keys): titles, contents, analyses, recaps. */
@Injectable()
export class JournalDataKeys extends UserDataKeys {
  constructor(
    dataSource: DataSource,
    @Inject(SERVICE_RUNTIME) runtime: ServiceRuntime,
    broadcast: CacheBroadcast,
  ) {
    super(dataSource, (runtime.config as JournalConfig).DATA_ENCRYPTION_KEY, 'journal');
    // An account deleted on any replica is forgotten on this one too.
    broadcast.on('user', (userId) => this.forget(userId));
  }
}

@Module({ providers: [JournalDataKeys, EntryViewCache], exports: [JournalDataKeys, EntryViewCache] })
export class JournalDataKeysModule {}
