import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Serves index.html for browser navigations to paths the SPA routes itself (history fallback).
 * Also reports the hashes of index.html's inline scripts so the CSP can allow exactly those.
 */
export class SpaFallback {
  readonly root: string;
  private readonly indexHtml?: string;

  constructor(webDist: string) {
    this.root = resolve(webDist);
    const index = join(this.root, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  accepts(request: FastifyRequest): boolean {
    if (!this.indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0];
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      path === '/metrics' ||
      path.startsWith('/.well-known/')
    )
      return false;
    // A missing file with an extension (/assets/x.js) is a real 404, not a page.
    return !/\.[a-z0-9]{1,8}$/i.test(path);
  }

  send(reply: FastifyReply): void {
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
  }

  inlineScriptHashes(): string[] {
    if (!this.indexHtml) return [];
    const hashes: string[] = [];
    for (const match of this.indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
    }
    return hashes;
  }
}
