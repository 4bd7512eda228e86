import { IsInt, Max, Min } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/** The outbox relay of a domain service (libs/messaging/src/outbox). */
export const OutboxFragment = (Base: SettingsBase) => {
  class OutboxSettings extends Base {
    @IsInt()
    @Min(100)
    @Max(60000)
    OUTBOX_POLL_MS: number = 1000;
  }
  return OutboxSettings;
};
