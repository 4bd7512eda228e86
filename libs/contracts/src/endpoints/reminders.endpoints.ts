import { pushSubscriptionsRoutes, reminderStopRoutes, remindersRoutes } from '@maeum/api-types';
import {
  PushSubscriptionDto,
  PushSubscriptionRemoveDto,
  ReminderSettingsDto,
  ReminderStopDto,
} from '../rpc/reminders.dto';
import { bindEndpoints } from './endpoint';

export const remindersEndpoints = bindEndpoints(remindersRoutes, {
  get: {
    rpc: 'auth.reminders.get',
    cache: 'no-store',
    summary: 'Your self-care reminder: on or off, time and weekdays',
    answer: 'On or off (off by default), the time (HH:MM, own zone), the weekdays (1 Mon–7 Sun)',
  },
  put: {
    rpc: 'auth.reminders.put',
    body: ReminderSettingsDto,
    idempotent: 'auth',
    summary: 'Set your self-care reminder (time, weekdays, on or off)',
    answer: 'The settings saved',
  },
});

// Opened from a mail app, often on another device: no-referrer, as for the other link routes.
export const reminderStopEndpoints = bindEndpoints(reminderStopRoutes, {
  stop: {
    rpc: 'auth.reminders.stop',
    body: ReminderStopDto,
    status: 200,
    headers: { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' },
    summary: "Stop self-care reminders from the e-mail's link (no sign-in)",
    answer: 'Reminders are off; 400 invalid_token for a token that is not a valid stop link',
  },
});

export const pushSubscriptionsEndpoints = bindEndpoints(pushSubscriptionsRoutes, {
  subscribe: {
    rpc: 'auth.push.subscribe',
    body: PushSubscriptionDto,
    idempotent: 'auth',
    status: 200,
    summary: "Keep this device's web push subscription for reminders",
    answer: 'This device is subscribed; the number of subscribed devices',
  },
  unsubscribe: {
    rpc: 'auth.push.unsubscribe',
    body: PushSubscriptionRemoveDto,
    summary: "Forget this device's web push subscription",
    answer: 'This device is unsubscribed (nothing happens for an unknown endpoint)',
  },
});
