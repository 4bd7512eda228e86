import { ApiResponse, SignedUpUser } from './api-client';
import { AuthorizationFixture, Caller, planAuthorizationWalk, walkOperation } from './authorization-walk';
import { documentedOperations, isIdName, OpenApiDocument } from './id-bearing-operations';

const THING_ID = [{ name: 'thingId', in: 'path' }];
const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/things/{thingId}': { get: { parameters: THING_ID }, delete: { parameters: THING_ID } },
    '/api/auth/oauth/{provider}': { get: { parameters: [{ name: 'provider', in: 'path' }] } },
    '/api/sessions/join': {
      post: {
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Join' } } } },
      },
    },
    '/api/invoices': {
      post: {
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Invoice' } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Join: { properties: { sessionId: { type: 'string' }, note: { type: 'string' } } },
      Invoice: {
        properties: {
          paid: { type: 'boolean' },
          lines: { type: 'array', items: { properties: { entry_id: { type: 'string' } } } },
          next: { $ref: '#/components/schemas/Invoice' },
        },
      },
    },
  },
};

const user = (name: string): SignedUpUser => ({
  userId: `${name}-user-id`,
  email: `${name}@example.com`,
  password: 'x',
  accessToken: `${name}-token`,
  cookie: '',
  response: {} as ApiResponse,
});
const answer = (status: number, body: unknown): ApiResponse => ({
  status,
  body,
  text: JSON.stringify(body),
  headers: new Headers(),
  setCookie: '',
  cookie: '',
});

describe('the authorization walker', () => {
  it('takes id, …Id, …ID and …_id for ids, and not every word ending in "id"', () => {
    expect(['id', 'sessionId', 'orderID', 'user_id'].every(isIdName)).toBe(true);
    expect(['paid', 'valid', 'provider', 'android', 'uuid'].some(isIdName)).toBe(false);
  });

  it('flags path and body ids, nested and in arrays, once even in a recursive schema', () => {
    const ids = Object.fromEntries(documentedOperations(DOCUMENT).map((o) => [o.key, o.ids]));
    expect(ids).toEqual({
      'GET /api/things/{thingId}': ['path:thingId'],
      'DELETE /api/things/{thingId}': ['path:thingId'],
      'GET /api/auth/oauth/{provider}': [],
      'POST /api/sessions/join': ['body:sessionId'],
      'POST /api/invoices': ['body:lines[].entry_id'],
    });
  });

  it('fails an id-bearing operation without a fixture, naming it, and a stale table row', () => {
    const exclusions = {
      'POST /api/invoices': { ids: ['body:lines[].entry_id'], reason: 'entries of a shared catalogue' },
      'POST /api/sessions/join': { ids: ['body:otherId'], reason: 'written before sessionId was added' },
    };
    const fixture = {} as AuthorizationFixture;
    const plan = planAuthorizationWalk(
      documentedOperations(DOCUMENT),
      { 'GET /api/things/{thingId}': fixture, 'GET /api/gone/{id}': fixture },
      exclusions,
    );
    expect(plan.walk.map((w) => w.operation.key)).toEqual(['GET /api/things/{thingId}']);
    expect(plan.withoutIds).toEqual(['GET /api/auth/oauth/{provider}']);
    expect(plan.excluded).toEqual(['POST /api/invoices']);
    expect(plan.problems).toEqual([
      expect.stringMatching(/^DELETE \/api\/things\/\{thingId\} names path:thingId but has no fixture/),
      expect.stringMatching(/^POST \/api\/sessions\/join names body:sessionId but has no fixture/),
      "GET /api/gone/{id} is in the walker's table but names no id in the document",
    ]);
  });

  describe('calling as user B with user A’s ids', () => {
    const [owner, intruder] = [user('a'), user('b')];
    const thing = { id: 'thing-1', note: 'mine' };
    const fixture: AuthorizationFixture = {
      create: async () => ({ thingId: thing.id }),
      readBack: async () => ({ ...thing }),
    };
    const [operation] = documentedOperations(DOCUMENT);
    const walk = (respond: Caller['call']) =>
      walkOperation({ call: respond }, { operation: operation!, fixture }, owner, intruder);

    it('passes an API that answers 404 and leaves the record alone', async () => {
      const calls: string[] = [];
      const problems = await walk(async (method, path, options) => {
        calls.push(`${method} ${path} as ${options?.token}`);
        return answer(404, { statusCode: 404, code: 'not_found' });
      });
      expect(problems).toEqual([]);
      expect(calls).toEqual(['GET /api/things/thing-1 as b-token']);
    });

    it('fails an API that shows or changes user A’s record', async () => {
      const problems = await walk(async () => {
        thing.note = 'changed by b';
        return answer(200, { ...thing, owner: owner.email });
      });
      expect(problems).toEqual([
        'GET /api/things/{thingId}: user B was answered 200, not 404',
        "GET /api/things/{thingId}: user B's answer shows user A's a@example.com",
        "GET /api/things/{thingId}: user B's answer shows user A's thing-1",
        "GET /api/things/{thingId}: user A's record changed after user B's call",
      ]);
    });
  });
});
