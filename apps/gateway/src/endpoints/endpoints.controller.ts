import { ENDPOINT_TABLE } from '@maeum/contracts';
import { endpointController } from './endpoint-controller';

// Every group of the endpoint table, served as it says (one controller class each; the OpenAPI
// operation ids, the idempotency walker and the route list read them like hand-written ones).
export const HabitsController = endpointController('habits', 'habits', ENDPOINT_TABLE.habits);
export const MoodBoostersController = endpointController(
  'moodBoosters',
  'mood-boosters',
  ENDPOINT_TABLE.moodBoosters,
);
export const StatisticsController = endpointController('statistics', 'statistics', ENDPOINT_TABLE.statistics);
export const PageVisitsController = endpointController('pageVisits', 'statistics', ENDPOINT_TABLE.pageVisits);
export const RemindersController = endpointController('reminders', 'reminders', ENDPOINT_TABLE.reminders);
export const ReminderStopController = endpointController(
  'reminderStop',
  'reminders',
  ENDPOINT_TABLE.reminderStop,
);
export const PushSubscriptionsController = endpointController(
  'pushSubscriptions',
  'reminders',
  ENDPOINT_TABLE.pushSubscriptions,
);
export const MentorController = endpointController('mentor', 'insights', ENDPOINT_TABLE.mentor);
export const JournalController = endpointController('journal', 'journal', ENDPOINT_TABLE.journal);
export const MeController = endpointController('me', 'me', ENDPOINT_TABLE.me);
export const PlansController = endpointController('plans', 'billing', ENDPOINT_TABLE.plans);
export const SubscriptionController = endpointController(
  'subscription',
  'billing',
  ENDPOINT_TABLE.subscription,
);
export const FeaturesController = endpointController('features', 'billing', ENDPOINT_TABLE.features);
