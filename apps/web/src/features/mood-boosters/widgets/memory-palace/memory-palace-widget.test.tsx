import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { type BrowserStore, memoryStore } from '../browser-store';
import { EMPTY_PALACE, type PalaceMemories } from './memory-palace-data';
import { MemoryPalaceWidget } from './memory-palace-widget';

function renderPalace(store: BrowserStore<PalaceMemories> = memoryStore<PalaceMemories>()) {
  const onEvent = vi.fn();
  render(<MemoryPalaceWidget onEvent={onEvent} store={store} />);
  return { onEvent, user: userEvent.setup() };
}

async function enter(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Enter Your Palace' }));
}

describe('MemoryPalaceWidget', () => {
  it('opens on the intro, says where memories are kept, and enters a palace of 4 rooms', async () => {
    const { onEvent, user } = renderPalace();
    expect(
      screen.getByText('Kept only in this browser. Nothing here leaves your device.'),
    ).toBeInTheDocument();
    await enter(user);

    expect(onEvent).toHaveBeenCalledWith('session_started');
    expect(screen.getByRole('heading', { level: 2, name: 'Your palace' })).toHaveFocus();
    const rooms = within(screen.getByRole('list')).getAllByRole('button');
    expect(rooms).toHaveLength(4);
    expect(rooms[0]).toHaveTextContent('🌅');
    expect(rooms[0]).toHaveTextContent('Sunroom');
    expect(rooms[0]).toHaveTextContent('Happy moments');
    expect(rooms[0]).toHaveTextContent('0 memories');
    expect(rooms[0]).toHaveTextContent('Mood: Bright');
    expect(rooms.map((room) => room.textContent)).toEqual([
      expect.stringContaining('Sunroom'),
      expect.stringContaining('Library'),
      expect.stringContaining('Garden'),
      expect.stringContaining('Quiet Room'),
    ]);
  });

  it('saves a memory without a title, as the spec allows, and shows it as untitled', async () => {
    const { user } = renderPalace();
    await enter(user);
    await user.click(screen.getByRole('button', { name: /Sunroom/ }));
    await user.click(screen.getByRole('button', { name: /Add New Memory/ }));
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Memory' }));
    expect(within(screen.getByRole('listitem')).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Untitled memory',
    );
  });

  it('appends a saved memory to its room, keeps it in the browser and records the room', async () => {
    const store = memoryStore<PalaceMemories>();
    const { onEvent, user } = renderPalace(store);
    await enter(user);
    await user.click(screen.getByRole('button', { name: /Library/ }));
    await user.click(screen.getByRole('button', { name: /Add New Memory/ }));
    await user.type(screen.getByLabelText('Title'), '  First day at the new job  ');
    await user.type(screen.getByLabelText('What happened? (optional)'), 'Everyone was kind');
    await user.click(screen.getByRole('radio', { name: /Grateful/ }));
    await user.click(screen.getByRole('button', { name: 'Save Memory' }));

    const memory = screen.getByRole('listitem');
    expect(within(memory).getByRole('heading', { level: 3 })).toHaveTextContent(/^First day at the new job$/);
    expect(memory).toHaveTextContent('Everyone was kind');
    expect(memory).toHaveTextContent('Feeling: Grateful');
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
    expect(memory).toHaveTextContent(`Added ${today}`);
    expect(screen.getByRole('button', { name: /Add New Memory/ })).toHaveFocus();
    expect(onEvent).toHaveBeenCalledWith('added_memory', { room: 'library' });
    expect(store.value?.library).toEqual([
      expect.objectContaining({
        title: 'First day at the new job',
        description: 'Everyone was kind',
        emotion: 'grateful',
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Back to Palace' }));
    expect(screen.getByRole('button', { name: /Library/ })).toHaveTextContent('1 memory');
  });

  it('cancels the add form without saving', async () => {
    const store = memoryStore<PalaceMemories>();
    const { onEvent, user } = renderPalace(store);
    await enter(user);
    await user.click(screen.getByRole('button', { name: /Garden/ }));
    await user.click(screen.getByRole('button', { name: /Add New Memory/ }));
    await user.type(screen.getByLabelText('Title'), 'Not yet');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.getByText('This room is waiting for its first memory.')).toBeInTheDocument();
    expect(onEvent).not.toHaveBeenCalledWith('added_memory', expect.anything());
    expect(store.value).toBeUndefined();
  });

  it('shows memories kept from an earlier visit, and Exit Palace returns to the intro', async () => {
    const store = memoryStore<PalaceMemories>({
      ...EMPTY_PALACE,
      quietRoom: [
        {
          id: 'm1',
          title: 'Grandma’s soup',
          description: '',
          emotion: 'loved',
          dateAdded: '2025-03-02T10:00:00.000Z',
        },
      ],
    });
    const { onEvent, user } = renderPalace(store);
    await enter(user);
    expect(screen.getByRole('button', { name: /Quiet Room/ })).toHaveTextContent('1 memory');
    await user.click(screen.getByRole('button', { name: /Quiet Room/ }));
    expect(screen.getByText('Grandma’s soup')).toBeInTheDocument();
    expect(screen.getByText('Added Mar 2, 2025')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exit Palace' }));
    expect(onEvent).toHaveBeenCalledWith('exited_palace');
    expect(screen.getByRole('button', { name: 'Enter Your Palace' })).toBeInTheDocument();
  });

  it('keeps working with a gentle note when the browser storage cannot be read or written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: BrowserStore<PalaceMemories> = {
      get: () => Promise.reject(new Error('blocked')),
      set: vi.fn(() => Promise.resolve()),
      del: () => Promise.resolve(),
    };
    const { user } = renderPalace(broken);
    expect(await screen.findByText(/We couldn't open the memories kept here before/)).toBeInTheDocument();
    await enter(user);
    await user.click(screen.getByRole('button', { name: /Sunroom/ }));
    await user.click(screen.getByRole('button', { name: /Add New Memory/ }));
    await user.type(screen.getByLabelText('Title'), 'Still here');
    await user.click(screen.getByRole('button', { name: 'Save Memory' }));
    expect(screen.getByText('Still here')).toBeInTheDocument();
    // Nothing read, so nothing is written over what may still be stored.
    expect(broken.set).not.toHaveBeenCalled();
  });

  it('says so when a save fails and keeps the memory on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { ...memoryStore<PalaceMemories>(), set: () => Promise.reject(new Error('quota')) };
    const { user } = renderPalace(failing);
    await enter(user);
    await user.click(screen.getByRole('button', { name: /Sunroom/ }));
    await user.click(screen.getByRole('button', { name: /Add New Memory/ }));
    await user.type(screen.getByLabelText('Title'), 'Picnic');
    await user.click(screen.getByRole('button', { name: 'Save Memory' }));
    expect(await screen.findByText(/couldn't be kept in this browser just now/)).toBeInTheDocument();
    expect(screen.getByText('Picnic')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    const { user } = renderPalace();
    await user.click(await screen.findByRole('button', { name: '궁전에 들어가기' }));
    expect(screen.getByRole('button', { name: /햇살 방/ })).toHaveTextContent('추억 0개');
    expect(screen.getByText('이 브라우저에만 저장돼요. 기기 밖으로 나가지 않아요.')).toBeInTheDocument();
  });
});
