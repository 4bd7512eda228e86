import { ApiClient, AppProcess, expectErrorEnvelope, nextClientIp, TestStack } from '@maeum/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';

// RELIABILITY.md 23: every endpoint of the OpenAPI document, with malformed, oversized, wrong-typed,
// unicode and injection input, form bodies (urlencoded, multipart: what another site can post) and
// deeply nested JSON, answers 4xx with the error envelope, never 5xx, and a refusal writes nothing.
// The operations come from the running gateway's own document, so a new endpoint is fuzzed without
// anyone listing it here.

interface Schema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
}
interface Operation {
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
  parameters?: { name: string; in: string }[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
/** A request to send, and whether the server must refuse it (some strings are valid text). */
interface Case {
  name: string;
  body?: string;
  /** application/json unless given. */
  contentType?: string;
  query?: string;
  mustRefuse: boolean;
  /**
   * The server may refuse by closing the connection before it has read the whole body (RFC 9110
   * §15.5.14 allows it after a 413): a client still writing then sees EPIPE or a reset.
   */
  mayCloseEarly?: boolean;
}

const INJECTIONS = [
  "' OR '1'='1' --",
  '"; DROP TABLE auth.users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '{"$gt": ""}',
];
const UNICODE = [
  'pa\u202Eyl\u202Cod', // right-to-left override
  'zero\u200Bwidth\u200Djoiner',
  '😀🫠 마음',
  'e\u0301\u0301\u0301\u0301', // stacked combining marks
  '\uD800', // a lone surrogate
  'nul\u0000byte',
];
const DEPTHS = [33, 2_000, 100_000];
const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '[1]' + '}'.repeat(depth - 1);

/** The fields that would pass, as a plain HTML form on another site would post them. */
function formCases(base: Record<string, unknown>): Case[] {
  const fields = Object.entries(base).map(([k, v]): [string, string] => [
    k,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
  const boundary = 'maeumfuzz7d1a';
  const multipart =
    fields
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return [
    {
      name: 'a urlencoded form',
      body: new URLSearchParams(fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
      mustRefuse: true,
    },
    {
      name: 'a multipart form',
      body: multipart,
      contentType: `multipart/form-data; boundary=${boundary}`,
      mustRefuse: true,
    },
    { name: 'a text/plain body', body: JSON.stringify(base), contentType: 'text/plain', mustRefuse: true },
  ];
}

// Operations whose success would end this suite's session; they get bad input like the rest, but
// the suite checks them last (see below).
const SESSION_ENDING = new Set(['DELETE /api/me', 'POST /api/auth/logout']);

describe('every endpoint of the OpenAPI document, with bad input', () => {
  let stack: TestStack;
  let gateway: AppProcess;
  let db: Client;
  let token: string;
  let operations: { key: string; method: string; path: string; op: Operation }[];
  let schemas: Record<string, Schema>;
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    // Every service, so /api/health answers 200 and only the input decides.
    stack = await TestStack.start({ services: ['auth', 'billing', 'sessions', 'journal', 'admin'] });
    ({ gateway, db } = stack);
    const target = await api.signUp({ fullName: 'Fuzz Target' });
    token = target.accessToken;
    // An admin past every rule (a day old, active now), so the admin routes are fuzzed past the gate,
    // not only refused at it; the walker proves a non-admin is refused.
    await db.query(
      `INSERT INTO admin.admin_users (user_id, account_created_at, last_active_at) VALUES ($1, now() - interval '25 hours', now())`,
      [target.userId],
    );
    const document = (await (await fetch(`${gateway.url}/api/docs-json`)).json()) as Document;
    schemas = document.components.schemas;
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        op,
      })),
    );
  }, 60_000);

