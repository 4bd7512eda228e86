import type {} from '@fastify/cookie';
import { ForbiddenException } from '@nestjs/common';
import { REFRESH_COOKIE, SECURE_REFRESH_COOKIE } from '@maeum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token lives only in an httpOnly, SameSite=Lax cookie: `maeum_rt` on path /api/auth,
 * or `__Host-maeum_rt` (Secure, path /) when the product is served over HTTPS.
 */
export class RefreshCookie {
  private readonly secure: boolean;
  private readonly origin: string;

  constructor(publicUrl: string) {
    this.secure = publicUrl.startsWith('https://');
    this.origin = new URL(publicUrl).origin;
  }

  private get name() {
    return this.secure ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE;
  }

  read(request: FastifyRequest): string | undefined {
    const value = request.cookies?.[this.name];
    return value && value.length <= 200 ? value : undefined;
  }

  set(reply: FastifyReply, token: string, expiresAt: string): void {
    void reply.setCookie(this.name, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: this.secure ? '/' : '/api/auth',
      expires: new Date(expiresAt),
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(this.name, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: this.secure ? '/' : '/api/auth',
    });
  }

  /**
   * Refuses calls from other sites (CSRF, login CSRF): Sec-Fetch-Site, then Origin for browsers
   * that do not send it. A page cannot set either header. `same-origin` is the browser's own word
   * that the page and the API share an origin, so it stands even when that origin is not
   * PUBLIC_URL (the web dev server proxying /api from :5173).
   */
  assertSameSite(request: FastifyRequest): void {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site')
      throw new ForbiddenException({
        code: 'cross_site_request',
        message: 'Cross-site requests are not allowed.',
      });
    if (site === 'same-origin' || site === 'none') return;
    const origin = request.headers.origin;
    if (origin && origin !== this.origin && !isLoopbackPair(origin, this.origin))
      throw new ForbiddenException({
        code: 'cross_site_request',
        message: 'Cross-site requests are not allowed.',
      });
  }
}

// localhost and 127.0.0.1 on the same port are the same developer machine.
function isLoopbackPair(a: string, b: string): boolean {
  const norm = (o: string) => o.replace('://127.0.0.1', '://localhost');
  return norm(a) === norm(b);
}
