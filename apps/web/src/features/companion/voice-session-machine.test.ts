import type { CrisisLine, SessionView } from '@maeum/api-types';
import { describe, expect, it } from 'vitest';
import {
  initialVoiceSession,
  micAvailable,
  voiceSessionReducer,
  type VoiceEvent,
  type VoiceSessionView,
} from './voice-session-machine';

const session = { id: 'session-1' } as SessionView;
const line = (label: string) => ({ label: { en: label, ko: label } }) as unknown as CrisisLine;
const run = (events: VoiceEvent[], from: VoiceSessionView = initialVoiceSession) =>
  events.reduce(voiceSessionReducer, from);
const ready = run([{ type: 'started', session }]);

describe('voice session machine', () => {
  it('starts in the startup sequence, idle, with nothing pinned and the microphone usable', () => {
    expect(initialVoiceSession).toMatchObject({
      phase: 'startup',
      step: 0,
      state: 'idle',
      subtitle: '',
      crisisLines: null,
      concernLines: null,
      session: null,
      serverListens: true,
      micBlocked: false,
    });
  });

  it('walks the startup steps, then is ready with the started session', () => {
    const steps = run([
      { type: 'startupStep', step: 1 },
      { type: 'startupStep', step: 2 },
    ]);
    expect(steps).toMatchObject({ phase: 'startup', step: 2 });
    expect(voiceSessionReducer(steps, { type: 'started', session })).toMatchObject({
      phase: 'ready',
      session,
    });
  });

  it('stops at the limit or fails when the session cannot start', () => {
    expect(run([{ type: 'startFailed', reason: 'limit' }]).phase).toBe('limit');
    expect(run([{ type: 'startFailed', reason: 'failed' }]).phase).toBe('failed');
  });

  it('goes listen → think → speak → idle through a turn, the subtitle showing what was heard then said', () => {
    const listening = run([{ type: 'listen' }], ready);
    expect(listening.state).toBe('listening');
    const thinking = voiceSessionReducer(listening, { type: 'heard', text: 'I feel tired' });
    expect(thinking).toMatchObject({ state: 'processing', subtitle: 'I feel tired' });
    const speaking = voiceSessionReducer(thinking, { type: 'say', sentence: 'That sounds heavy.' });
    expect(speaking).toMatchObject({ state: 'speaking', subtitle: 'That sounds heavy.' });
    expect(voiceSessionReducer(speaking, { type: 'settle' })).toMatchObject({
      state: 'idle',
      subtitle: 'That sounds heavy.',
    });
  });

  it('thinks while a recording is transcribed', () => {
    expect(run([{ type: 'listen' }, { type: 'transcribe' }], ready).state).toBe('processing');
  });

  it('offers the microphone only in a live session and not while a reply is awaited', () => {
    expect(micAvailable(initialVoiceSession)).toBe(false);
    expect(micAvailable(ready)).toBe(true);
    expect(micAvailable(run([{ type: 'listen' }], ready))).toBe(true);
    expect(micAvailable(run([{ type: 'say', sentence: 'Hi.' }], ready))).toBe(true);
    expect(micAvailable(run([{ type: 'heard', text: 'hi' }], ready))).toBe(false);
    expect(micAvailable(run([{ type: 'end' }], ready))).toBe(false);
  });

  it('pins the crisis lines until the next start, and a later calm reply keeps them', () => {
    const crisis = [line('988')];
    const pinned = run([{ type: 'reply', crisis, concern: null }], ready);
    expect(pinned.crisisLines).toEqual(crisis);
    expect(run([{ type: 'reply', crisis: null, concern: null }], pinned).crisisLines).toEqual(crisis);
    expect(run([{ type: 'begin' }], pinned).crisisLines).toBeNull();
  });

  it('shows a concern card under the latest reply only, and never beside a crisis', () => {
    const concern = [line('1393')];
    const concerned = run([{ type: 'reply', crisis: null, concern }], ready);
    expect(concerned.concernLines).toEqual(concern);
    expect(run([{ type: 'reply', crisis: null, concern: null }], concerned).concernLines).toBeNull();
    const both = run([{ type: 'reply', crisis: [], concern }], ready);
    expect(both).toMatchObject({ crisisLines: [], concernLines: null });
  });

  it('ends, and a restart begins the startup sequence again with the cards and subtitle cleared', () => {
    const ended = run(
      [
        { type: 'say', sentence: 'Bye.' },
        { type: 'reply', crisis: [line('988')], concern: null },
        { type: 'end' },
      ],
      ready,
    );
    expect(ended.phase).toBe('ended');
    expect(run([{ type: 'begin' }], ended)).toMatchObject({
      phase: 'startup',
      step: 0,
      subtitle: '',
      crisisLines: null,
      concernLines: null,
    });
  });

  it('remembers a blocked microphone, and that the server cannot listen either', () => {
    const blocked = run([{ type: 'micBlocked' }], ready);
    expect(blocked).toMatchObject({ micBlocked: true, serverListens: true });
    const deaf = run([{ type: 'transcribe' }, { type: 'serverCannotListen' }], ready);
    expect(deaf).toMatchObject({ micBlocked: true, serverListens: false, state: 'idle' });
    expect(run([{ type: 'begin' }], deaf)).toMatchObject({ micBlocked: true, serverListens: false });
  });
});
