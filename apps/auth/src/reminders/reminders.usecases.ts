import { Injectable } from '@nestjs/common';
import type {
  PushSubscriptionInput,
  PushSubscriptionsView,
  ReminderSettingsInput,
  ReminderSettingsView,
  ReminderStopView,
} from '@maeum/contracts';
import { InvalidStopLinkError } from './reminder-errors';
import { RemindersStore } from './reminders.store';
import { stopTokenUser, verifyStopToken } from './stop-token';

/** GET /api/reminders: off by default, 20:00 every day until the person chooses. */
@Injectable()
export class GetRemindersUseCase {
  constructor(private readonly store: RemindersStore) {}

  execute(userId: string): Promise<ReminderSettingsView> {
    return this.store.view(userId);
  }
}

/** PUT /api/reminders: on or off, the time in the person's zone and the weekdays. */
@Injectable()
export class SaveRemindersUseCase {
  constructor(private readonly store: RemindersStore) {}

  async execute(userId: string, input: ReminderSettingsInput): Promise<ReminderSettingsView> {
    await this.store.save(userId, input);
    return this.store.view(userId);
  }
}

/**
 * POST /api/reminders/stop: the e-mail's stop link, without sign-in (often opened in a mail app).
 * The token is signed with the person's stop key; a valid one turns reminders off, again and again.
 */
@Injectable()
export class StopRemindersUseCase {
  constructor(private readonly store: RemindersStore) {}

  async execute(token: string): Promise<ReminderStopView> {
    const userId = stopTokenUser(token);
    const key = userId ? await this.store.stopKey(userId) : null;
    if (!userId || !key || !verifyStopToken(token, key)) throw new InvalidStopLinkError();
    await this.store.turnOff(userId);
    return { stopped: true };
  }
}

/** POST|DELETE /api/push-subscriptions: this device's web push subscription. */
@Injectable()
export class PushSubscriptionsUseCase {
  constructor(private readonly store: RemindersStore) {}

  async subscribe(userId: string, input: PushSubscriptionInput): Promise<PushSubscriptionsView> {
    await this.store.subscribe(userId, input);
    return { pushDevices: (await this.store.view(userId)).pushDevices };
  }

  async unsubscribe(userId: string, endpoint: string): Promise<PushSubscriptionsView> {
    await this.store.unsubscribe(userId, endpoint);
    return { pushDevices: (await this.store.view(userId)).pushDevices };
  }

  /** The worker's word: the push service answered 404/410, the subscription is gone. */
  async gone(ids: string[]): Promise<{ removed: number }> {
    return { removed: await this.store.removeGone(ids) };
  }
}
