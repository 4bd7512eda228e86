// One account through the gateway's public API, for benchmarks that need a signed-in user.
import { randomBytes } from 'node:crypto';

/**
 * Signs one account up through POST /api/auth/signup and returns the answer ({ user, accessToken,
 * … }) with the account's `password`. The consents go along (the accounts work requires them); a gateway from before them
 * refuses unknown fields, so then it is sent again without.
 */
export async function signUpBenchUser(gatewayUrl, id) {
  const account = {
    fullName: 'Bench Mark',
    email: `bench-${id}-${randomBytes(3).toString('hex')}@example.com`,
    password: `Bench-${randomBytes(12).toString('base64url')}-7`,
  };
  const consent = { terms: true, sensitiveData: true, age: true };
  let response = await signup(gatewayUrl, { ...account, consent });
  if (response.status === 400 && /consent/.test(response.text) && /should not exist/.test(response.text))
    response = await signup(gatewayUrl, account);
  if (response.status !== 201)
    throw new Error(
      `seeding a user through POST /api/auth/signup answered ${response.status}: ${response.text}`,
    );
  return { ...JSON.parse(response.text), password: account.password };
}

async function signup(gatewayUrl, body) {
  const response = await fetch(`${gatewayUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}
