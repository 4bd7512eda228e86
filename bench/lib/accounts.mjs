// One account through the gateway's public API, for benchmarks that need a signed-in user.
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';

const { Client } = createRequire(import.meta.url)('pg');

/**
 * Seeding must never trip the product's own sign-up limits (3 an hour per device, 20 per address):
 * a run signs up from many benchmarks in the same hour and the same Redis. Each seeded account
 * comes from an address of its own in 198.18.128.0/17 (the benchmarking range, RFC 2544; the gateway
 * trusts X-Forwarded-For from loopback) and without a device cookie, so no limit is shared.
 * signUpMany uses 198.18.0.0/17 and 198.19.0.0/16 for its accounts.
 */
let nextSeed = randomInt(0, 1 << 15);
export function seedAddress() {
  const n = nextSeed++ % (1 << 15);
  return `198.18.${128 + (n >> 8)}.${n & 255}`;
}

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

function signup(gatewayUrl, body) {
  return postSignup(gatewayUrl, body, seedAddress());
}

/**
 * POST /api/auth/signup from `address`, asked again while the gateway says to wait: the password
 * hashing pool is full (503 hashing_busy, on a loaded machine) or a limit says when to retry (429).
 * A seed is not a measurement; the product's own back-pressure is respected, not tripped over.
 */
async function postSignup(gatewayUrl, body, address) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${gatewayUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const wait = response.status === 429 || (response.status === 503 && /hashing_busy/.test(text));
    if (!wait || attempt >= 30) return { status: response.status, text };
    const after = Number(response.headers.get('retry-after'));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(after > 0 ? after * 1000 : 250 * attempt, 5000)),
    );
  }
}

/**
 * `count` accounts through POST /api/auth/signup, four at a time, each from an address of its own
 * (sign-up allows 3 an hour per address), answered as { id, token, ip } with a further address of
 * its own for its later calls (the chat's rate limit is per user, the sign-in's per address).
 */
export async function signUpMany(gatewayUrl, runId, count, prefix) {
  const one = async (i) => {
    const response = await postSignup(
      gatewayUrl,
      {
        fullName: 'Bench Talker',
        email: `${prefix}-${runId}-${i}@example.com`,
        password: `quiet lantern ${i} by the sea`,
        consent: { terms: true, sensitiveData: true, age: true },
      },
      `198.18.${(i >> 8) & 127}.${i & 255}`,
    );
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${response.text}`);
    const body = JSON.parse(response.text);
    return { id: body.user.id, token: body.accessToken, ip: `198.19.${(i >> 8) & 255}.${i & 255}` };
  };
  const users = [];
  for (let i = 0; i < count; i += 4)
    users.push(...(await Promise.all([0, 1, 2, 3].filter((k) => i + k < count).map((k) => one(i + k)))));
  return users;
}

/** Makes the accounts Pro (no daily text limit, 30-minute sessions) once billing has their subscriptions. */
export async function makePro(db, ids) {
  for (let tries = 0; ; tries++) {
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM billing.user_subscriptions WHERE user_id = ANY($1)',
      [ids],
    );
    if (rows[0].n === ids.length) break;
    if (tries > 300) throw new Error(`only ${rows[0].n} of ${ids.length} subscriptions appeared`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await db.query(
    `UPDATE billing.user_subscriptions SET plan_id = 'pro', status = 'active', ends_at = now() + interval '30 days'
      WHERE user_id = ANY($1)`,
    [ids],
  );
}

/** The p-th percentile of sorted figures (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `count` new users on the Pro plan (no daily text limit, 30-minute sessions). */
export async function signUpPro(gatewayUrl, env, count, prefix) {
  const users = await signUpMany(gatewayUrl, env.id, count, prefix);
  const db = new Client({ connectionString: env.appEnv.DATABASE_URL });
  await db.connect();
  try {
    await makePro(
      db,
      users.map((u) => u.id),
    );
  } finally {
    await db.end();
  }
  return users;
}
