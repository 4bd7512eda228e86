import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CONSTRAINTS, CHUNK_MS, PREFERRED_MIME_TYPE } from './voice-memos-data';

export type RecorderPhase = 'idle' | 'starting' | 'recording';
export type RecorderProblem = 'mic' | 'unsupported' | null;

export interface Recording {
  audio: Blob;
  durationSeconds: number;
}

function release(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * Records from the microphone (spec 001 §4 "Voice memos": idle → recording, the timer ticking each
 * second → stopped). The microphone is released on stop and when the widget goes away; a
 * recording stopped that way is still handed over, so nothing said is lost.
 */
export function useVoiceRecorder(onRecorded: (recording: Recording) => void) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [problem, setProblem] = useState<RecorderProblem>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const seconds = useRef(0);
  const mounted = useRef(true);
  const onRecordedRef = useRef(onRecorded);
  onRecordedRef.current = onRecorded;

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = window.setInterval(() => {
      seconds.current += 1;
      setElapsed(seconds.current);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [phase]);

  const stop = useCallback(() => {
    const active = recorder.current;
    recorder.current = null;
    if (active && active.state !== 'inactive') active.stop();
    release(stream.current);
    stream.current = null;
    if (mounted.current) {
      setPhase('idle');
      setElapsed(0);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop();
    };
  }, [stop]);

  const start = useCallback(async (): Promise<boolean> => {
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      console.error('Voice memos: this browser cannot record audio');
      setProblem('unsupported');
      return false;
    }
    setPhase('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS);
    } catch (error) {
      console.error('Voice memos: microphone access failed', error);
      setProblem('mic');
      setPhase('idle');
      return false;
    }
    if (!mounted.current) {
      release(media);
      return false;
    }
    try {
      const options = MediaRecorder.isTypeSupported?.(PREFERRED_MIME_TYPE)
        ? { mimeType: PREFERRED_MIME_TYPE }
        : undefined;
      const next = new MediaRecorder(media, options);
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        const type = next.mimeType || chunks[0]?.type || 'audio/webm';
        onRecordedRef.current({ audio: new Blob(chunks, { type }), durationSeconds: seconds.current });
      };
      next.start(CHUNK_MS);
      recorder.current = next;
      stream.current = media;
    } catch (error) {
      release(media);
      console.error('Voice memos: the recorder could not start', error);
      setProblem('mic');
      setPhase('idle');
      return false;
    }
    seconds.current = 0;
    setElapsed(0);
    setPhase('recording');
    return true;
  }, []);

  return { phase, elapsed, problem, start, stop };
}
