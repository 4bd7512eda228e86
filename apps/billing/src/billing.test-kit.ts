import {
  ApiClient,
  ApiResponse,
  expectErrorEnvelope,
  SignedUpUser,
  TestStack,
  waitFor,
} from '@maeum/testing';

/** What billing's integration specs share: SQL on the stack's database, the error check, a Free user. */
export function billingTestKit(stackOf: () => TestStack, api: ApiClient) {
  const sql = async (text: string, values: unknown[] = []) => (await stackOf().db.query(text, values)).rows;

  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);

  /** A new account, once billing has made its Free subscription from the sign-up event. */
  async function freeUser(): Promise<SignedUpUser> {
    const user = await api.signUp();
    await waitFor(
      async () =>
        (await sql(`SELECT 1 FROM billing.user_subscriptions WHERE user_id = $1`, [user.userId])).length ===
        1,
      10_000,
    );
    return user;
  }

  return { sql, expectError, freeUser };
}
