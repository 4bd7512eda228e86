import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A push message the loopback push service took, decrypted with the subscription's keys. */
export interface ReceivedPush {
  subscriptionId: string;
  ttl: number;
  /** The VAPID claims the sender signed (aud, exp, sub), its signature checked. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  payload: string;
}

interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  gone: boolean;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A push service on loopback that follows the Web Push protocol: RFC 8030 (POST to the
 * subscription's endpoint, TTL header, 201 Created), RFC 8291 message encryption (aes128gcm,
 * RFC 8188) and RFC 8292 VAPID (an ES256 JWT for the endpoint's origin, with the sender's key).
 * `subscribe()` makes a browser-like subscription (its own P-256 key pair and auth secret);
 * every message is decrypted and its VAPID token verified, or refused with 400/401/403 as a real
 * push service would. `expire()` makes a subscription answer 410 Gone from then on.
 * Push services speak HTTPS only (so does `web-push`): the server has a certificate of its own for
 * 127.0.0.1, made by openssl at start; `caFile` is for the sender's NODE_EXTRA_CA_CERTS.
 */
export class WebPushServer {
  readonly received: ReceivedPush[] = [];
  readonly refused: { subscriptionId: string; status: number; reason: string }[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private waiters: (() => void)[] = [];
  private server?: Server;
  private dir?: string;

  /** The certificate the sender must trust (set NODE_EXTRA_CA_CERTS to it). */
  get caFile(): string {
    if (!this.dir) throw new Error('WebPushServer is not started');
    return join(this.dir, 'cert.pem');
  }

  get origin(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('WebPushServer is not started');
    return `https://127.0.0.1:${address.port}`;
  }

  async start(): Promise<string> {
    this.dir = mkdtempSync(join(tmpdir(), 'web-push-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(this.dir, 'key.pem'),
        '-out',
        join(this.dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    this.server = createServer(
      { key: readFileSync(join(this.dir, 'key.pem')), cert: readFileSync(this.caFile) },
      (req, res) => void this.handle(req, res),
    );
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.origin;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  /** A new subscription, as PushSubscription.toJSON() gives it in a browser. */
  subscribe(): { id: string; endpoint: string; keys: { p256dh: string; auth: string } } {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscribers.set(id, { ecdh, auth, gone: false });
    return {
      id,
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    };
  }

  /** The subscription is gone (the browser unsubscribed): its endpoint answers 410. */
  expire(id: string): void {
    const subscriber = this.subscribers.get(id);
    if (subscriber) subscriber.gone = true;
  }

  /** Resolves once a message for the subscription has come (no polling: woken by each message). */
  async waitFor(subscriptionId: string, timeoutMs = 15_000): Promise<ReceivedPush> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((r) => r.subscriptionId === subscriptionId);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No push for ${subscriptionId} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/push\/([0-9a-f-]{36})$/.exec(req.url ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const subscriber = match ? this.subscribers.get(match[1]!) : undefined;
    const answer = (status: number, reason = '') => {
      if (match && status >= 400) this.refused.push({ subscriptionId: match[1]!, status, reason });
      res.writeHead(status, status === 201 ? { location: `${this.origin}/message/${randomUUID()}` } : {});
      res.end(reason);
      for (const wake of this.waiters.splice(0)) wake();
    };
    if (req.method !== 'POST' || !match || !subscriber) return answer(404, 'No such subscription');
    if (subscriber.gone) return answer(410, 'Subscription expired');
    const ttl = Number(req.headers['ttl']);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'TTL header missing');
    if (req.headers['content-encoding'] !== 'aes128gcm')
      return answer(415, 'Content-Encoding must be aes128gcm');
    let vapid: ReceivedPush['vapid'];
    try {
      vapid = this.checkVapid(String(req.headers['authorization'] ?? ''));
    } catch (error) {
      return answer(401, (error as Error).message);
    }
    let payload: string;
    try {
      payload = decrypt(body, subscriber);
    } catch (error) {
      return answer(400, `Cannot decrypt: ${(error as Error).message}`);
    }
    this.received.push({ subscriptionId: match[1]!, ttl, vapid, payload });
    answer(201);
  }

  /** RFC 8292: `vapid t=<JWT>, k=<public key>`; ES256 over the endpoint's origin, not expired. */
  private checkVapid(header: string): ReceivedPush['vapid'] {
    const found = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
    if (!found) throw new Error('Authorization must be vapid t=…, k=…');
    const [, jwt, k] = found as unknown as [string, string, string];
    const [head, claims, signature] = jwt.split('.');
    if (!head || !claims || !signature) throw new Error('Malformed JWT');
    if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256')
      throw new Error('alg must be ES256');
    const raw = Buffer.from(k, 'base64url');
    if (raw.length !== 65 || raw[0] !== 4) throw new Error('k must be an uncompressed P-256 key');
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
      format: 'jwk',
    });
    const ok = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!ok) throw new Error('VAPID signature does not verify');
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    };
    if (body.aud !== this.origin) throw new Error(`aud must be ${this.origin}`);
    if (!(body.exp > Date.now() / 1000) || body.exp > Date.now() / 1000 + 24 * 3600)
      throw new Error('exp out of range');
    if (!/^(mailto:|https:)/.test(body.sub ?? '')) throw new Error('sub must be mailto: or https:');
    return { ...body, publicKey: k };
  }
}

/** RFC 8291 + RFC 8188, a single record: the keys from ECDH and the auth secret, then AES-128-GCM. */
function decrypt(body: Buffer, { ecdh, auth }: Subscriber): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}