  afterAll(() => stack?.stop());

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]!) : schema;

  /** A body that passes validation, so each case changes one thing only. */
  function validValue(name: string, schema: Schema): unknown {
    const resolved = resolve(schema);
    if (resolved.enum) return resolved.enum[0];
    if (resolved.type === 'boolean') return true;
    if (resolved.type === 'object' || resolved.properties) {
      const value: Record<string, unknown> = {};
      for (const key of resolved.required ?? []) value[key] = validValue(key, resolved.properties![key]!);
      return value;
    }
    if (name === 'email') return `${randomUUID()}@example.com`;
    if (name === 'password') return 'a lantern by the sea';
    return 'Calm words';
  }

  function cases(method: string, op: Operation): Case[] {
    if (method === 'GET')
      return [...INJECTIONS, ...UNICODE].map((value) => ({
        name: `query ${JSON.stringify(value)}`,
        query: new URLSearchParams({ redirect: value, consent: value, q: value }).toString(),
        mustRefuse: false,
      }));
    const list: Case[] = [
      { name: 'malformed JSON', body: '{"a": ', mustRefuse: true },
      {
        name: 'a body over 1 MB',
        body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
        mustRefuse: true,
        mayCloseEarly: true,
      },
      ...DEPTHS.map((depth) => ({
        name: `JSON nested ${depth} deep`,
        body: nested(depth),
        mustRefuse: true,
      })),
    ];
    const schema = op.requestBody?.content?.['application/json']?.schema;
    const root = schema ? resolve(schema) : undefined;
    const base = root ? (validValue('', root) as Record<string, unknown>) : { note: 'Calm words' };
    list.push(...formCases(base));
    if (!root) return list;
    for (const body of ['[]', '"text"', '42', 'null'])
      list.push({ name: `JSON ${body}`, body, mustRefuse: true });
    if (root.required?.length) list.push({ name: 'an empty object', body: '{}', mustRefuse: true });
    const withField = (field: string, value: unknown) => JSON.stringify({ ...base, [field]: value });
    for (const [field, property] of Object.entries(root.properties ?? {})) {
      const target = resolve(property);
      const refuse = (name: string, value: unknown) =>
        list.push({ name: `${field}: ${name}`, body: withField(field, value), mustRefuse: true });
      const mayAccept = (name: string, value: unknown) =>
        list.push({ name: `${field}: ${name}`, body: withField(field, value), mustRefuse: false });
      if (target.enum) refuse('a value outside the enum', 'not-a-choice');
      if (target.type === 'string' || target.enum) {
        // null is a refusal unless the document says the field may be null (a journal entry's mood).
        for (const value of [12345, true, {}, [], ...(target.nullable ? [] : [null])])
          refuse(`wrong type ${JSON.stringify(value)}`, value);
        if (target.maxLength) refuse('one character too long', 'x'.repeat(target.maxLength + 1));
        for (const value of [...INJECTIONS, ...UNICODE]) mayAccept(JSON.stringify(value), value);
      } else if (target.type === 'boolean') {
        for (const value of ['yes', 1, {}, null]) refuse(`wrong type ${JSON.stringify(value)}`, value);
      } else if (target.properties) {
        for (const value of ['text', [], 7]) refuse(`wrong type ${JSON.stringify(value)}`, value);
      }
    }
    return list;
  }

  /**
   * What a refused request must not change: every table of account data that requests write.
   * (billing's rows follow events of earlier, accepted sign-ups, at their own pace.)
   */
  async function dataDigest(): Promise<string> {
    const tables = [
      'auth.users',
      'auth.user_profiles',
      'auth.user_preferences',
      'auth.user_context',
      'journal.journal_entries',
      'journal.user_mood_booster_logs',
      'journal.emoji_echo_logs',
      'journal.daily_habits',
      'auth.page_visits',
      'auth.consents',
      'auth.oauth_identities',
      'auth.password_reset_tokens',
      'auth.refresh_tokens',
      // A refused admin request writes no audit row (an accepted one, e.g. an export, does).
      'admin.audit_log',
    ];
    const parts = await Promise.all(
      tables.map(async (table) => {
        const { rows } = await db.query(
          `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${table} t`,
        );
        return `${table}:${rows[0].d}`;
      }),
    );
    return parts.join(' ');
  }

  async function send(
    method: string,
    path: string,
    body: string | undefined,
    contentType = 'application/json',
  ) {
    const response = await fetch(gateway.url + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': nextClientIp(),
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      body: method === 'GET' ? undefined : body,
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, text };
  }

  async function fuzz(key: string, method: string, path: string, op: Operation) {
    const concretePath = path.replace(/\{[^}]+\}/g, encodeURIComponent("' OR 1=1 --"));
    for (const testCase of cases(method, op)) {
      const what = `${key} with ${testCase.name}`;
      const before = await dataDigest();
      const target = testCase.query ? `${concretePath}?${testCase.query}` : concretePath;
      const answer = await send(method, target, testCase.body, testCase.contentType).catch((error: Error) => {
        const cause = String((error.cause as Error)?.message);
        if (testCase.mayCloseEarly && /EPIPE|ECONNRESET|other side closed/.test(cause)) return null;
        throw new Error(`${what}: ${error.message} (${cause})`);
      });
      if (!answer) continue;
      const { status, text } = answer;
      if (status >= 500) throw new Error(`${what}: ${status} ${text.slice(0, 300)}`);
      if (testCase.mustRefuse && (status < 400 || status >= 500))
        throw new Error(`${what}: accepted with ${status}`);
      if (status >= 400) {
        expectErrorEnvelope(text, status, what);
        expect({ what, unchanged: (await dataDigest()) === before }).toEqual({ what, unchanged: true });
      }
    }
  }

  it('finds the operations to fuzz in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((o) => o.key)).toEqual(
      expect.arrayContaining(['POST /api/auth/signup', 'PATCH /api/me/preferences']),
    );
  });

  it('never answers 5xx, refuses what is invalid with the error envelope, and a refusal writes nothing', async () => {
    for (const { key, method, path, op } of operations.filter((o) => !SESSION_ENDING.has(o.key)))
      await fuzz(key, method, path, op);
    for (const { key, method, path, op } of operations.filter((o) => SESSION_ENDING.has(o.key)))
      await fuzz(key, method, path, op);
  }, 300_000);

  it('refuses forged or malformed bearer tokens on every signed-in endpoint with 401', async () => {
    const signedIn = operations.filter((o) => o.path.startsWith('/api/me'));
    expect(signedIn.length).toBeGreaterThan(0);
    for (const { key, method, path } of signedIn) {
      for (const bearer of ["' OR 1=1 --", `${randomBytes(600).toString('base64')}`, 'a.b.c', '']) {
        const response = await fetch(gateway.url + path, {
          method,
          headers: { authorization: `Bearer ${bearer}`, 'x-forwarded-for': nextClientIp() },
        });
        expect({ key, bearer: bearer.slice(0, 20), status: response.status }).toEqual({
          key,
          bearer: bearer.slice(0, 20),
          status: 401,
        });
      }
    }
  });
});
