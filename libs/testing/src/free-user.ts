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
