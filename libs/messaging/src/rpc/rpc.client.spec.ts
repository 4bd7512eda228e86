import { runWithRequestContext } from '@maeum/telemetry';
import {
  headers as natsHeaders,
  Msg,
  MsgHdrs,
  NatsConnection,
  PublishOptions,
  SubscriptionOptions,
} from 'nats';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { decodeJson, encodeJson } from '../json';
import { MessagingNames } from '../naming';
import { RpcClient } from './rpc.client';
import { RpcError, ServiceUnavailableError } from './rpc.errors';

interface Published {
  subject: string;
  data: unknown;
  reply: string;
  headers?: MsgHdrs;
}

/** Just enough of a NatsConnection: one reply subscription, and a log of what was published. */
class FakeConnection {
  published: Published[] = [];
  subscriptions: {
    subject: string;
    callback: NonNullable<SubscriptionOptions['callback']>;
    close: () => void;
  }[] = [];
  failPublish?: Error;

  subscribe(subject: string, options: SubscriptionOptions) {
    let close = () => undefined as void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    this.subscriptions.push({ subject, callback: options.callback!, close });
    return { closed };
  }

  publish(subject: string, data: Uint8Array, options: PublishOptions) {
    if (this.failPublish) throw this.failPublish;
    this.published.push({ subject, data: decodeJson(data), reply: options.reply!, headers: options.headers });
  }

  /** Answers the n-th published request as a service would. */
  answer(index: number, body: unknown, hdrs?: MsgHdrs) {
    const reply = this.published[index].reply;
    const msg = {
      subject: reply,
      data: body === undefined ? new Uint8Array() : encodeJson(body),
      headers: hdrs,
    } as unknown as Msg;
    this.subscriptions[this.subscriptions.length - 1].callback(null, msg);
  }
}

function client(timeoutMs = 1000) {
  const connection = new FakeConnection();
  const rpc = new RpcClient(connection as unknown as NatsConnection, new MessagingNames('test'), timeoutMs);
  return { connection, rpc };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error) => error,
  );
}

