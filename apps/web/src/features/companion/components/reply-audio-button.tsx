import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestBlob } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { sessionsApi } from '../api';
import { play } from '../lib/speech';
import type { Spoken } from '../lib/speech-queue';

/** Plays a spoken reply as it was said: its kept sentences, one after another. */
export function ReplyAudioButton({
  sessionId,
  messageId,
  parts,
}: {
  sessionId: string;
  messageId: string;
  parts: number;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const current = useRef<{ stopped: boolean; spoken?: Spoken } | null>(null);

  const stop = () => {
    if (current.current) {
      current.current.stopped = true;
      current.current.spoken?.stop();
    }
    current.current = null;
    setPlaying(false);
  };
  useEffect(() => stop, []);

  const start = async () => {
    const run: { stopped: boolean; spoken?: Spoken } = { stopped: false };
    current.current = run;
    setPlaying(true);
    try {
      for (let part = 0; part < parts && !run.stopped; part++) {
        const audio = await requestBlob(sessionsApi.audioPath(sessionId, messageId, part));
        if (run.stopped) break;
        run.spoken = play(audio);
        await run.spoken.done;
      }
    } catch {
      // A clip that cannot be fetched ends the playback quietly; the words are on screen.
    }
    if (current.current === run) stop();
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-7 w-fit gap-1 px-2 text-xs"
      aria-pressed={playing}
      onClick={() => (playing ? stop() : void start())}
    >
      {playing ? <Pause className="size-3.5" aria-hidden /> : <Play className="size-3.5" aria-hidden />}
      {playing ? t('companion.history.stopAudio') : t('companion.history.playAudio')}
    </Button>
  );
}
