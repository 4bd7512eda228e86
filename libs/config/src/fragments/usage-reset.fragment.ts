import { IsTimeZone } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/** When plan usage counters start again (billing counts, the worker schedules the reset). */
export const UsageResetFragment = (Base: SettingsBase) => {
  class UsageResetSettings extends Base {
    /** Plan usage counters reset at 00:00 on the first day of each month in this zone. */
    @IsTimeZone()
    USAGE_RESET_TIME_ZONE: string = 'Asia/Seoul';
  }
  return UsageResetSettings;
};
