import type { JournalAnalysisView, JournalEntryView } from '@maeum/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meBody, mockSignedIn } from '../../../test/signed-in';
import { renderRoute } from '../../../test/render-route';

const analysis: JournalAnalysisView = {
  moodTag: 'anxious',
  emotionTags: ['anxiety', 'calm'],
  greenFlags: ['You moved your body — it helps the mind settle.'],
  redFlags: [],
  reframingSuggestion: 'Worry is trying to protect you.',
  toneSummary: 'Mostly anxiety, with some calm.',
  createdAt: '2026-11-25T08:00:00.000Z',
};
const entry: JournalEntryView = {
  id: 'e-1',
  title: null,
  content: 'A very long first line that goes on past forty characters\nand a second line',
  mood: 'anxious',
  tags: ['work'],
  isPrivate: true,
  createdAt: new Date().toISOString(),
  analysis,
};

describe('the journal page', () => {
  it('shows the prompt, the entries with their analyses, and filters by a theme', async () => {
    const api = mockSignedIn(meBody(), {
      'journal.prompt': {
        status: 200,
        body: { prompt: 'What felt heavy today?', date: '2026-11-25', yesterday: 'anxiety' },
      },
      'journal.weeklySummary': { status: 200, body: null },
      'journal.list': { status: 200, body: [entry] },
    });
    renderRoute('/journal');
    expect(await screen.findByText('What felt heavy today?')).toBeVisible();
    expect(screen.getByText('Yesterday you mentioned: anxiety')).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'A very long first line that goes on p…' }),
    ).toBeVisible();
    expect(screen.getByText('Your weekly recap appears here after a few entries.')).toBeVisible();
    const card = screen
      .getByRole('heading', { name: 'A very long first line that goes on p…' })
      .closest('li')!;
    expect(within(card).getByText('Private')).toBeVisible();
    expect(within(card).getByText('“Worry is trying to protect you.”')).toBeVisible();
    await userEvent.setup().click(within(card).getByRole('button', { name: '#calm' }));
    expect(await screen.findByText('Showing entries with #calm')).toBeVisible();
    await waitFor(() => expect(api.calls('journal.list').at(-1)!.url.searchParams.get('tag')).toBe('calm'));
  });

  it('saves an entry as written, and waits for words before saving', async () => {
    const user = userEvent.setup();
    const api = mockSignedIn(meBody(), {
      'journal.prompt': {
        status: 200,
        body: { prompt: 'What felt heavy today?', date: '2026-11-25', yesterday: null },
      },
      'journal.weeklySummary': { status: 200, body: null },
      'journal.list': { status: 200, body: [] },
      'journal.create': { status: 201, body: { ...entry, id: 'e-2', analysis: null } },
      'GET /api/journal/entries/e-2/analysis': { status: 200, body: analysis },
    });
    renderRoute('/journal');
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'New Entry' })[0]!);
    const content = screen.getByLabelText("What's on your mind?");
    const save = screen.getByRole('button', { name: 'Save entry' });
    expect(save).toBeDisabled();
    await user.type(content, '   ');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please write something before saving.');
    await user.clear(content);
    await user.type(content, 'I went for a walk.');
    await user.type(screen.getByLabelText('Title (optional)'), '  Walk  ');
    await user.click(screen.getByText('calm', { selector: 'label' }));
    await user.type(screen.getByLabelText('Tags (comma-separated)'), 'nature, , walks');
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.click(save);
    await waitFor(() => expect(api.calls('journal.create')).toHaveLength(1));
    expect(api.calls('journal.create')[0]!.body).toEqual({
      title: 'Walk',
      content: 'I went for a walk.',
      mood: 'calm',
      tags: 'nature, , walks',
      isPrivate: false,
    });
    expect(await screen.findByRole('heading', { level: 2, name: /AI Analysis/ })).toBeVisible();
  });
});
