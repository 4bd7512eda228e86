import { Injectable, Module } from '@nestjs/common';
import { UserDataKeys } from '@maeum/persistence';
import { CacheBroadcast } from '@maeum/service-kit';
import { DataSource } from 'typeorm';
import { JournalConfig } from '../journal.config';
import { EntryViewCache } from './entry-view.cache';

export type { UserCipher } from '@maeum/persistence';

/** The journal's per-user data keys (journal.data_keys): titles, contents, analyses, recaps. */
@Injectable()
export class JournalDataKeys extends UserDataKeys {
  constructor(dataSource: DataSource, config: JournalConfig, broadcast: CacheBroadcast) {
    super(dataSource, config.DATA_ENCRYPTION_KEY, 'journal');
    // An account deleted on any replica is forgotten on this one too.
    broadcast.on('user', (userId) => this.forget(userId));
  }
}

@Module({ providers: [JournalDataKeys, EntryViewCache], exports: [JournalDataKeys, EntryViewCache] })
export class JournalDataKeysModule {}
