import { Injectable } from '@nestjs/common';
import type { PushSubscriptionInput, ReminderSettingsInput, ReminderSettingsView } from '@maeum/contracts';
import { AuthConfig } from '../auth.config';
import { AuthUnitOfWork } from '../auth.unit-of-work';

/** One person's reminder settings and push devices, on the pool (each statement its own). */
@Injectable()
export class RemindersStore {
  constructor(
    private readonly unitOfWork: AuthUnitOfWork,
    private readonly config: AuthConfig,
  ) {}

  private get reminders() {
    return this.unitOfWork.direct().reminders;
  }

  async view(userId: string): Promise<ReminderSettingsView> {
    const [row, timezone, pushDevices] = await Promise.all([
      this.reminders.settingsOf(userId),
      this.reminders.timeZoneOf(userId),
      this.reminders.deviceCount(userId),
    ]);
    return {
      enabled: row?.enabled ?? false,
      time: row?.time ?? '20:00',
      weekdays: (row?.weekdays ?? [1, 2, 3, 4, 5, 6, 7]).map(Number),
      timezone: timezone || 'UTC',
      pushPublicKey: this.config.VAPID_PUBLIC_KEY || null,
      pushDevices,
    };
  }

  save(userId: string, input: ReminderSettingsInput): Promise<void> {
    return this.reminders.save(
      userId,
      input,
      [...new Set(input.weekdays)].sort((a, b) => a - b),
    );
  }

  stopKey(userId: string): Promise<Buffer | null> {
    return this.reminders.stopKey(userId);
  }

  turnOff(userId: string): Promise<void> {
    return this.reminders.turnOff(userId);
  }

  subscribe(userId: string, input: PushSubscriptionInput): Promise<void> {
    return this.reminders.subscribe(userId, input);
  }

  unsubscribe(userId: string, endpoint: string): Promise<void> {
    return this.reminders.unsubscribe(userId, endpoint);
  }

  removeGone(ids: string[]): Promise<number> {
    return this.reminders.removeGone(ids);
  }
}
