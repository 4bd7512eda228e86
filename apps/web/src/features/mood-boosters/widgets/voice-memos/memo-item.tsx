import { Check, Download, Pause, Pencil, Play, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button, buttonVariants } from '../../../../shared/ui/button';
import { Input } from '../../../../shared/ui/input';
import { formatSeconds } from '../use-countdown';
import { downloadName, type VoiceMemo } from './voice-memos-data';

interface MemoItemProps {
  memo: VoiceMemo;
  title: string;
  url: string | undefined;
  playing: boolean;
  onToggle: () => void;
  /** Called only with a name that has words; a blank name keeps the old title. */
  onRename: (title: string) => void;
  onDelete: () => void;
}

/** One memo: play/pause, inline rename (Enter saves, Escape cancels), download and delete. */
export function MemoItem({ memo, title, url, playing, onToggle, onRename, onDelete }: MemoItemProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const hintId = useId();
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const editing = draft !== null;

  // The name field takes the focus when it opens; back from renaming, the rename button does.
  useEffect(() => {
    if (editing) {
      wasEditing.current = true;
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (wasEditing.current) {
      wasEditing.current = false;
      renameRef.current?.focus();
    }
  }, [editing]);

  const save = () => {
    const name = (draft ?? '').trim();
    if (name) onRename(name);
    setDraft(null);
  };

  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Button
          size="icon"
          variant={playing ? 'primary' : 'secondary'}
          onClick={onToggle}
          aria-label={t(playing ? 'boosters.voiceMemos.list.pause' : 'boosters.voiceMemos.list.play', {
            title,
          })}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        {draft === null ? (
          <div className="flex min-w-0 flex-col">
            <p className="truncate font-medium">{title}</p>
            <p className="text-xs text-muted-foreground">
              <span>{formatSeconds(memo.durationSeconds)}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={memo.createdAt}>{created.format(new Date(memo.createdAt))}</time>
            </p>
          </div>
        ) : (
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex items-center gap-1">
              <Input
                ref={inputRef}
                value={draft}
                maxLength={80}
                aria-label={t('boosters.voiceMemos.list.renameLabel', { title })}
                aria-describedby={hintId}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    save();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    setDraft(null);
                  }
                }}
                className="h-10"
              />
              <Button
                size="icon"
                variant="ghost"
                onClick={save}
                aria-label={t('boosters.voiceMemos.list.renameSave')}
              >
                <Check aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                onClick={() => setDraft(null)}
                aria-label={t('boosters.voiceMemos.list.renameCancel')}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            <p id={hintId} className="text-xs text-muted-foreground">
              {t('boosters.voiceMemos.list.renameHint')}
            </p>
          </div>
        )}
      </div>
      {draft === null ? (
        <div className="flex items-center justify-end gap-1">
          <Button
            ref={renameRef}
            size="icon"
            variant="ghost"
            onClick={() => setDraft(title)}
            aria-label={t('boosters.voiceMemos.list.rename', { title })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {url ? (
            <a
              href={url}
              download={downloadName(title)}
              aria-label={t('boosters.voiceMemos.list.download', { title })}
              className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }))}
            >
              <Download aria-hidden="true" />
            </a>
          ) : null}
          <Button
            size="icon"
            variant="ghost"
            onClick={onDelete}
            aria-label={t('boosters.voiceMemos.list.delete', { title })}
            className="hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </li>
  );
}
