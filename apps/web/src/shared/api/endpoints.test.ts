import { allRoutes, type HabitsView } from '@maeum/api-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, callEndpoint, fillPath } from './endpoints';
import { setAccessTokenGetter } from './http';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function sent(): { method: string; url: URL; body: unknown } {
  const [url, init] = fetchMock.mock.lastCall!;
  return {
    method: init!.method!,
    url: new URL(String(url), 'http://localhost'),
    body: typeof init!.body === 'string' ? JSON.parse(init!.body) : init!.body,
  };
}

describe('the typed endpoint client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setAccessTokenGetter(() => null);
  });

  it('fills path parameters (encoded) and leaves the rest', () => {
    expect(fillPath('/mood-boosters/:slug/events', { slug: 'a b/c', type: 'opened' })).toEqual({
      path: '/mood-boosters/a%20b%2Fc/events',
      rest: { type: 'opened' },
    });
    expect(() => fillPath('/journal/entries/:id', {})).toThrow(':id');
  });

  it('sends a GET’s input as the query and answers the reply', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const view = { days: [], today: '2026-11-26' } as unknown as HabitsView;
    fetchMock.mockResolvedValueOnce(answer(200, view));
    await expect(api.habits.list({ days: 7 })).resolves.toEqual(view);
    expect(sent()).toMatchObject({ method: 'GET', body: undefined });
    expect(sent().url.pathname).toBe('/api/habits');
    expect(sent().url.searchParams.get('days')).toBe('7');
  });

  it('sends a write’s fields as the body, without its path parameters', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(answer(200, {}));
    await api.habits.save({ date: '2026-11-26', waterGlasses: 3 });
    expect(sent()).toMatchObject({ method: 'PUT', body: { waterGlasses: 3 } });
    expect(sent().url.pathname).toBe('/api/habits/2026-11-26');
    // Only path parameters: an empty object, which a body DTO reads as "nothing changed".
    fetchMock.mockResolvedValueOnce(answer(200, {}));
    await callEndpoint('moodBoosters.activate', { slug: 'orbit' });
    expect(sent()).toMatchObject({ method: 'POST', body: {} });
  });

  it('sends a DELETE’s fields as the body, and none when there are none', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(answer(200, { devices: 0 }));
    await api.pushSubscriptions.unsubscribe({ endpoint: 'https://push.example/1' });
    expect(sent()).toMatchObject({ method: 'DELETE', body: { endpoint: 'https://push.example/1' } });
    fetchMock.mockResolvedValueOnce(answer(204));
    await api.journal.delete({ id: 'e-1' });
    expect(sent()).toMatchObject({ method: 'DELETE', body: undefined });
    expect(sent().url.pathname).toBe('/api/journal/entries/e-1');
  });

  it('has one function for every route of the table', () => {
    for (const [id] of allRoutes()) {
      const [group, name] = id.split('.') as [keyof typeof api, string];
      expect([id, typeof (api[group] as Record<string, unknown>)[name]]).toEqual([id, 'function']);
    }
  });
});
