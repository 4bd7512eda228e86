import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

/** How long a device that signed in stays known without signing in again. */
const KNOWN_FOR_MS = 90 * 24 * 60 * 60 * 1000;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * Devices that have signed in to an account before (OWASP's device cookies against lock-out by
 * strangers): a random id in an httpOnly cookie, and in Redis which accounts it signed in to.
 * Wrong passwords from elsewhere never hold a known device back. Redis away: every device is
 * unknown, so the ordinary limits apply; nothing is refused for it.
 */
@Injectable()
export class KnownDevices {
  private readonly secure: boolean;
  private readonly prefix: string;

  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {
    this.secure = runtime.config.PUBLIC_URL.startsWith('https://');
    this.prefix = `${runtime.config.MESSAGING_NAMESPACE}:device`;
  }

  private get cookieName() {
    return this.secure ? '__Host-maeum_dev' : 'maeum_dev';
  }

  /** The device id the browser sent, when it is one of ours in shape. */
  read(request: FastifyRequest): string | undefined {
    const value = request.cookies?.[this.cookieName];
    return value && DEVICE_ID.test(value) ? value : undefined;
  }

  newId(): string {
    return randomBytes(32).toString('base64url');
  }

  /** Sets (or renews) the browser's device cookie. */
  setCookie(reply: FastifyReply, id: string): void {
    void reply.setCookie(this.cookieName, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: this.secure ? '/' : '/api/auth',
      maxAge: KNOWN_FOR_MS / 1000,
    });
  }

  async isKnown(account: string, device: string | undefined): Promise<boolean> {
    if (!device) return false;
    try {
      return (await this.runtime.redis.exists(this.key(account, device))) === 1;
    } catch {
      return false;
    }
  }

  async remember(account: string, device: string): Promise<void> {
    await this.runtime.redis.set(this.key(account, device), '1', 'PX', KNOWN_FOR_MS).catch(() => undefined);
  }

  private key(account: string, device: string) {
    return `${this.prefix}:${digest(account)}:${digest(device)}`;
  }
}
