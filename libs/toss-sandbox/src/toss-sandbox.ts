import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TossBilling, TossCard, TossErrorBody, TossPayment, TossWebhookBody } from '@maeum/toss-api';

/**
 * A Toss Payments look-alike on loopback: the API v1 endpoints maeum. calls (billing keys, charges,
 * confirm, lookups, cancel), Toss's Basic auth, Idempotency-Key rules and error codes, the
 * 10-minute confirm window and PAYMENT_STATUS_CHANGED webhooks. `npm start` runs one for the
 * billing service when no Toss keys are set; tests start their own and steer it with the controls.
 * Under `/sandbox/` it also does what Toss's browser windows do (card registration, payment).
 */

/** The endpoints a test can make fail or stall. */
export type SandboxEndpoint =
  'billing-auth' | 'payment-window' | 'billing-issue' | 'billing-charge' | 'confirm' | 'lookup' | 'cancel';

export interface SandboxFault {
  status: number;
  code: string;
  message: string;
}

export interface TossSandboxOptions {
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  /** Where PAYMENT_STATUS_CHANGED goes; none when unset. */
  webhookUrl?: string;
  latencyMs?: number;
}

/** A card number that registers but whose charges the card company refuses. */
export const SANDBOX_REJECTED_CARD = '4000000000000002';
const DEFAULT_CARD = '4330123412341234';
const CONFIRM_WINDOW_MS = 10 * 60 * 1000;
const MAX_IDEMPOTENCY_KEY = 300;
const WEBHOOK_RETRY_MS = [200, 1000, 3000];

interface Session {
  orderId: string;
  amount: number;
  orderName: string;
  createdAt: number;
}

type Answer = { status: number; body: unknown };

class TossFault extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class TossSandbox {
  private readonly authKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  private readonly billingKeys = new Map<string, { customerKey: string; card: TossCard }>();
  private readonly sessions = new Map<string, Session>();
  private readonly payments = new Map<string, TossPayment>();
  private readonly byOrder = new Map<string, string>();
  private readonly idempotent = new Map<string, Answer | 'running'>();
  private readonly faults = new Map<SandboxEndpoint, SandboxFault[]>();
  private readonly drops = new Set<SandboxEndpoint>();
  private readonly charges = new Map<string, number>();
  private clockOffsetMs = 0;
  private latencyMs: number;
  /** Every webhook delivery attempt: its body and the status our server answered (0: unreachable). */
  readonly webhooks: { body: TossWebhookBody; status: number }[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: TossSandboxOptions,
  ) {
    this.latencyMs = options.latencyMs ?? 0;
  }

