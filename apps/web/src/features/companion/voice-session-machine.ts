import type { CrisisLine, SessionView } from '@maeum/api-types';

/** Where a turn stands: the orb's four looks. */
export type VoiceState = 'idle' | 'listening' | 'processing' | 'speaking';
/** Where the session stands: the startup sequence, talking, or over (ended, failed, at the limit). */
export type VoicePhase = 'startup' | 'ready' | 'ended' | 'failed' | 'limit';

/** What the voice page shows of a session. */
export interface VoiceSessionView {
  phase: VoicePhase;
  /** The startup step shown (0, 1, 2: 1.5 s each). */
  step: number;
  state: VoiceState;
  /** What was heard, then the sentence being said. */
  subtitle: string;
  /** The lines of the pinned card (the crisis reply's); null while none is pinned. */
  crisisLines: CrisisLine[] | null;
  /** The lines of the quiet card under the latest reply when its outcome was `concern`. */
  concernLines: CrisisLine[] | null;
  session: SessionView | null;
  /** Without speech recognition, speech is recorded and transcribed on the server, if it can. */
  serverListens: boolean;
  /** The microphone was refused or recognition is missing: the page offers text in one tap. */
  micBlocked: boolean;
}

export type VoiceEvent =
  /** (Re)starting: the startup sequence from its first step; cards and subtitle cleared. */
  | { type: 'begin' }
  | { type: 'startupStep'; step: number }
  | { type: 'started'; session: SessionView }
  | { type: 'startFailed'; reason: 'limit' | 'failed' }
  /** The microphone is open (recognition, recording, or a cut-in while it spoke). */
  | { type: 'listen' }
  /** A turn is on its way: what the person said, shown while the reply is awaited. */
  | { type: 'heard'; text: string }
  /** A recording has stopped and the server transcribes it. */
  | { type: 'transcribe' }
  /** A sentence of a reply (or greeting) starts being said. */
  | { type: 'say'; sentence: string }
  /** Nothing is heard or said any more. */
  | { type: 'settle' }
  /** A reply's safety outcome: `crisis` pins its lines (until the next start), `concern` shows a quiet card. */
  | { type: 'reply'; crisis: CrisisLine[] | null; concern: CrisisLine[] | null }
  | { type: 'end' }
  | { type: 'micBlocked' }
  /** The server cannot transcribe either: no way to listen is left. */
  | { type: 'serverCannotListen' };

export const initialVoiceSession: VoiceSessionView = {
  phase: 'startup',
  step: 0,
  state: 'idle',
  subtitle: '',
  crisisLines: null,
  concernLines: null,
  session: null,
  serverListens: true,
  micBlocked: false,
};

/** The voice session's transitions (spec 001 §4, §9); the effects live in VoiceSession. */
export function voiceSessionReducer(view: VoiceSessionView, event: VoiceEvent): VoiceSessionView {
  switch (event.type) {
    case 'begin':
      return { ...view, phase: 'startup', step: 0, subtitle: '', crisisLines: null, concernLines: null };
    case 'startupStep':
      return { ...view, step: event.step };
    case 'started':
      return { ...view, phase: 'ready', session: event.session };
    case 'startFailed':
      return { ...view, phase: event.reason };
    case 'listen':
      return { ...view, state: 'listening' };
    case 'heard':
      return { ...view, state: 'processing', subtitle: event.text };
    case 'transcribe':
      return { ...view, state: 'processing' };
    case 'say':
      return { ...view, state: 'speaking', subtitle: event.sentence };
    case 'settle':
      return { ...view, state: 'idle' };
    case 'reply':
      return {
        ...view,
        crisisLines: event.crisis ?? view.crisisLines,
        concernLines: event.concern && !event.crisis ? event.concern : null,
      };
    case 'end':
      return { ...view, phase: 'ended' };
    case 'micBlocked':
      return { ...view, micBlocked: true };
    case 'serverCannotListen':
      return { ...view, serverListens: false, micBlocked: true, state: 'idle' };
  }
}

/** The mic button acts only in a live session, and not while a reply is awaited. */
export function micAvailable(view: Pick<VoiceSessionView, 'phase' | 'state'>): boolean {
  return view.phase === 'ready' && view.state !== 'processing';
}
