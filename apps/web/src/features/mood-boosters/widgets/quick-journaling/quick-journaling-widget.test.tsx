import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { type BrowserStore, memoryStore } from '../browser-store';
import en from './locales/en.json';
import type { QuickJournalEntry } from './quick-journaling-data';
import { QuickJournalingWidget } from './quick-journaling-widget';

const promptsOf = (focus: keyof typeof en.prompts) => Object.values(en.prompts[focus]);

function renderJournal(store: BrowserStore<QuickJournalEntry[]> = memoryStore<QuickJournalEntry[]>()) {
  const onEvent = vi.fn();
  render(<QuickJournalingWidget onEvent={onEvent} store={store} />);
  return { onEvent, user: userEvent.setup() };
}

async function promptText() {
  const label = await screen.findByText('Your prompt');
  return label.nextElementSibling?.textContent ?? '';
}

describe('QuickJournalingWidget', () => {
  it('offers 4 focuses, starting on emotions with one of its prompts', async () => {
    renderJournal();
    const focuses = await screen.findAllByRole('radio');
    expect(focuses.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Emotions'),
      expect.stringContaining('Gratitude'),
      expect.stringContaining('Reflection'),
      expect.stringContaining('Release'),
    ]);
    expect(screen.getByRole('radio', { name: /Emotions/ })).toBeChecked();
    expect(promptsOf('emotions')).toContain(await promptText());
    expect(
      screen.getByText('Kept only in this browser. Nothing here leaves your device.'),
    ).toBeInTheDocument();
  });

  it('has at least 5 prompts in every focus, in English and Korean alike', async () => {
    const ko = (await import('./locales/ko.json')).default;
    for (const focus of ['emotions', 'gratitude', 'reflection', 'release'] as const) {
      expect(promptsOf(focus).length).toBeGreaterThanOrEqual(5);
      expect(Object.keys(ko.prompts[focus])).toEqual(Object.keys(en.prompts[focus]));
    }
  });

  it("'New prompt' always gives a different prompt of the same focus", async () => {
    const { user } = renderJournal();
    let previous = await promptText();
    for (let round = 0; round < 12; round += 1) {
      await user.click(screen.getByRole('button', { name: 'New prompt' }));
      const next = await promptText();
      expect(next).not.toBe(previous);
      expect(promptsOf('emotions')).toContain(next);
      previous = next;
    }
  });

  it('changing focus shows a prompt of the new focus', async () => {
    const { user } = renderJournal();
    await user.click(await screen.findByRole('radio', { name: /Release/ }));
    expect(promptsOf('release')).toContain(await promptText());
    await user.click(screen.getByRole('radio', { name: /Gratitude/ }));
    expect(promptsOf('gratitude')).toContain(await promptText());
  });

  it('keeps Save Entry disabled and inert until there are words', async () => {
    const { onEvent, user } = renderJournal();
    const save = await screen.findByRole('button', { name: 'Save Entry' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Write a few words to save your entry.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your words'), '   ');
    expect(save).toBeDisabled();
    await user.click(save);
    expect(onEvent).not.toHaveBeenCalled();
    expect(screen.queryByText(/Your recent entries/)).not.toBeInTheDocument();
  });

  it('saves at the top, clears text and mood, moves to another prompt, and records only focus and mood', async () => {
    const store = memoryStore<QuickJournalEntry[]>();
    const { onEvent, user } = renderJournal(store);
    await user.click(await screen.findByRole('radio', { name: /Reflection/ }));
    const firstPrompt = await promptText();
    await user.type(screen.getByLabelText('Your words'), 'I asked for help today');
    await user.click(screen.getByRole('button', { name: 'Anxious' }));
    expect(screen.getByRole('button', { name: 'Anxious' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    expect(onEvent).toHaveBeenCalledWith('entry_saved', { focus: 'reflection', mood: 'anxious' });
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain('help');
    expect(screen.getByLabelText('Your words')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Anxious' })).toHaveAttribute('aria-pressed', 'false');
    const secondPrompt = await promptText();
    expect(secondPrompt).not.toBe(firstPrompt);
    expect(promptsOf('reflection')).toContain(secondPrompt);

    await user.type(screen.getByLabelText('Your words'), 'Second thought');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(onEvent).toHaveBeenLastCalledWith('entry_saved', { focus: 'reflection', mood: 'none' });

    expect(screen.getByRole('heading', { name: 'Your recent entries (2)' })).toBeInTheDocument();
    const items = within(screen.getByRole('region', { name: 'Your recent entries (2)' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Second thought');
    expect(items[0]).toHaveTextContent(`Prompt: ${secondPrompt}`);
    expect(items[1]).toHaveTextContent('I asked for help today');
    expect(items[1]).toHaveTextContent('Anxious');
    expect(items[1]).toHaveTextContent('Reflection');
    expect(store.value?.map((entry) => [entry.content, entry.mood, entry.category])).toEqual([
      ['Second thought', null, 'reflection'],
      ['I asked for help today', 'anxious', 'reflection'],
    ]);
  });

  it('lets a chosen mood be taken back', async () => {
    const { user } = renderJournal();
    const calm = await screen.findByRole('button', { name: 'Calm' });
    await user.click(calm);
    expect(calm).toHaveAttribute('aria-pressed', 'true');
    await user.click(calm);
    expect(calm).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows entries kept earlier in a list of at most 24rem that scrolls', async () => {
    const entry = (n: number): QuickJournalEntry => ({
      id: `e${n}`,
      prompt: 'p1',
      content: `Entry ${n}`,
      mood: null,
      timestamp: '2025-05-01T09:00:00.000Z',
      category: 'gratitude',
    });
    renderJournal(memoryStore([entry(1), entry(2), entry(3)]));
    const list = await screen.findByRole('region', { name: 'Your recent entries (3)' });
    expect(list).toHaveClass('max-h-96', 'overflow-y-auto');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Entry 1');
  });

  it('Clear all asks first, then empties the list and goes back to emotions', async () => {
    const store = memoryStore<QuickJournalEntry[]>();
    const { user } = renderJournal(store);
    await user.click(await screen.findByRole('radio', { name: /Release/ }));
    await user.type(screen.getByLabelText('Your words'), 'Letting go');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep them' }));
    expect(screen.getByText('Letting go')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByText('Letting go')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your recent entries/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Emotions/ })).toBeChecked();
    expect(promptsOf('emotions')).toContain(await promptText());
    expect(store.value).toEqual([]);
    await vi.waitFor(() => expect(screen.getByLabelText('Your words')).toHaveFocus());
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    renderJournal();
    expect(await screen.findByRole('button', { name: '저장하기' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /감사/ })).toBeInTheDocument();
    expect(screen.getByText('몇 글자라도 적으면 저장할 수 있어요.')).toBeInTheDocument();
  });
});
