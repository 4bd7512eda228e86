import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JournalEntryView } from '@maeum/api-types';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { meBody, mockSignedIn } from '../../../test/signed-in';
import { renderRoute } from '../../../test/render-route';

const saved: JournalEntryView = {
  id: 'e-9',
  title: null,
  content: 'Lunch in the sun.',
  mood: '🥰',
  tags: [],
  isPrivate: false,
  createdAt: new Date().toISOString(),
  analysis: null,
};

describe('the quick entry (the modal form)', () => {
  it('offers 10 mood emojis that toggle on and off, is public by default, and saves the emoji', async () => {
    const api = mockSignedIn(meBody(), {
      'journal.prompt': {
        status: 200,
        body: { prompt: 'What helped today?', date: '2026-11-25', yesterday: null },
      },
      'journal.create': { status: 201, body: saved },
    });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quick entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'A quick entry' });
    const moods = within(dialog).getByRole('group', { name: 'How are you feeling?' });
    expect(within(moods).getAllByRole('button')).toHaveLength(10);
    const loved = within(moods).getByRole('button', { name: 'loved' });
    await user.click(loved);
    expect(loved).toHaveAttribute('aria-pressed', 'true');
    await user.click(loved);
    expect(loved).toHaveAttribute('aria-pressed', 'false');
    await user.click(loved);
    expect(within(dialog).getByRole('radio', { name: 'Public' })).toBeChecked();
    await user.type(within(dialog).getByLabelText("What's on your mind?"), 'Lunch in the sun.');
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(
      await screen.findByText('Your entry is encrypted and secure. Only you can read it.'),
    ).toBeVisible();
    expect(api.calls('journal.create')[0]!.body).toMatchObject({
      content: 'Lunch in the sun.',
      mood: '🥰',
      isPrivate: false,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a save pressed again after a failure carries the same Idempotency-Key; changed words a new one', async () => {
    let posts = 0;
    const api = mockSignedIn(meBody(), {
      'journal.prompt': {
        status: 200,
        body: { prompt: 'What helped today?', date: '2026-11-25', yesterday: null },
      },
      // The first save fails (a 500 is not tried again by itself); the person presses Save again.
      'journal.create': () => {
        posts += 1;
        return posts === 1
          ? { status: 500, body: { statusCode: 500, code: 'internal_error', message: 'Oops' } }
          : { status: 201, body: saved };
      },
    });
    renderRoute('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quick entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'A quick entry' });
    const box = within(dialog).getByLabelText("What's on your mind?");
    await user.type(box, 'Lunch in the sun.');
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    await vi.waitFor(() => expect(posts).toBe(1));
    await user.click(await within(dialog).findByRole('button', { name: 'Save entry' }));
    expect(
      await screen.findByText('Your entry is encrypted and secure. Only you can read it.'),
    ).toBeVisible();
    const keys = api.calls('journal.create').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);

    // The next entry is a new save with a key of its own.
    await user.click(await screen.findByRole('button', { name: 'Quick entry' }));
    const next = await screen.findByRole('dialog', { name: 'A quick entry' });
    await user.type(within(next).getByLabelText("What's on your mind?"), 'Dinner with friends.');
    await user.click(within(next).getByRole('button', { name: 'Save entry' }));
    await vi.waitFor(() => expect(api.calls('journal.create')).toHaveLength(3));
    expect(api.calls('journal.create')[2]!.headers.get('Idempotency-Key')).not.toBe(keys[0]);
  });

  it('names the emojis in Korean', async () => {
    await i18n.changeLanguage('ko');
    mockSignedIn(meBody({ language: 'ko' }), {
      'journal.prompt': {
        status: 200,
        body: { prompt: '오늘 도움이 된 것은?', date: '2026-11-25', yesterday: null },
      },
    });
    renderRoute('/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: '빠른 기록' }));
    const dialog = await screen.findByRole('dialog', { name: '짧게 기록하기' });
    expect(within(dialog).getByRole('button', { name: '피곤해요' })).toHaveTextContent('😴');
  });
});
