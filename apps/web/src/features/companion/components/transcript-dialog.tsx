import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogFrame, DialogTitle } from '../../../shared/ui/dialog-frame';
import { Spinner } from '../../../shared/ui/spinner';
import { useCrisisLines } from '../../safety';
import { useSessionDetail } from '../api';
import { formatTime } from './chat-message';
import { ConcernCard } from './concern-card';
import { ReplyAudioButton } from './reply-audio-button';
import { formatStarted, MoodTags } from './session-card';

/** The full transcript (spec 001 §2): maeum. AI and You, each turn with its time. */
export function TranscriptDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useSessionDetail(id);
  const session = detail.data?.session;
  const crisisLines = useCrisisLines();
  return (
    <DialogFrame open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogTitle>{session?.title ?? t('companion.history.transcript')}</DialogTitle>
      <DialogDescription>
        {session ? formatStarted(session.startedAt, i18n.language) : t('companion.history.transcript')}
      </DialogDescription>
      {detail.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('a11y.loading')} />
        </div>
      ) : isApiError(detail.error) && detail.error.code === 'plan_required' ? (
        // The server keeps older transcripts for Plus: said as an invitation, not a failure.
        <p role="status" className="text-sm">
          {t('companion.history.planRequired')}{' '}
          <Link to="/pricing" className="font-medium underline underline-offset-2">
            {t('companion.history.previewUpgrade')}
          </Link>
        </p>
      ) : detail.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('companion.history.detailFailed')}
        </p>
      ) : (
        <>
          {session?.summary ? (
            <div className="flex flex-col gap-2 rounded-xl bg-muted/60 p-3">
              <p className="text-xs font-medium text-muted-foreground">{t('companion.history.summary')}</p>
              <p className="text-sm">{session.summary}</p>
              <MoodTags tags={session.moodTags} max={6} />
            </div>
          ) : null}
          {session?.crisisShown ? (
            <p className="text-sm text-muted-foreground">{t('companion.history.crisis')}</p>
          ) : null}
          <ol className="flex flex-col gap-3">
            {detail.data?.messages.map((m) => (
              <li key={m.id} className="flex flex-col gap-0.5">
                <span className="text-xs font-medium text-muted-foreground">
                  {m.role === 'user' ? t('companion.text.you') : t('companion.text.ai')} ·{' '}
                  {formatTime(m.createdAt, i18n.language)}
                </span>
                <p lang={session?.language} className="text-sm whitespace-pre-wrap break-keep">
                  {m.content}
                  {m.interrupted ? (
                    <span className="text-muted-foreground"> {t('companion.history.interrupted')}</span>
                  ) : null}
                </p>
                {m.audioParts && session ? (
                  <ReplyAudioButton sessionId={session.id} messageId={m.id} parts={m.audioParts} />
                ) : null}
                {/* A referral or a direct question, read again later: the lines, quietly, as they are now. */}
                {(m.concern || m.crisis) && session ? (
                  <ConcernCard lines={crisisLines} language={session.language} />
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="flex justify-end">
        <DialogPrimitive.Close asChild>
          <Button variant="outline">{t('companion.history.close')}</Button>
        </DialogPrimitive.Close>
      </div>
    </DialogFrame>
  );
}
