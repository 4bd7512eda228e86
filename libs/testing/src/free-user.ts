import type { ApiClient, SignedUpUser } from './api-client';
import type { TestStack } from './test-stack';
import { waitFor } from './test-resources';

/** A new account, once billing has made its Free subscription from the sign-up event. */
export async function signUpOnFreePlan(api: ApiClient, stack: TestStack): Promise<SignedUpUser> {
  const user = await api.signUp();
  await waitFor(
    async () =>
      (await stack.db.query(`SELECT 1 FROM billing.user_subscriptions WHERE user_id = $1`, [user.userId]))
        .rowCount === 1,
    10_000,
  );
  return user;
}

/** Puts the account on a plan for the next 30 days, straight in billing's table (no checkout). */
export async function putOnPlan(stack: TestStack, userId: string, planId: string): Promise<void> {
  await stack.db.query(
    `UPDATE billing.user_subscriptions SET plan_id = $2, status = 'active', current_period_start = now(),
            ends_at = now() + interval '30 days' WHERE user_id = $1`,
    [userId, planId],
  );
}

/** The calendar day `offset` days from today in `timeZone` (YYYY-MM-DD), as the person's calendar has it. */
export function dayIn(timeZone: string, offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A Free user with a text session just started (English, genz): the user and the session id. */
export async function freeUserInTextSession(
  api: ApiClient,
  stack: TestStack,
): Promise<{ who: SignedUpUser; id: string }> {
  const who = await signUpOnFreePlan(api, stack);
  const res = await api.post('/api/sessions', {
    token: who.accessToken,
    body: { type: 'text', tone: 'genz', language: 'en' },
  });
  if (res.status !== 201) throw new Error(`session start answered ${res.status}: ${res.text}`);
  return { who, id: res.body.session.id as string };
}
