import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { signedIn } from './test-helpers';

const view = (items: { id: string; content: string }[], enabled = true) => ({
  enabled,
  limit: 20,
  items: items.map((item) => ({
    ...item,
    sessionId: 's-1',
    sessionTitle: 'Talking about work',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  })),
});

describe('what maeum. remembers', () => {
  it('lists each memory with its session, deletes one in a tap and switches memory off', async () => {
    const api = signedIn({
      'GET /api/memory': {
        status: 200,
        body: view([{ id: 'm-1', content: 'Talked about work; felt stressed' }]),
      },
      'DELETE /api/memory/m-1': { status: 200, body: view([]) },
      'PATCH /api/memory/settings': { status: 200, body: view([], false) },
    });
    renderRoute('/settings');
    const section = (await screen.findByRole('heading', { name: 'What maeum. remembers' })).closest(
      'div',
    )!.parentElement!;
    expect(await within(section).findByText('Talked about work; felt stressed')).toBeVisible();
    expect(within(section).getByText(/From Talking about work/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(
      within(section).getByRole('button', { name: 'Delete this memory: Talked about work; felt stressed' }),
    );
    expect(await within(section).findByText('Nothing remembered yet.')).toBeVisible();
    await user.click(within(section).getByRole('switch', { name: 'Remember my sessions' }));
    await waitFor(() => expect(api.calls('PATCH /api/memory/settings')[0]?.body).toEqual({ enabled: false }));
  });

  it('says when memory is full', async () => {
    signedIn({
      'GET /api/memory': {
        status: 200,
        body: view(Array.from({ length: 20 }, (_, i) => ({ id: `m-${i}`, content: `line ${i}` }))),
      },
    });
    renderRoute('/settings');
    expect(await screen.findByText(/Memory is full \(20 of 20\)/)).toBeVisible();
  });
});
