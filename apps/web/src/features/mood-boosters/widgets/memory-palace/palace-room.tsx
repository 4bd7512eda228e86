import { ArrowLeft, DoorOpen, Plus } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { MemoryForm, type MemoryDraft } from './memory-form';
import { MEMORY_EMOTIONS, PALACE_ROOMS, type PalaceMemory, type PalaceRoomId } from './memory-palace-data';

interface PalaceRoomProps {
  roomId: PalaceRoomId;
  memories: PalaceMemory[];
  headingRef: Ref<HTMLHeadingElement>;
  onAdd: (draft: MemoryDraft) => void;
  onBack: () => void;
  onExit: () => void;
}

/** One room: its memories, then the 'Add New Memory' card that opens the add form. */
export function PalaceRoom({ roomId, memories, headingRef, onAdd, onBack, onExit }: PalaceRoomProps) {
  const { t, i18n } = useTranslation();
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const room = PALACE_ROOMS.find((candidate) => candidate.id === roomId) ?? PALACE_ROOMS[0];
  const name = t(`boosters.memoryPalace.rooms.${room.id}.name`);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const formWasOpen = useRef(false);

  // When the form closes, the 'Add New Memory' card comes back in its place and takes the focus.
  useEffect(() => {
    if (adding) formWasOpen.current = true;
    else if (formWasOpen.current) addRef.current?.focus();
  }, [adding]);

  const closeForm = () => setAdding(false);

  return (
    <div className="flex flex-col gap-5">
      <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
        <ArrowLeft aria-hidden="true" />
        {t('boosters.memoryPalace.room.back')}
      </Button>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="emoji text-4xl">
          {room.emoji}
        </span>
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {name}
          </h2>
          <p className="text-muted-foreground">{t(`boosters.memoryPalace.rooms.${room.id}.description`)}</p>
        </div>
      </div>

      {memories.length === 0 ? (
        <p className="rounded-2xl bg-muted/60 px-4 py-5 text-center text-sm text-muted-foreground">
          {t('boosters.memoryPalace.room.empty')}
        </p>
      ) : (
        <ul aria-label={t('boosters.memoryPalace.room.memories', { name })} className="flex flex-col gap-3">
          {memories.map((memory) => {
            const emotion = MEMORY_EMOTIONS.find((choice) => choice.id === memory.emotion);
            return (
              <li key={memory.id} className="animate-fade-in rounded-2xl border bg-card p-4 shadow-sm">
                <h3 className="font-semibold break-words">
                  {memory.title || t('boosters.memoryPalace.room.untitled')}
                </h3>
                {memory.description ? (
                  <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
                    {memory.description}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 text-foreground">
                    <span aria-hidden="true" className="emoji">
                      {emotion?.emoji}
                    </span>
                    {t('boosters.memoryPalace.room.feeling', {
                      emotion: t(`boosters.memoryPalace.emotions.${memory.emotion}`),
                    })}
                  </span>
                  <time dateTime={memory.dateAdded}>
                    {t('boosters.memoryPalace.room.added', {
                      date: dates.format(new Date(memory.dateAdded)),
                    })}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {adding ? (
        <MemoryForm
          onSave={(draft) => {
            onAdd(draft);
            closeForm();
          }}
          onCancel={closeForm}
        />
      ) : (
        <button
          ref={addRef}
          type="button"
          onClick={() => setAdding(true)}
          className="flex items-center gap-4 rounded-2xl border-2 border-dashed bg-card/60 p-5 text-left transition-colors hover:border-primary/50 hover:bg-primary/5"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Plus aria-hidden="true" className="size-5" />
          </span>
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{t('boosters.memoryPalace.room.add')}</span>
            <span className="text-sm text-muted-foreground">{t('boosters.memoryPalace.room.addHint')}</span>
          </span>
        </button>
      )}

      <Button variant="outline" onClick={onExit} className="self-center">
        <DoorOpen aria-hidden="true" />
        {t('boosters.memoryPalace.room.exit')}
      </Button>
    </div>
  );
}
