import { isDeepStrictEqual } from 'node:util';
import { ApiClient, SignedUpUser } from './api-client';
import { DocumentedOperation } from './id-bearing-operations';

/** What the walk needs of the API: one call. */
export type Caller = Pick<ApiClient, 'call'>;

/** The values of an operation's ids, by name: path parameters by name, body fields by dotted path. */
export type Ids = Record<string, string>;

/** How the walk meets one id-bearing operation (object-level authorization). */
export interface AuthorizationFixture {
  /** Creates the owner's record through the API and returns the ids the operation names. */
  create(api: Caller, owner: SignedUpUser): Promise<Ids>;
  /** The body the intruder sends with the owner's ids in it; none when left out. */
  body?(ids: Ids): unknown;
  /** The owner's record as the owner reads it back; it must be the same before and after. */
  readBack(api: Caller, owner: SignedUpUser, ids: Ids): Promise<unknown>;
  /** The answers that count as the documented refusal (404 unless the operation documents another). */
  refusals?: number[];
}

/** An operation whose ids belong to no user, with the reason. */
export interface AuthorizationExclusion {
  /** The ids it names, as `documentedOperations` lists them; a new id on it is not excluded. */
  ids: string[];
  reason: string;
}

export interface AuthorizationWalkPlan {
  walk: { operation: DocumentedOperation; fixture: AuthorizationFixture }[];
  /** Operations that name no id. */
  withoutIds: string[];
  excluded: string[];
  /** Why the table does not match the document: id-bearing operations without a fixture, stale rows. */
  problems: string[];
}

export function planAuthorizationWalk(
  operations: DocumentedOperation[],
  fixtures: Record<string, AuthorizationFixture>,
  exclusions: Record<string, AuthorizationExclusion>,
): AuthorizationWalkPlan {
  const plan: AuthorizationWalkPlan = { walk: [], withoutIds: [], excluded: [], problems: [] };
  const byKey = new Map(operations.map((o) => [o.key, o]));
  for (const operation of operations) {
    const fixture = fixtures[operation.key];
    const exclusion = exclusions[operation.key];
    if (fixture && operation.ids.length) plan.walk.push({ operation, fixture });
    else if (exclusion && isDeepStrictEqual([...exclusion.ids].sort(), [...operation.ids].sort()))
      plan.excluded.push(operation.key);
    else if (operation.ids.length)
      plan.problems.push(
        `${operation.key} names ${operation.ids.join(', ')} but has no fixture: add one to the authorization walker's table`,
      );
    else plan.withoutIds.push(operation.key);
  }
  for (const key of [...Object.keys(fixtures), ...Object.keys(exclusions)])
    if (!byKey.get(key)?.ids.length)
      plan.problems.push(`${key} is in the walker's table but names no id in the document`);
  return plan;
}

const fill = (path: string, ids: Ids) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? `missing-${name}`));

/**
 * The intruder calls one operation with the owner's real ids. What went wrong, if anything: an
 * answer other than the refusal, any of the owner's ids or e-mail in the answer, or a change to the
 * owner's record.
 */
export async function walkOperation(
  api: Caller,
  { operation, fixture }: AuthorizationWalkPlan['walk'][number],
  owner: SignedUpUser,
  intruder: SignedUpUser,
): Promise<string[]> {
  const ids = await fixture.create(api, owner);
  const problems = operation.ids
    .map((id) => id.replace(/^(path|body):/, ''))
    .filter((name) => ids[name] === undefined)
    .map((name) => `${operation.key}: the fixture gave no value for ${name}`);
  if (problems.length) return problems;
  const before = await fixture.readBack(api, owner, ids);
  const answer = await api.call(operation.method, fill(operation.path, ids), {
    token: intruder.accessToken,
    body: fixture.body?.(ids),
  });
  const refusals = fixture.refusals ?? [404];
  if (!refusals.includes(answer.status))
    problems.push(`${operation.key}: user B was answered ${answer.status}, not ${refusals.join(' or ')}`);
  // A small number (a sentence's place) is nobody's secret and would match any answer.
  for (const secret of [owner.email, owner.userId, ...Object.values(ids).filter((v) => !/^\d{1,4}$/.test(v))])
    if (answer.text.includes(secret))
      problems.push(`${operation.key}: user B's answer shows user A's ${secret}`);
  if (!isDeepStrictEqual(await fixture.readBack(api, owner, ids), before))
    problems.push(`${operation.key}: user A's record changed after user B's call`);
  return problems;
}
