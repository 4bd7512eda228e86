import { HardDrive, Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { Spinner } from '../../../../shared/ui/spinner';
import '../../translations';
import { type BrowserStore, browserStore, newId, useBrowserState } from '../browser-store';
import { formatSeconds } from '../use-countdown';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import { MemoItem } from './memo-item';
import './translations';
import { type Recording, useVoiceRecorder } from './use-voice-recorder';
import { acceptMemos, type VoiceMemo } from './voice-memos-data';

const memosStore = browserStore<VoiceMemo[]>('voice-memos');
const NO_MEMOS: VoiceMemo[] = [];

/** One object URL per memo while the widget is open; a memo's URL is freed when it goes. */
function useObjectUrls(memos: VoiceMemo[]): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const live = useRef<Record<string, string>>({});

  useEffect(() => {
    const next: Record<string, string> = {};
    for (const memo of memos) next[memo.id] = live.current[memo.id] ?? URL.createObjectURL(memo.audio);
    for (const [id, url] of Object.entries(live.current)) if (!(id in next)) URL.revokeObjectURL(url);
    live.current = next;
    setUrls(next);
  }, [memos]);

  useEffect(
    () => () => {
      for (const url of Object.values(live.current)) URL.revokeObjectURL(url);
      live.current = {};
    },
    [],
  );
  return urls;
}

/**
 * Voice memos (spec 001 §2, §4, §9): record, then play, rename, download or delete; the audio
 * stays in this browser only.
 */
