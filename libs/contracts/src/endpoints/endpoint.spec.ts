import { route } from '@maeum/api-types';
import type { RequestOf } from '../rpc/rpc-map';
import { HabitDateDto, HabitDayDto, HabitsQueryDto } from '../rpc/habits.dto';
import { bindEndpoints } from './endpoint';
import { ENDPOINT_TABLE } from './index';

// The compile-time half of this spec: `npm run typecheck` fails if any of these stops being an error.
const routes = {
  list: route<{ days?: number }, string[]>()('GET', '/things'),
  save: route<{ date: string; breakfast?: boolean }, string>()('PUT', '/things/:date'),
};

export const bound = bindEndpoints(routes, {
  list: { rpc: 'things.list', query: HabitsQueryDto, summary: 'List' },
  // @ts-expect-error HabitDayDto validates fields the route's input does not have (lunch, …)
  save: { rpc: 'things.save', params: HabitDateDto, body: HabitDayDto, summary: 'Save' },
});

export const missing = bindEndpoints(routes, {
  list: { rpc: 'things.list', query: HabitsQueryDto, summary: 'List' },
  // @ts-expect-error the route's input has `breakfast`, which no DTO validates
  save: { rpc: 'things.save', params: HabitDateDto, summary: 'Save' },
});

// The RPC map takes the table's patterns from it: the request of journal.habits.put is the route's input.
export const request: RequestOf<'journal.habits.put'> = { date: '2026-11-26', breakfast: true };
// @ts-expect-error a route input without its date is not the pattern's request
export const wrong: RequestOf<'journal.habits.put'> = { breakfast: true };

describe('the endpoint table', () => {
  it('carries each route on its entry, beside the binding', () => {
    expect(ENDPOINT_TABLE.habits.save.route).toEqual({ method: 'PUT', path: '/habits/:date', auth: 'user' });
    expect(ENDPOINT_TABLE.habits.save.rpc).toBe('journal.habits.put');
    expect(bound.list.route.path).toBe('/things');
  });

  it('names a summary for every entry', () => {
    const entries = Object.values(ENDPOINT_TABLE).flatMap((group) => Object.values(group));
    expect(entries.filter((entry) => !entry.summary.trim())).toEqual([]);
  });
});
