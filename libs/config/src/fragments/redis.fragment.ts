import { Matches } from 'class-validator';
import type { SettingsBase } from '../compose-config';
import { Sensitive } from '../load-config';

/** Redis: BullMQ queues, rate limits, caches. */
export const RedisFragment = (Base: SettingsBase) => {
  class RedisSettings extends Base {
    @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
    @Sensitive()
    REDIS_URL: string = 'redis://127.0.0.1:6379';
  }
  return RedisSettings;
};
