import { currentRequestContext } from '@maeum/telemetry';
import { headers as natsHeaders, Msg, NatsConnection, SubscriptionOptions } from 'nats';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { throwError } from 'rxjs';
import { decodeJson, encodeJson } from '../json';
import { MessagingNames } from '../naming';
import { JsonReply } from './json-reply';
import { RpcCallContext } from './rpc-call.context';
import { NatsRpcServer } from './rpc.server';

class FakeConnection {
  callbacks = new Map<string, NonNullable<SubscriptionOptions['callback']>>();
  drained = 0;

  subscribe(subject: string, options: SubscriptionOptions) {
    this.callbacks.set(subject, options.callback!);
    return { drain: async () => void this.drained++ };
  }
}

function request(subject: string, body: unknown, requestId?: string) {
  const hdrs = natsHeaders();
  if (requestId) hdrs.set('x-request-id', requestId);
  const replies: unknown[] = [];
  const msg = {
    subject,
    reply: '_INBOX.x.1',
    data: body === undefined ? new Uint8Array() : encodeJson(body),
    headers: hdrs,
    respond: (data: Uint8Array) => replies.push(decodeJson(data)),
  } as unknown as Msg;
  return { msg, replies };
}

/** Lets the handlers settle and the turn's batch of replies go out. */
async function repliesSent() {
  for (let i = 0; i < 3; i++) await nextTurn();
}

function server(handlers: Record<string, (data: unknown, ctx: RpcCallContext) => unknown>) {
  const connection = new FakeConnection();
  const rpc = new NatsRpcServer({
    connection: connection as unknown as NatsConnection,
    names: new MessagingNames('test'),
    queue: 'auth',
  });
  for (const [pattern, handler] of Object.entries(handlers))
    rpc.addHandler(pattern, async (data: unknown, ctx: RpcCallContext) => handler(data, ctx));
  rpc.listen(() => undefined);
  const deliver = (pattern: string, message: { msg: Msg }) =>
    connection.callbacks.get(`test.rpc.${pattern}`)!(null, message.msg);
  return { connection, rpc, deliver };
}

describe('NatsRpcServer', () => {
  it('answers in the caller’s request context, replies of one turn sent together', async () => {
    const seen: (string | undefined)[] = [];
    const { deliver } = server({
      'auth.diagnostics.echo': (data) => {
        seen.push(currentRequestContext()?.requestId);
        return data;
      },
    });
    const a = request('test.rpc.auth.diagnostics.echo', { message: 'a' }, 'req-0001');
    const b = request('test.rpc.auth.diagnostics.echo', { message: 'b' }, 'req-0002');
    deliver('auth.diagnostics.echo', a);
    deliver('auth.diagnostics.echo', b);
    await Promise.resolve();
    expect(a.replies).toEqual([]);
    await repliesSent();
    expect(a.replies).toEqual([{ ok: true, data: { message: 'a' } }]);
    expect(b.replies).toEqual([{ ok: true, data: { message: 'b' } }]);
    expect(seen).toEqual(['req-0001', 'req-0002']);
  });

  it('gives handlers the caller’s headers, and answers null for nothing', async () => {
    const { deliver } = server({
      'auth.diagnostics.read': (_data, ctx) => (ctx.userId === undefined ? undefined : ctx.requestId),
    });
    const call = request('test.rpc.auth.diagnostics.read', undefined, 'req-0003');
    deliver('auth.diagnostics.read', call);
    await repliesSent();
    expect(call.replies).toEqual([{ ok: true, data: null }]);
  });

  it('sends a reply held as JSON text as that JSON', async () => {
    const { deliver } = server({
      'journal.entries.list': () => JsonReply.array(['{"id":"a","title":"하루"}', '{"id":"b","title":null}']),
    });
    const call = request('test.rpc.journal.entries.list', {});
    deliver('journal.entries.list', call);
    await repliesSent();
    expect(call.replies).toEqual([
      {
        ok: true,
        data: [
          { id: 'a', title: '하루' },
          { id: 'b', title: null },
        ],
      },
    ]);
  });

  it('answers a thrown error, or one an exception filter returns as an Observable, as an error body', async () => {
    const body = { code: 'user_already_exists', message: 'User already registered' };
    const { deliver } = server({
      'auth.signup': () => throwError(() => body),
      'auth.crash': () => {
        throw new TypeError('boom');
      },
    });
    const signup = request('test.rpc.auth.signup', {});
    const crash = request('test.rpc.auth.crash', {});
    deliver('auth.signup', signup);
    deliver('auth.crash', crash);
    await repliesSent();
    expect(signup.replies).toEqual([{ ok: false, error: body }]);
    expect(crash.replies).toEqual([
      { ok: false, error: expect.objectContaining({ code: 'internal_error' }) },
    ]);
  });

  it('on close, stops taking requests and answers the ones under way before it returns', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { connection, rpc, deliver } = server({ 'auth.signup': async () => gate.then(() => 'done') });
    const call = request('test.rpc.auth.signup', {});
    deliver('auth.signup', call);
    let closed = false;
    const closing = rpc.close().then(() => (closed = true));
    await nextTurn();
    expect(connection.drained).toBe(1);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(call.replies).toEqual([{ ok: true, data: 'done' }]);
  });
});
