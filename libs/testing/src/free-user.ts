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
