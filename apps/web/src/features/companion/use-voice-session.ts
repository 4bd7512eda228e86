import type { TonePreference } from '@maeum/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canListen, VoiceSession, type VoiceSessionContext } from './voice-session';
import { initialVoiceSession, voiceSessionReducer } from './voice-session-machine';
import type { Voice } from './voices';

export type { VoicePhase, VoiceState } from './voice-session-machine';

/**
 * A voice session on the page (spec 001 §4; see VoiceSession): starts once `ready`, and again when
 * the voice, tone or language changes; stops when the page goes or is hidden for good.
 */
export function useVoiceSession(voice: Voice, tone: TonePreference, ready = true) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [view, dispatch] = useReducer(voiceSessionReducer, initialVoiceSession);
  const shown = useRef(view);
  const context: VoiceSessionContext = { voice, tone, t, queryClient, dispatch, view: () => shown.current };
  const [session] = useState(() => new VoiceSession(context));

  useEffect(() => {
    shown.current = view;
    session.update(context);
  });

  useEffect(() => {
    if (!ready) return;
    void session.begin();
    return () => session.dispose();
  }, [session, voice, tone, t, ready]);

  useEffect(() => {
    window.addEventListener('pagehide', session.leave);
    return () => window.removeEventListener('pagehide', session.leave);
  }, [session]);

  return {
    phase: view.phase,
    step: view.step,
    state: view.state,
    subtitle: view.subtitle,
    crisisShown: view.crisisLines !== null,
    crisisLines: view.crisisLines,
    concernLines: view.concernLines,
    session: view.session,
    canListen: canListen(view.serverListens),
    /** The microphone was refused or recognition is missing: the page offers text in one tap. */
    micBlocked: view.micBlocked,
    mic: session.mic,
    end: session.end,
    restart: () => session.begin(true),
  };
}
