import type {
  PushSubscriptionInput,
  PushSubscriptionRemoveInput,
  PushSubscriptionsView,
  ReminderSettingsInput,
  ReminderSettingsView,
  ReminderStopInput,
  ReminderStopView,
} from '../reminders';
import { route } from './route';

/** Self-care reminders (API.md): the person's settings, kept by auth. */
export const remindersRoutes = {
  get: route<void, ReminderSettingsView>()('GET', '/reminders'),
  put: route<ReminderSettingsInput, ReminderSettingsView>()('PUT', '/reminders'),
};

/** The e-mail's one-tap stop link: no access token, the signed token names the person. */
export const reminderStopRoutes = {
  stop: route<ReminderStopInput, ReminderStopView>()('POST', '/reminders/stop', 'public'),
};

/** Web push subscriptions, one per device (API.md), kept by auth. */
export const pushSubscriptionsRoutes = {
  subscribe: route<PushSubscriptionInput, PushSubscriptionsView>()('POST', '/push-subscriptions'),
  unsubscribe: route<PushSubscriptionRemoveInput, PushSubscriptionsView>()('DELETE', '/push-subscriptions'),
};
