import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** CSP and friends: same-origin everything, the SPA's own inline bootstrap script by hash only. */
export function helmetOptions(publicUrl: string, inlineScriptHashes: string[]): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https://');
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptHashes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'media-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    // No page address ever leaves the site (reset links carry a token; paths say what someone reads).
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  };
}

export interface SecurityHeaders {
  /** Header name and value, in the order helmet sets them. */
  set: [string, string][];
  /** Headers helmet removes (X-Powered-By). */
  remove: string[];
}

/**
 * The headers helmet sends for these options, worked out once. Our policy has no per-request parts
 * (no nonces, no directive functions), so every response gets the same headers; @fastify/helmet
 * would rebuild the whole helmet middleware, CSP parsing included, on every request.
 */
export function securityHeaders(options: FastifyHelmetOptions): SecurityHeaders {
  const { enableCSPNonces, global: _global, ...helmetConfiguration } = options;
  if (enableCSPNonces) throw new Error('CSP nonces differ per request: they cannot be precomputed');
  const set = new Map<string, [string, string]>();
  const remove: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      remove.push(name);
    },
  };
  let failure: unknown;
  helmet(helmetConfiguration)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return { set: [...set.values()], remove };
}
