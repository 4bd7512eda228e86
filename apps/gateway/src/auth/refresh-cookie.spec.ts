import type { FastifyRequest } from 'fastify';
import { RefreshCookie } from './refresh-cookie';

const cookie = new RefreshCookie('https://maeum.example.com');
const from = (headers: Record<string, string>) => () =>
  cookie.assertSameSite({ headers } as unknown as FastifyRequest);

describe('RefreshCookie.assertSameSite', () => {
  it('refuses what the browser marks as coming from another site', () => {
    expect(from({ 'sec-fetch-site': 'cross-site' })).toThrow('Cross-site');
    expect(from({ 'sec-fetch-site': 'same-site', origin: 'https://maeum.example.com' })).toThrow(
      'Cross-site',
    );
  });

  it('falls back to Origin when the browser sends no Sec-Fetch-Site', () => {
    expect(from({ origin: 'https://evil.example' })).toThrow('Cross-site');
    expect(from({ origin: 'https://maeum.example.com' })).not.toThrow();
    expect(from({})).not.toThrow();
  });

  it("takes the browser's same-origin for the page's own origin (the dev server's proxy)", () => {
    expect(from({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' })).not.toThrow();
    expect(from({ 'sec-fetch-site': 'none' })).not.toThrow();
  });
});