export function VoiceMemosWidget({
  onEvent,
  store = memosStore,
}: BoosterWidgetProps & { store?: BrowserStore<VoiceMemo[]> }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const memos = useBrowserState(store, NO_MEMOS, acceptMemos);
  const latest = useRef(memos.value);
  latest.current = memos.value;
  const urls = useObjectUrls(memos.value);
  const audioRef = useRef<HTMLAudioElement>(null);
  const recordRef = useRef<HTMLButtonElement>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [playFailed, setPlayFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const titleOf = (memo: VoiceMemo) =>
    memo.title ?? t('boosters.voiceMemos.defaultTitle', { number: memo.number });

  const onRecorded = ({ audio, durationSeconds }: Recording) => {
    const memo: VoiceMemo = {
      id: newId(),
      number: latest.current.length + 1,
      title: null,
      audio,
      durationSeconds,
      createdAt: new Date().toISOString(),
    };
    memos.update((previous) => [memo, ...previous]);
    onEvent('memo_created', { seconds: durationSeconds });
    setAnnouncement(t('boosters.voiceMemos.recorder.saved', { title: titleOf(memo) }));
  };
  const recorder = useVoiceRecorder(onRecorded);
  const recording = recorder.phase === 'recording';

  const startRecording = async () => {
    audioRef.current?.pause();
    setPlayingId(null);
    setAnnouncement('');
    if (await recorder.start()) {
      onEvent('recording_started');
      setAnnouncement(t('boosters.voiceMemos.recorder.started'));
    }
  };

  const toggle = (memo: VoiceMemo) => {
    const audio = audioRef.current;
    if (!audio) return;
    setPlayFailed(false);
    if (playingId === memo.id) {
      audio.pause();
      setPlayingId(null);
      return;
    }
    const url = urls[memo.id];
    // Its URL is made right after the list first shows; a click in that instant has nothing to play.
    if (!url) return;
    audio.src = url;
    setPlayingId(memo.id);
    onEvent('memo_played', { seconds: memo.durationSeconds });
    Promise.resolve(audio.play()).catch((error: unknown) => {
      console.error('Voice memos: playback failed', error);
      setPlayingId(null);
      setPlayFailed(true);
    });
  };

  const remove = (memo: VoiceMemo) => {
    if (playingId === memo.id) {
      audioRef.current?.pause();
      setPlayingId(null);
    }
    memos.update((previous) => previous.filter((candidate) => candidate.id !== memo.id));
    onEvent('memo_deleted');
    setAnnouncement(t('boosters.voiceMemos.list.deleted', { title: titleOf(memo) }));
    recordRef.current?.focus();
  };

  const rename = (memo: VoiceMemo, title: string) =>
    memos.update((previous) =>
      previous.map((candidate) => (candidate.id === memo.id ? { ...candidate, title } : candidate)),
    );

  if (memos.loading) {
    return (
      <section aria-label={t('boosters.voiceMemos.label')} className="mx-auto w-full max-w-2xl">
        <div className="flex justify-center rounded-2xl border bg-card p-10">
          <Spinner label={t('boosters.voiceMemos.loading')} />
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label={t('boosters.voiceMemos.label')}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6"
    >
      <div className="flex flex-col items-center gap-5 rounded-2xl border bg-card px-5 py-8 text-center shadow-sm">
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('boosters.voiceMemos.title')}</h2>
          <p className="max-w-md text-sm leading-relaxed text-pretty text-muted-foreground">
            {t('boosters.voiceMemos.intro')}
          </p>
        </div>
        <div className="flex flex-col items-center gap-1">
          <span
            role="timer"
            aria-label={t('boosters.voiceMemos.recorder.timer')}
            className="text-4xl font-semibold tabular-nums"
          >
            {formatSeconds(recorder.elapsed)}
          </span>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            {recording ? (
              <span
                aria-hidden="true"
                className={cn('size-2.5 rounded-full bg-destructive', !reducedMotion && 'animate-pulse')}
              />
            ) : null}
            {recording
              ? t('boosters.voiceMemos.recorder.recording')
              : recorder.phase === 'starting'
                ? t('boosters.voiceMemos.recorder.starting')
                : t('boosters.voiceMemos.recorder.ready')}
          </span>
        </div>
        {/* One button for both, so the focus stays on it from start to stop. */}
        <Button
          ref={recordRef}
          size="lg"
          variant={recording ? 'outline' : 'primary'}
          onClick={recording ? recorder.stop : startRecording}
          disabled={recorder.phase === 'starting'}
        >
          {recording ? <Square aria-hidden="true" className="fill-current" /> : <Mic aria-hidden="true" />}
          {t(recording ? 'boosters.voiceMemos.recorder.stop' : 'boosters.voiceMemos.recorder.start')}
        </Button>
        {recorder.problem ? (
          <p role="alert" className="max-w-sm rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
            {t(
              recorder.problem === 'mic'
                ? 'boosters.voiceMemos.problems.mic'
                : 'boosters.voiceMemos.problems.unsupported',
            )}
          </p>
        ) : null}
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {memos.problem ? (
        <p role="status" className="rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
          {t(
            memos.problem === 'load'
              ? 'boosters.voiceMemos.storage.loadFailed'
              : 'boosters.voiceMemos.storage.saveFailed',
          )}
        </p>
      ) : null}

      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold tracking-tight">
          {t('boosters.voiceMemos.list.title', { count: memos.value.length })}
        </h3>
        {playFailed ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('boosters.voiceMemos.problems.play')}
          </p>
        ) : null}
        {memos.value.length === 0 ? (
          <p className="rounded-2xl bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
            {t('boosters.voiceMemos.list.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {memos.value.map((memo) => (
              <MemoItem
                key={memo.id}
                memo={memo}
                title={titleOf(memo)}
                url={urls[memo.id]}
                playing={playingId === memo.id}
                onToggle={() => toggle(memo)}
                onRename={(title) => rename(memo, title)}
                onDelete={() => remove(memo)}
              />
            ))}
          </ul>
        )}
      </div>
      {/* One player for every memo, so only one plays at a time. */}
      <audio ref={audioRef} onEnded={() => setPlayingId(null)} className="hidden" />

      <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
        <HardDrive aria-hidden="true" className="size-3.5 shrink-0" />
        {t('moodBoosters.keptInBrowser')}
      </p>
    </section>
  );
}