describe('RpcClient', () => {
  it('answers the reply as the JSON bytes the service wrote, and throws its errors as request() does', async () => {
    const { connection, rpc } = client();
    const page = rpc.requestJson('journal.entries.list', {}, { userId: 'user-1' });
    const failing = rpc.requestJson('journal.entries.list', {}, { userId: 'user-1' });
    await nextTurn();
    connection.answer(0, { ok: true, data: [{ id: 'e-1', title: 'Ünïcode “quotes” 안녕' }] });
    connection.answer(1, { ok: false, error: { code: 'not_found', message: 'Entry not found' } });
    const bytes = await page;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual([{ id: 'e-1', title: 'Ünïcode “quotes” 안녕' }]);
    const error = await failure(failing);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe('not_found');
  });

  it('sends the calls of one turn together, with the request id and user id as NATS headers', async () => {
    const { connection, rpc } = client();
    const first = runWithRequestContext({ requestId: 'req-0001' }, () =>
      rpc.request('auth.diagnostics.echo', { message: 'a' }),
    );
    const second = rpc.request('auth.diagnostics.read', undefined, {
      userId: 'user-1',
      headers: { 'x-client-ip': '10.0.0.1', 'x-user-agent': undefined },
    });
    expect(connection.published).toHaveLength(0);
    await nextTurn();
    expect(connection.published.map((p) => p.subject)).toEqual([
      'test.rpc.auth.diagnostics.echo',
      'test.rpc.auth.diagnostics.read',
    ]);
    expect(connection.subscriptions).toHaveLength(1);
    expect(connection.published[0].reply.startsWith(connection.subscriptions[0].subject.slice(0, -1))).toBe(
      true,
    );
    expect(connection.published[0].data).toEqual({ message: 'a' });
    expect(connection.published[0].headers?.get('x-request-id')).toBe('req-0001');
    expect(connection.published[1].data).toBeNull();
    expect(connection.published[1].headers?.get('x-user-id')).toBe('user-1');
    expect(connection.published[1].headers?.get('x-client-ip')).toBe('10.0.0.1');
    expect(connection.published[1].headers?.has('x-user-agent')).toBe(false);
    // How long the caller waits, so a service can drop work nobody will read.
    expect(connection.published[0].headers?.get('x-timeout-ms')).toBe('1000');

    connection.answer(1, { ok: true, data: { id: 'user-1' } });
    connection.answer(0, { ok: true, data: { message: 'a' } });
    await expect(first).resolves.toEqual({ message: 'a' });
    await expect(second).resolves.toEqual({ id: 'user-1' });
  });

  it('throws the coded error a service answers with', async () => {
    const { connection, rpc } = client();
    const call = rpc.request('auth.me.get', undefined);
    await nextTurn();
    connection.answer(0, {
      ok: false,
      error: { code: 'user_already_exists', message: 'User already registered' },
    });
    const error = await failure(call);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).not.toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('answers 503 no_responders when nobody serves the pattern', async () => {
    const { connection, rpc } = client();
    const call = rpc.request('billing.health', undefined);
    await nextTurn();
    const status = natsHeaders(503, 'No Responders');
    connection.answer(0, undefined, status);
    const error = await failure(call);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({ code: 'service_unavailable', service: 'billing', reason: 'no_responders' });
  });

  it('times out, and ignores an answer that comes after', async () => {
    const { connection, rpc } = client(30);
    const started = Date.now();
    const error = await failure(rpc.request('auth.me.get', undefined));
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(error).toMatchObject({ code: 'service_unavailable', service: 'auth', reason: 'timeout' });
    expect(() => connection.answer(0, { ok: true, data: 1 })).not.toThrow();
  });

  it('fails the calls under way when the connection closes, and subscribes again afterwards', async () => {
    const { connection, rpc } = client();
    const call = rpc.request('auth.me.get', undefined);
    await nextTurn();
    connection.subscriptions[0].close();
    expect(await failure(call)).toMatchObject({ code: 'service_unavailable', reason: 'disconnected' });

    const again = rpc.request('auth.me.get', undefined);
    await nextTurn();
    expect(connection.subscriptions).toHaveLength(2);
    connection.answer(1, { ok: true, data: 'fine' });
    await expect(again).resolves.toBe('fine');
  });

  it('reports a publish that fails as disconnected', async () => {
    const { connection, rpc } = client();
    connection.failPublish = new Error('connection closed');
    expect(await failure(rpc.request('auth.me.get', undefined))).toMatchObject({
      code: 'service_unavailable',
      reason: 'disconnected',
    });
  });
});

describe('RpcClient across a NATS drop (failPendingOnDisconnect, the gateway)', () => {
  /** A connection whose status events the test sends. */
  function droppingClient(timeoutMs: number, failPendingOnDisconnect = true) {
    const connection = new FakeConnection();
    const events: { type: string }[] = [];
    let wake = () => undefined as void;
    Object.assign(connection, {
      status: () => ({
        async *[Symbol.asyncIterator]() {
          for (;;) {
            while (events.length) yield events.shift()!;
            await new Promise<void>((resolve) => (wake = resolve));
          }
        },
      }),
    });
    const rpc = new RpcClient(
      connection as unknown as NatsConnection,
      new MessagingNames('test'),
      timeoutMs,
      { failPendingOnDisconnect },
    );
    const send = (type: string) => {
      events.push({ type });
      wake();
    };
    return { connection, rpc, send };
  }

  afterEach(() => jest.useRealTimers());

  it('fails a call in flight at once when the connection drops, not at its timeout', async () => {
    const { rpc, send } = droppingClient(1000);
    const call = rpc.request('journal.create' as never, {} as never, { timeoutMs: 60_000 });
    await nextTurn();
    const started = Date.now();
    send('disconnect');
    const error = await failure(call);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).reason).toBe('disconnected');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('gives a call that lives through a reconnect the default timeout from then', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const { connection, rpc, send } = droppingClient(1000);
    const call = rpc.request('journal.create' as never, {} as never, { timeoutMs: 60_000 });
    const settled = failure(call);
    await nextTurn();
    expect(connection.published).toHaveLength(1);
    send('reconnect');
    await nextTurn();
    await nextTurn();
    jest.advanceTimersByTime(1001);
    const error = await settled;
    expect((error as ServiceUnavailableError).reason).toBe('timeout');
  });

  it('leaves other clients (a worker) waiting across a drop', async () => {
    const { connection, rpc: worker, send } = droppingClient(1000, false);
    const call = worker.request('journal.create' as never, {} as never, { timeoutMs: 60_000 });
    await nextTurn();
    send('disconnect');
    await nextTurn();
    connection.answer(0, { ok: true, data: { id: 'e-1' } });
    await expect(call).resolves.toEqual({ id: 'e-1' });
  });
});
