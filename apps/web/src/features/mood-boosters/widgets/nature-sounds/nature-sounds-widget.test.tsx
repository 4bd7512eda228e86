import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { NatureSoundsWidget } from './nature-sounds-widget';

// jsdom has no Web Audio: a minimal stand-in that records what the widget asks of it.
class FakeParam {
  value = 0;
  setValueAtTime = vi.fn();
  linearRampToValueAtTime = vi.fn();
  exponentialRampToValueAtTime = vi.fn();
  setTargetAtTime = vi.fn((v: number) => {
    this.value = v;
  });
  cancelScheduledValues = vi.fn();
}
class FakeNode {
  gain = new FakeParam();
  frequency = new FakeParam();
  Q = new FakeParam();
  type = '';
  buffer: unknown = null;
  loop = false;
  onended: (() => void) | null = null;
  connect = vi.fn((next: unknown) => next);
  disconnect = vi.fn();
  start = vi.fn();
  stop = vi.fn();
}
const contexts: FakeAudioContext[] = [];
class FakeAudioContext {
  sampleRate = 800;
  currentTime = 0;
  state = 'running';
  destination = new FakeNode();
  created: FakeNode[] = [];
  close = vi.fn(() => {
    this.state = 'closed';
    return Promise.resolve();
  });
  resume = vi.fn(() => Promise.resolve());
  constructor() {
    contexts.push(this);
  }
  private node() {
    const node = new FakeNode();
    this.created.push(node);
    return node;
  }
  createGain = () => this.node();
  createBiquadFilter = () => this.node();
  createBufferSource = () => this.node();
  createOscillator = () => this.node();
  createBuffer = (_channels: number, length: number) => {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  };
}

function setup() {
  const onEvent = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<NatureSoundsWidget onEvent={onEvent} />);
  return { onEvent, user, view };
}

describe('NatureSoundsWidget', () => {
  beforeEach(() => {
    contexts.length = 0;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });

  it('offers 6 sounds and creates the audio context only on the first click', async () => {
    const { user, onEvent } = setup();
    const names = ['Rain', 'Ocean waves', 'Wind', 'Stream', 'Crackling fire', 'Night crickets'];
    for (const name of names) {
      expect(screen.getByRole('button', { name, pressed: false })).toBeInTheDocument();
    }
    expect(contexts).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Rain' }));
    expect(contexts).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Rain' })).toHaveAttribute('aria-pressed', 'true');
    expect(onEvent).toHaveBeenCalledWith('sound_played', { sound: 'rain' });
    expect(contexts[0].created.filter((n) => n.start.mock.calls.length > 0).length).toBeGreaterThan(0);
  });

  it('plays several sounds together, pauses one and stops all', async () => {
    const { user, onEvent } = setup();
    const stopAll = screen.getByRole('button', { name: 'Stop all' });
    expect(stopAll).toBeDisabled();
    for (const name of ['Ocean waves', 'Crackling fire', 'Night crickets']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(contexts).toHaveLength(1);
    const soundList = within(screen.getAllByRole('list')[0]);
    expect(soundList.getAllByRole('button', { pressed: true })).toHaveLength(3);
    expect(screen.getByText('3 sounds playing')).toBeInTheDocument();
    expect(onEvent.mock.calls.map(([, payload]) => payload.sound)).toEqual(['ocean', 'fire', 'crickets']);
    await user.click(screen.getByRole('button', { name: 'Ocean waves' }));
    expect(screen.getByRole('button', { name: 'Ocean waves' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('2 sounds playing')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledTimes(3);
    await user.click(stopAll);
    expect(soundList.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(screen.getByText('Nothing playing')).toBeInTheDocument();
    const sources = contexts[0].created.filter((n) => n.start.mock.calls.length > 0);
    expect(sources.every((n) => n.stop.mock.calls.length > 0)).toBe(true);
  });

  it('sets the master volume', async () => {
    const { user } = setup();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveValue('60');
    await user.click(screen.getByRole('button', { name: 'Wind' }));
    fireEvent.change(slider, { target: { value: '70' } });
    expect(slider).toHaveValue('70');
    expect(slider).toHaveAttribute('aria-valuetext', '70%');
    const master = contexts[0].created[0];
    expect(master.gain.value).toBeCloseTo(0.49);
  });

  it('stops everything when the sleep timer ends', async () => {
    const { user } = setup();
    for (const label of ['Off', '5 min', '15 min', '30 min']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Stream' }));
    await user.click(screen.getByRole('button', { name: '5 min' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Stops in 5:00');
    await act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Stops in 4:00');
    expect(screen.getByRole('button', { name: 'Stream' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => vi.advanceTimersByTime(240_000));
    expect(screen.getByRole('button', { name: 'Stream' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Off' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Sleep timer ended. All sounds stopped.')).toBeInTheDocument();
  });

  it('closes the audio context on unmount', async () => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Rain' }));
    expect(contexts[0].close).not.toHaveBeenCalled();
    view.unmount();
    expect(contexts[0].close).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser has no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    setup();
    expect(screen.getByText("Your browser can't play sounds here.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rain' })).not.toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    setup();
    expect(screen.getByRole('region', { name: '자연의 소리' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '빗소리' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '모두 멈추기' })).toBeDisabled();
  });
});
