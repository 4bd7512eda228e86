import {
  ApiClient,
  ApiResponse,
  expectErrorEnvelope,
  SignedUpUser,
  signUpOnFreePlan,
  TestStack,
} from '@maeum/testing';

/** What billing's integration specs share: SQL on the stack's database, the error check, a Free user. */
export function billingTestKit(stackOf: () => TestStack, api: ApiClient) {
  const sql = async (text: string, values: unknown[] = []) => (await stackOf().db.query(text, values)).rows;

  const expectError = (res: ApiResponse, status: number, code: string) =>
    expectErrorEnvelope(res.text, status, `answer ${res.status}`, code);

  /** A new account, once billing has made its Free subscription from the sign-up event. */
  const freeUser = (): Promise<SignedUpUser> => signUpOnFreePlan(api, stackOf());

  /** Checkout and the sandbox page's Pay button: what the success page then receives. */
  async function checkout(
    user: SignedUpUser,
    planId = 'plus',
    billingPeriod = 'monthly',
    cardNumber?: string,
  ) {
    const started = await api.post('/api/payments/checkout', {
      token: user.accessToken,
      body: { planId, billingPeriod },
    });
    expect(started.status).toBe(200);
    const approved = await api.post('/api/payments/sandbox/approve', {
      token: user.accessToken,
      body: { orderId: started.body.orderId, ...(cardNumber ? { cardNumber } : {}) },
    });
    expect(approved.status).toBe(200);
    return approved.body as { orderId: string; amount: number; authKey: string; customerKey: string };
  }

  const confirm = (user: SignedUpUser, body: object) =>
    api.post('/api/payments/confirm', { token: user.accessToken, body });

  /** A Free user who has paid for `planId` through the sandbox checkout. */
  async function subscriber(planId = 'plus', billingPeriod = 'monthly'): Promise<SignedUpUser> {
    const user = await freeUser();
    const answer = await confirm(user, await checkout(user, planId, billingPeriod));
    expect(answer.status).toBe(200);
    return user;
  }

  return { sql, expectError, freeUser, checkout, confirm, subscriber };
}