  static async start(options: TossSandboxOptions = {}): Promise<TossSandbox> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
    });
    const { address, port } = server.address() as AddressInfo;
    const sandbox = new TossSandbox(server, `http://${address}:${port}`, options);
    server.on('request', (req, res) => void sandbox.handle(req, res));
    return sandbox;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  // ---- controls (tests) ----

  /** The next call of `endpoint` answers this error, as Toss would, and changes nothing. */
  failNext(endpoint: SandboxEndpoint, fault: SandboxFault): void {
    this.faults.set(endpoint, [...(this.faults.get(endpoint) ?? []), fault]);
  }

  /** The next call of `endpoint` is carried out, then the connection drops before the answer. */
  dropNextAnswer(endpoint: SandboxEndpoint): void {
    this.drops.add(endpoint);
  }

  setLatency(ms: number): void {
    this.latencyMs = ms;
  }

  /** Moves the sandbox's clock on (the 10-minute confirm window). */
  advance(ms: number): void {
    this.clockOffsetMs += ms;
  }

  /** How many times an order was charged: more than one is a double charge. */
  chargesOf(orderId: string): number {
    return this.charges.get(orderId) ?? 0;
  }

  get totalCharges(): number {
    return [...this.charges.values()].reduce((a, b) => a + b, 0);
  }

  paymentOf(orderId: string): TossPayment | undefined {
    const key = this.byOrder.get(orderId);
    return key ? this.payments.get(key) : undefined;
  }

  // ---- HTTP ----

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let answer: Answer;
    let endpoint: SandboxEndpoint | undefined;
    try {
      const secretKey = this.secretKeyOf(req);
      const body = req.method === 'POST' ? await readJson(req) : {};
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      const route = this.route(req.method ?? 'GET', path);
      if (!route) throw new TossFault(404, 'NOT_FOUND', '요청한 리소스를 찾을 수 없습니다.');
      endpoint = route.endpoint;
      if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
      // An injected fault answers before the idempotency store, and is not kept under the key.
      const fault = this.faults.get(route.endpoint)?.shift();
      if (fault) throw new TossFault(fault.status, fault.code, fault.message);
      answer = await this.idempotently(req, secretKey, `${req.method} ${path}`, () =>
        route.run(body as Record<string, unknown>),
      );
    } catch (error) {
      answer = asAnswer(error);
    }
    if (endpoint && this.drops.delete(endpoint)) {
      res.socket?.destroy();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(answer.body));
  }

  private route(
    method: string,
    path: string,
  ): { endpoint: SandboxEndpoint; run: (b: Record<string, unknown>) => Answer } | null {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/sandbox/billing-auth')
      return { endpoint: 'billing-auth', run: (b) => this.registerCard(b) };
    if (method === 'POST' && path === '/sandbox/payments')
      return { endpoint: 'payment-window', run: (b) => this.openSession(b) };
    if (method === 'POST' && path === '/v1/billing/authorizations/issue')
      return { endpoint: 'billing-issue', run: (b) => this.issueBillingKey(b) };
    if (method === 'POST' && (m = /^\/v1\/billing\/([^/]+)$/.exec(path)))
      return { endpoint: 'billing-charge', run: (b) => this.chargeBillingKey(decodeURIComponent(m![1]!), b) };
    if (method === 'POST' && path === '/v1/payments/confirm')
      return { endpoint: 'confirm', run: (b) => this.confirm(b) };
    if (method === 'GET' && (m = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path)))
      return { endpoint: 'lookup', run: () => this.lookup(this.byOrder.get(decodeURIComponent(m![1]!))) };
    if (method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(path)))
      return { endpoint: 'lookup', run: () => this.lookup(decodeURIComponent(m![1]!)) };
    if (method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path)))
      return { endpoint: 'cancel', run: (b) => this.cancel(decodeURIComponent(m![1]!), b) };
    return null;
  }

  private secretKeyOf(req: IncomingMessage): string {
    const header = req.headers.authorization ?? '';
    const decoded = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString() : '';
    const key = decoded.endsWith(':') ? decoded.slice(0, -1) : '';
    if (!/^(test|live)_(sk|gsk)_[A-Za-z0-9_]+$/.test(key))
      throw new TossFault(401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
    return key;
  }

  /** Toss: a repeated key gets the first answer; a repeat while the first runs gets 409. */
  private async idempotently(
    req: IncomingMessage,
    secretKey: string,
    what: string,
    run: () => Answer,
  ): Promise<Answer> {
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof key !== 'string') return run();
    if (key.length > MAX_IDEMPOTENCY_KEY)
      throw new TossFault(400, 'INVALID_REQUEST', 'Idempotency-Key가 너무 깁니다.');
    const slot = `${secretKey}\n${what}\n${key}`;
    const seen = this.idempotent.get(slot);
    if (seen === 'running')
      throw new TossFault(
        409,
        'IDEMPOTENT_REQUEST_PROCESSING',
        '이전 멱등 요청이 처리 중입니다. 잠시 후 다시 시도해주세요.',
      );
    if (seen) return seen;
    this.idempotent.set(slot, 'running');
    // A beat between taking the key and answering, as on a real network: a concurrent repeat sees 409.
    await new Promise((r) => setImmediate(r));
    let answer: Answer;
    try {
      answer = run();
    } catch (error) {
      answer = asAnswer(error);
    }
    // Toss keeps answers to valid requests; a refused key may be retried.
    if (answer.status === 401) this.idempotent.delete(slot);
    else this.idempotent.set(slot, answer);
    return answer;
  }

  private now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  private registerCard(body: Record<string, unknown>): Answer {
    const customerKey = requireString(body, 'customerKey');
    const cardNumber =
      typeof body.cardNumber === 'string' ? body.cardNumber.replace(/\D/g, '') : DEFAULT_CARD;
    if (cardNumber.length < 14)
      throw new TossFault(400, 'INVALID_CARD_NUMBER', '카드번호를 다시 확인해주세요.');
    const authKey = `bln_${randomBytes(12).toString('hex')}`;
    this.authKeys.set(authKey, { customerKey, cardNumber });
    return { status: 200, body: { authKey, customerKey } };
  }

  private openSession(body: Record<string, unknown>): Answer {
    const orderId = requireOrderId(body);
    const amount = requireAmount(body);
    const paymentKey = `tgen_${randomBytes(12).toString('hex')}`;
    this.sessions.set(paymentKey, {
      orderId,
      amount,
      orderName: requireString(body, 'orderName'),
      createdAt: this.now(),
    });
    return { status: 200, body: { paymentKey, orderId, amount } };
  }

  private issueBillingKey(body: Record<string, unknown>): Answer {
    const authKey = requireString(body, 'authKey');
    const customerKey = requireString(body, 'customerKey');
    const auth = this.authKeys.get(authKey);
    if (!auth || auth.customerKey !== customerKey)
      throw new TossFault(400, 'INVALID_AUTHORIZE_AUTH', '유효하지 않은 인증 방식입니다.');
    this.authKeys.delete(authKey);
    const billingKey = randomBytes(24).toString('base64url');
    const card = cardOf(auth.cardNumber);
    this.billingKeys.set(billingKey, { customerKey, card });
    const billing: TossBilling = {
      mId: 'tvivarepublica',
      customerKey,
      authenticatedAt: new Date(this.now()).toISOString(),
      method: '카드',
      billingKey,
      cardCompany: card.issuerCode === '4V' ? '비자' : '신한',
      cardNumber: card.number,
      card,
    };
    return { status: 200, body: billing };
  }

  private chargeBillingKey(billingKey: string, body: Record<string, unknown>): Answer {
    const holder = this.billingKeys.get(billingKey);
    const customerKey = requireString(body, 'customerKey');
    if (!holder || holder.customerKey !== customerKey)
      throw new TossFault(404, 'NOT_FOUND_BILLING_KEY', '빌링키를 찾을 수 없습니다.');
    const orderId = requireOrderId(body);
    const amount = requireAmount(body);
    if (this.byOrder.has(orderId))
      throw new TossFault(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    if (holder.card.number.startsWith(SANDBOX_REJECTED_CARD.slice(0, 8)))
      throw new TossFault(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    return {
      status: 200,
      body: this.approve('BILLING', orderId, requireString(body, 'orderName'), amount, holder.card),
    };
  }

  private confirm(body: Record<string, unknown>): Answer {
    const paymentKey = requireString(body, 'paymentKey');
    const orderId = requireOrderId(body);
    const amount = requireAmount(body);
    if (this.payments.has(paymentKey))
      throw new TossFault(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    const session = this.sessions.get(paymentKey);
    if (!session || session.orderId !== orderId || this.now() - session.createdAt > CONFIRM_WINDOW_MS)
      throw new TossFault(
        404,
        'NOT_FOUND_PAYMENT_SESSION',
        '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      );
    if (session.amount !== amount)
      throw new TossFault(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.');
    this.sessions.delete(paymentKey);
    return {
      status: 200,
      body: this.approve('NORMAL', orderId, session.orderName, amount, cardOf(DEFAULT_CARD), paymentKey),
    };
  }

  private lookup(paymentKey: string | undefined): Answer {
    const payment = paymentKey ? this.payments.get(paymentKey) : undefined;
    if (!payment) throw new TossFault(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    return { status: 200, body: payment };
  }

  private cancel(paymentKey: string, body: Record<string, unknown>): Answer {
    const payment = this.payments.get(paymentKey);
    if (!payment) throw new TossFault(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    const cancelReason = requireString(body, 'cancelReason');
    if (payment.status === 'CANCELED')
      throw new TossFault(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    const amount = typeof body.cancelAmount === 'number' ? body.cancelAmount : payment.balanceAmount;
    if (!Number.isInteger(amount) || amount <= 0 || amount > payment.balanceAmount)
      throw new TossFault(400, 'INVALID_REQUEST', '취소 금액이 올바르지 않습니다.');
    payment.balanceAmount -= amount;
    payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    payment.cancels = [
      ...(payment.cancels ?? []),
      {
        cancelAmount: amount,
        cancelReason,
        canceledAt: new Date(this.now()).toISOString(),
        transactionKey: randomUUID(),
      },
    ];
    this.notify(payment);
    return { status: 200, body: payment };
  }

  private approve(
    type: TossPayment['type'],
    orderId: string,
    orderName: string,
    amount: number,
    card: TossCard,
    paymentKey = `tbill_${randomBytes(12).toString('hex')}`,
  ): TossPayment {
    const at = new Date(this.now()).toISOString();
    const vat = Math.round(amount / 11);
    const payment: TossPayment = {
      mId: 'tvivarepublica',
      version: '2022-11-16',
      paymentKey,
      type,
      orderId,
      orderName,
      status: 'DONE',
      requestedAt: at,
      approvedAt: at,
      totalAmount: amount,
      balanceAmount: amount,
      suppliedAmount: amount - vat,
      vat,
      method: '카드',
      currency: 'KRW',
      card: { ...card, approveNo: String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0'), amount },
      cancels: null,
      receipt: { url: `${this.url}/receipts/${paymentKey}` },
      failure: null,
    };
    this.payments.set(paymentKey, payment);
    this.byOrder.set(orderId, paymentKey);
    this.charges.set(orderId, (this.charges.get(orderId) ?? 0) + 1);
    this.notify(payment);
    return payment;
  }

  /** PAYMENT_STATUS_CHANGED, retried a few times (Toss: 7 times over ~4 days) until we answer 200. */
  private notify(payment: TossPayment): void {
    const url = this.options.webhookUrl;
    if (!url) return;
    const body: TossWebhookBody = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: new Date(this.now()).toISOString(),
      data: structuredClone(payment),
    };
    const attempt = async (n: number): Promise<void> => {
      const status = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (r) => r.status,
        () => 0,
      );
      this.webhooks.push({ body, status });
      if (status !== 200 && n < WEBHOOK_RETRY_MS.length)
        setTimeout(() => void attempt(n + 1), WEBHOOK_RETRY_MS[n]).unref();
    };
    setImmediate(() => void attempt(0));
  }
}

function cardOf(number: string): TossCard {
  const visa = number.startsWith('4');
  return {
    issuerCode: visa ? '4V' : '41',
    acquirerCode: visa ? '4V' : '41',
    number: `${number.slice(0, 8)}****${number.slice(12, 15)}*`,
    cardType: '신용',
    ownerType: '개인',
  };
}

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value)
    throw new TossFault(400, 'INVALID_REQUEST', `${field} 값이 필요합니다.`);
  return value;
}

function requireOrderId(body: Record<string, unknown>): string {
  const orderId = requireString(body, 'orderId');
  if (!/^[A-Za-z0-9_-]{6,64}$/.test(orderId))
    throw new TossFault(
      400,
      'INVALID_REQUEST',
      'orderId는 영문 대소문자, 숫자, -, _ 로 6자 이상 64자 이하여야 합니다.',
    );
  return orderId;
}

function requireAmount(body: Record<string, unknown>): number {
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    throw new TossFault(400, 'INVALID_REQUEST', 'amount 값이 올바르지 않습니다.');
  return amount;
}

function asAnswer(error: unknown): Answer {
  if (error instanceof TossFault)
    return {
      status: error.status,
      body: { code: error.code, message: error.message } satisfies TossErrorBody,
    };
  return {
    status: 500,
    body: { code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 시스템 처리 작업이 실패했습니다.' },
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new TossFault(413, 'INVALID_REQUEST', '요청이 너무 큽니다.');
    chunks.push(chunk as Buffer);
  }
  if (!size) return {};
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed;
  } catch {
    throw new TossFault(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
  }
}
