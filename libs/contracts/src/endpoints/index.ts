import type { EndpointGroup, RouteInput, RouteReply } from '@maeum/api-types';
import type { Rpc } from '../rpc/rpc-map';
import type { BoundEndpoint } from './endpoint';
import { featuresEndpoints, plansEndpoints, subscriptionEndpoints } from './billing.endpoints';
import { habitsEndpoints } from './habits.endpoints';
import { journalEndpoints } from './journal.endpoints';
import { meEndpoints } from './me.endpoints';
import { mentorEndpoints } from './mentor.endpoints';
import { moodBoostersEndpoints } from './mood-boosters.endpoints';
import { pageVisitsEndpoints, statisticsEndpoints } from './statistics.endpoints';
import { pushSubscriptionsEndpoints, reminderStopEndpoints, remindersEndpoints } from './reminders.endpoints';

export * from './endpoint';
export { HABIT_SAVES_PER_MINUTE } from './habits.endpoints';
export { BOOSTER_EVENTS_PER_MINUTE, EMOJI_ECHOES_PER_MINUTE } from './mood-boosters.endpoints';
export { PAGE_VISITS_PER_MINUTE } from './statistics.endpoints';

/**
 * The endpoint table (ARCHITECTURE.md §4a): every plain forward of the gateway, by group, with its
 * route (@maeum/api-types) and its server half. The gateway serves it (apps/gateway/src/endpoints),
 * the RPC map takes its patterns from it (EndpointRpc), the web's client calls its routes.
 */
export const ENDPOINT_TABLE = {
  habits: habitsEndpoints,
  moodBoosters: moodBoostersEndpoints,
  statistics: statisticsEndpoints,
  pageVisits: pageVisitsEndpoints,
  reminders: remindersEndpoints,
  reminderStop: reminderStopEndpoints,
  pushSubscriptions: pushSubscriptionsEndpoints,
  mentor: mentorEndpoints,
  journal: journalEndpoints,
  me: meEndpoints,
  plans: plansEndpoints,
  subscription: subscriptionEndpoints,
  features: featuresEndpoints,
} satisfies { [G in EndpointGroup]: Record<string, BoundEndpoint> };

type Entries = {
  [G in keyof typeof ENDPOINT_TABLE]: (typeof ENDPOINT_TABLE)[G][keyof (typeof ENDPOINT_TABLE)[G]];
}[keyof typeof ENDPOINT_TABLE];

/**
 * The RPC patterns of the table, each typed by its route: request = the route's input (or what its
 * toRpc makes of it), reply = its reply (a 204 route sends nothing, so what its service answers is
 * not read).
 */
export type EndpointRpc = {
  [E in Entries as E['rpc']]: Rpc<
    E extends { toRpc: (input: never) => infer Request } ? Request : RouteInput<E['route']>,
    E extends { status: 204 } ? unknown : RouteReply<E['route']>
  >;
};
