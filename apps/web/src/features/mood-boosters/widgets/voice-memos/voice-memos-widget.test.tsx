import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { type BrowserStore, memoryStore } from '../browser-store';
import type { VoiceMemo } from './voice-memos-data';
import { VoiceMemosWidget } from './voice-memos-widget';

/** jsdom has no MediaRecorder: this one hands over one chunk when stopped, like a browser. */
class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = vi.fn((_type: string) => true);
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start = vi.fn((_timeslice?: number) => {
    this.state = 'recording';
  });
  stop = vi.fn(() => {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  });
  constructor(
    readonly stream: unknown,
    readonly options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeRecorder.instances.push(this);
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();
const play = vi.fn();
const pause = vi.fn();
let urlCount = 0;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeRecorder.instances = [];
  FakeRecorder.isTypeSupported.mockReturnValue(true);
  track.stop.mockClear();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  urlCount = 0;
  URL.createObjectURL = vi.fn(() => `blob:memo-${++urlCount}`);
  URL.revokeObjectURL = vi.fn();
  play.mockReset().mockResolvedValue(undefined);
  pause.mockReset();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderMemos(store: BrowserStore<VoiceMemo[]> = memoryStore<VoiceMemo[]>()) {
  const onEvent = vi.fn();
  const { unmount } = render(<VoiceMemosWidget onEvent={onEvent} store={store} />);
  return { onEvent, unmount, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

async function record(user: ReturnType<typeof userEvent.setup>, seconds: number) {
  await user.click(await screen.findByRole('button', { name: 'Start Recording' }));
  const stop = await screen.findByRole('button', { name: 'Stop Recording' });
  act(() => vi.advanceTimersByTime(seconds * 1000));
  await user.click(stop);
}

const storedMemo = (n: number, title: string | null = null): VoiceMemo => ({
  id: `m${n}`,
  number: n,
  title,
  audio: new Blob(['x'], { type: 'audio/webm' }),
  durationSeconds: 65,
  createdAt: '2025-04-01T12:00:00.000Z',
});

describe('VoiceMemosWidget', () => {
  it('starts empty, with the timer at 0:00 and a note that memos stay in this browser', async () => {
    renderMemos();
    expect(await screen.findByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByText(/No memos yet/)).toBeInTheDocument();
    expect(
      screen.getByText('Kept only in this browser. Nothing here leaves your device.'),
    ).toBeInTheDocument();
  });

  it('records mono 44100 Hz webm opus in 1 s chunks, ticking each second', async () => {
    const { onEvent, user } = renderMemos();
    await user.click(await screen.findByRole('button', { name: 'Start Recording' }));

    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { channelCount: 1, sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
    });
    await screen.findByRole('button', { name: 'Stop Recording' });
    const recorder = FakeRecorder.instances[0];
    expect(recorder?.options).toEqual({ mimeType: 'audio/webm;codecs=opus' });
    expect(recorder?.start).toHaveBeenCalledWith(1000);
    expect(onEvent).toHaveBeenCalledWith('recording_started');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:05');
  });

  it('uses the browser default format when webm opus is not supported', async () => {
    FakeRecorder.isTypeSupported.mockReturnValue(false);
    const { user } = renderMemos();
    await user.click(await screen.findByRole('button', { name: 'Start Recording' }));
    expect(FakeRecorder.instances[0]?.options).toBeUndefined();
  });

  it("adds 'Voice Memo N' at the top on stop, shows its length and releases the microphone", async () => {
    const store = memoryStore<VoiceMemo[]>();
    const { onEvent, user } = renderMemos(store);
    await record(user, 5);

    expect(track.stop).toHaveBeenCalled();
    expect(onEvent).toHaveBeenCalledWith('memo_created', { seconds: 5 });
    expect(screen.getByRole('button', { name: 'Start Recording' })).toHaveFocus();
    await record(user, 3);

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Voice Memo 2');
    expect(items[0]).toHaveTextContent('0:03');
    expect(items[1]).toHaveTextContent('Voice Memo 1');
    expect(items[1]).toHaveTextContent('0:05');
    expect(screen.getByRole('heading', { name: 'Your memos (2)' })).toBeInTheDocument();
    expect(store.value?.map((memo) => [memo.number, memo.durationSeconds, memo.audio.type])).toEqual([
      [2, 3, 'audio/webm;codecs=opus'],
      [1, 5, 'audio/webm;codecs=opus'],
    ]);
  });

  it('plays one memo at a time and toggles play/pause', async () => {
    const { onEvent, user } = renderMemos(memoryStore([storedMemo(2), storedMemo(1)]));
    // Each memo's audio URL is made just after the list shows (its download link appears then).
    await screen.findByRole('link', { name: 'Download Voice Memo 1' });
    await user.click(screen.getByRole('button', { name: 'Play Voice Memo 1' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith('memo_played', { seconds: 65 });
    expect(screen.getByRole('button', { name: 'Pause Voice Memo 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play Voice Memo 2' }));
    expect(screen.getByRole('button', { name: 'Play Voice Memo 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Voice Memo 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause Voice Memo 2' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play Voice Memo 2' })).toBeInTheDocument();
  });

  it('renames inline: Enter saves, Escape cancels, a blank name keeps the old title', async () => {
    const store = memoryStore([storedMemo(1)]);
    const { user } = renderMemos(store);
    await user.click(await screen.findByRole('button', { name: 'Rename Voice Memo 1' }));
    const field = screen.getByRole('textbox', { name: 'New name for Voice Memo 1' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Morning worries{Enter}');
    expect(screen.getByText('Morning worries')).toBeInTheDocument();
    expect(store.value?.[0]?.title).toBe('Morning worries');
    expect(screen.getByRole('button', { name: 'Rename Morning worries' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rename Morning worries' }));
    await user.type(screen.getByRole('textbox'), ' and more{Escape}');
    expect(screen.getByText('Morning worries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Morning worries' }));
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '   {Enter}');
    expect(screen.getByText('Morning worries')).toBeInTheDocument();
    expect(store.value?.[0]?.title).toBe('Morning worries');
  });

  it('offers a .webm download named after the memo', async () => {
    renderMemos(memoryStore([storedMemo(1, 'Kind words')]));
    const link = await screen.findByRole('link', { name: 'Download Kind words' });
    expect(link).toHaveAttribute('download', 'Kind words.webm');
    expect(link).toHaveAttribute('href', 'blob:memo-1');
    expect(screen.getByText('1:05')).toBeInTheDocument();
  });

  it('deletes a memo and frees its audio', async () => {
    const store = memoryStore([storedMemo(2), storedMemo(1)]);
    const { onEvent, user } = renderMemos(store);
    await user.click(await screen.findByRole('button', { name: 'Delete Voice Memo 2' }));

    expect(screen.queryByText('Voice Memo 2')).not.toBeInTheDocument();
    expect(screen.getByText('Voice Memo 1')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:memo-1');
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:memo-2');
    expect(onEvent).toHaveBeenCalledWith('memo_deleted');
    expect(store.value?.map((memo) => memo.id)).toEqual(['m1']);
  });

  it('logs a microphone failure and says so gently', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { onEvent, user } = renderMemos();
    await user.click(await screen.findByRole('button', { name: 'Start Recording' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach your microphone. Check the browser's permission and try again.",
    );
    expect(error).toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalledWith('recording_started');
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  });

  it('releases the microphone and keeps the recording when it goes away mid-recording', async () => {
    const store = memoryStore<VoiceMemo[]>();
    const { unmount, user } = renderMemos(store);
    await user.click(await screen.findByRole('button', { name: 'Start Recording' }));
    act(() => vi.advanceTimersByTime(2000));
    unmount();

    expect(FakeRecorder.instances[0]?.stop).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
    await vi.waitFor(() => expect(store.value).toHaveLength(1));
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    renderMemos(memoryStore([storedMemo(1)]));
    expect(await screen.findByRole('button', { name: '녹음 시작' })).toBeInTheDocument();
    expect(screen.getByText('음성 메모 1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list')).getByRole('button', { name: '음성 메모 1 재생' }),
    ).toBeInTheDocument();
  });
});
