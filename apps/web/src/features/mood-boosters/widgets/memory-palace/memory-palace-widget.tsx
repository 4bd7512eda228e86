import { DoorOpen, HardDrive } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { Spinner } from '../../../../shared/ui/spinner';
import '../../translations';
import { type BrowserStore, browserStore, newId, useBrowserState } from '../browser-store';
import type { BoosterWidgetProps } from '../widget-types';
import type { MemoryDraft } from './memory-form';
import {
  acceptPalace,
  EMPTY_PALACE,
  PALACE_ROOMS,
  type PalaceMemories,
  type PalaceRoomId,
} from './memory-palace-data';
import { PalaceRoom } from './palace-room';
import './translations';

const palaceStore = browserStore<PalaceMemories>('memory-palace');

type View = 'intro' | 'rooms' | PalaceRoomId;

/**
 * Memory palace (spec 001 §2, §4): intro → room list → room view (add form open or closed); Exit
 * returns to the intro. Memories stay in this browser only.
 */
export function MemoryPalaceWidget({
  onEvent,
  store = palaceStore,
}: BoosterWidgetProps & { store?: BrowserStore<PalaceMemories> }) {
  const { t } = useTranslation();
  const palace = useBrowserState(store, EMPTY_PALACE, acceptPalace);
  const [view, setView] = useState<View>('intro');
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new view's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [view]);

  const go = (next: View) => {
    moved.current = true;
    setAnnouncement('');
    setView(next);
  };

  const enter = () => {
    onEvent('session_started');
    go('rooms');
  };

  const exit = () => {
    onEvent('exited_palace');
    go('intro');
  };

  const add = (room: PalaceRoomId, draft: MemoryDraft) => {
    const memory = { id: newId(), ...draft, dateAdded: new Date().toISOString() };
    palace.update((previous) => ({ ...previous, [room]: [...previous[room], memory] }));
    onEvent('added_memory', { room });
    setAnnouncement(
      t('boosters.memoryPalace.room.saved', { name: t(`boosters.memoryPalace.rooms.${room}.name`) }),
    );
  };

  return (
    <section
      aria-label={t('boosters.memoryPalace.label')}
      className="mx-auto flex w-full max-w-2xl flex-col gap-5"
    >
      {palace.loading ? (
        <div className="flex justify-center rounded-2xl border bg-card p-10">
          <Spinner label={t('boosters.memoryPalace.loading')} />
        </div>
      ) : view === 'intro' ? (
        <div className="flex animate-fade-in flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm">
          <span aria-hidden="true" className="emoji text-5xl">
            🏛️
          </span>
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {t('boosters.memoryPalace.intro.title')}
          </h2>
          <p className="max-w-md leading-relaxed text-pretty text-muted-foreground">
            {t('boosters.memoryPalace.intro.body')}
          </p>
          <Button size="lg" onClick={enter} className="mt-2">
            <DoorOpen aria-hidden="true" />
            {t('boosters.memoryPalace.intro.enter')}
          </Button>
        </div>
      ) : view === 'rooms' ? (
        <div className="flex animate-fade-in flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
              {t('boosters.memoryPalace.rooms.title')}
            </h2>
            <p className="text-muted-foreground">{t('boosters.memoryPalace.rooms.hint')}</p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PALACE_ROOMS.map((room) => (
              <li key={room.id}>
                <button
                  type="button"
                  onClick={() => go(room.id)}
                  className="flex h-full w-full flex-col gap-2 rounded-2xl border bg-card p-5 text-left shadow-sm transition-colors hover:border-primary/50 hover:bg-primary/5"
                >
                  <span aria-hidden="true" className="emoji text-3xl">
                    {room.emoji}
                  </span>
                  <span className="text-lg font-semibold">
                    {t(`boosters.memoryPalace.rooms.${room.id}.name`)}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t(`boosters.memoryPalace.rooms.${room.id}.description`)}
                  </span>
                  <span className="mt-auto flex flex-wrap gap-2 pt-1 text-xs">
                    <span className="rounded-full bg-primary/10 px-2.5 py-1">
                      {t('boosters.memoryPalace.memoryCount', { count: palace.value[room.id].length })}
                    </span>
                    <span className="rounded-full bg-muted px-2.5 py-1 text-muted-foreground">
                      {t('boosters.memoryPalace.mood', {
                        mood: t(`boosters.memoryPalace.rooms.${room.id}.mood`),
                      })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Button variant="outline" onClick={exit} className="self-center">
            <DoorOpen aria-hidden="true" />
            {t('boosters.memoryPalace.room.exit')}
          </Button>
        </div>
      ) : (
        <PalaceRoom
          key={view}
          roomId={view}
          memories={palace.value[view]}
          headingRef={headingRef}
          onAdd={(draft) => add(view, draft)}
          onBack={() => go('rooms')}
          onExit={exit}
        />
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {palace.problem ? (
        <p role="status" className="rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
          {t(
            palace.problem === 'load'
              ? 'boosters.memoryPalace.storage.loadFailed'
              : 'boosters.memoryPalace.storage.saveFailed',
          )}
        </p>
      ) : null}
      <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
        <HardDrive aria-hidden="true" className="size-3.5 shrink-0" />
        {t('moodBoosters.keptInBrowser')}
      </p>
    </section>
  );
}
