import { featuresRoutes, plansRoutes, subscriptionRoutes } from './billing.routes';
import { habitsRoutes } from './habits.routes';
import { journalRoutes } from './journal.routes';
import { meRoutes } from './me.routes';
import { mentorRoutes } from './mentor.routes';
import { moodBoostersRoutes } from './mood-boosters.routes';
import { pageVisitsRoutes, statisticsRoutes } from './statistics.routes';
import { pushSubscriptionsRoutes, reminderStopRoutes, remindersRoutes } from './reminders.routes';
import type { Route, RouteInput, RouteReply } from './route';

export * from './route';
export { featuresRoutes, plansRoutes, subscriptionRoutes } from './billing.routes';
export { habitsRoutes } from './habits.routes';
export { journalRoutes } from './journal.routes';
export { meRoutes } from './me.routes';
export { mentorRoutes } from './mentor.routes';
export { moodBoostersRoutes } from './mood-boosters.routes';
export { pageVisitsRoutes, statisticsRoutes } from './statistics.routes';
export { pushSubscriptionsRoutes, reminderStopRoutes, remindersRoutes } from './reminders.routes';

/**
 * Every endpoint served from the table, by group: `ROUTES.habits.save`. The id of an endpoint is
 * `<group>.<name>` (`habits.save`); the web calls it as `api.habits.save(input)`.
 */
export const ROUTES = {
  habits: habitsRoutes,
  moodBoosters: moodBoostersRoutes,
  statistics: statisticsRoutes,
  pageVisits: pageVisitsRoutes,
  reminders: remindersRoutes,
  reminderStop: reminderStopRoutes,
  pushSubscriptions: pushSubscriptionsRoutes,
  mentor: mentorRoutes,
  journal: journalRoutes,
  me: meRoutes,
  plans: plansRoutes,
  subscription: subscriptionRoutes,
  features: featuresRoutes,
} satisfies Record<string, Record<string, Pick<Route, 'method' | 'path' | 'auth'>>>;

export type RouteTable = typeof ROUTES;
export type EndpointGroup = keyof RouteTable;
export type EndpointId = {
  [G in EndpointGroup]: `${G}.${Extract<keyof RouteTable[G], string>}`;
}[EndpointGroup];
type RouteOf<Id extends EndpointId> = Id extends `${infer G extends EndpointGroup}.${infer N}`
  ? N extends keyof RouteTable[G]
    ? RouteTable[G][N]
    : never
  : never;
export type EndpointInput<Id extends EndpointId> = RouteInput<RouteOf<Id>>;
export type EndpointReply<Id extends EndpointId> = RouteReply<RouteOf<Id>>;

/** The route of an endpoint id (`habits.save`). */
export function routeOf<Id extends EndpointId>(id: Id): Route<EndpointInput<Id>, EndpointReply<Id>> {
  const [group, name] = id.split('.') as [EndpointGroup, string];
  return (ROUTES[group] as Record<string, Route>)[name] as unknown as Route<
    EndpointInput<Id>,
    EndpointReply<Id>
  >;
}

/** Every endpoint id with its route (for mocks and walkers). */
export function allRoutes(): [EndpointId, Route][] {
  return Object.entries(ROUTES).flatMap(([group, routes]) =>
    Object.entries(routes as unknown as Record<string, Route>).map(
      ([name, r]) => [`${group}.${name}` as EndpointId, r] as [EndpointId, Route],
    ),
  );
}
